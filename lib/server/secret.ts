import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/lib/db/client';
import { authSecretProblem } from './deployment.mjs';

let cached: Uint8Array | undefined;

/** Where the generated key lives in DATA_DIR (never in a backup: docs/operations.md, "Backup and restore"). */
export const SECRET_FILE = 'auth-secret';

export interface ExistingSigningKey {
  key: string;
  from: 'AUTH_SECRET' | 'DATA_DIR';
}

/** The key the site signs with here, without making one: AUTH_SECRET, else DATA_DIR's file. */
export function existingSigningKey(
  dir: string,
  env: Record<string, string | undefined> = process.env,
): ExistingSigningKey | null {
  const fromEnv = env.AUTH_SECRET?.trim();
  if (fromEnv) return { key: fromEnv, from: 'AUTH_SECRET' };
  try {
    const key = readFileSync(path.join(dir, SECRET_FILE), 'utf8').trim();
    return key ? { key, from: 'DATA_DIR' } : null;
  } catch {
    return null;
  }
}

/**
 * The token signing key: AUTH_SECRET, else one generated once and kept in DATA_DIR — only for a
 * site whose data is its own (no DATABASE_URL, no S3_BUCKET): instances sharing data must share
 * the key, and are refused without AUTH_SECRET rather than each signing with its own.
 */
export function signingSecret(): Uint8Array {
  if (cached) return cached;
  const problem = authSecretProblem();
  if (problem) throw new Error(problem);
  const dir = dataDir();
  let secret = existingSigningKey(dir)?.key;
  if (!secret) {
    mkdirSync(dir, { recursive: true });
    secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(path.join(dir, SECRET_FILE), secret, { mode: 0o600, flag: 'wx' });
    } catch {
      // Another worker wrote it first: use theirs.
      secret = readFileSync(path.join(dir, SECRET_FILE), 'utf8').trim();
    }
  }
  cached = new TextEncoder().encode(secret);
  return cached;
}
