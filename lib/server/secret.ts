import 'server-only';
import { randomBytes } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { dataDir } from '@/lib/db/client';
import { authSecretProblem } from './deployment.mjs';

let cached: Uint8Array | undefined;

/**
 * The token signing key: AUTH_SECRET, else one generated once and kept in DATA_DIR — only for a
 * site whose data is its own (no DATABASE_URL, no S3_BUCKET): instances sharing data must share
 * the key, and are refused without AUTH_SECRET rather than each signing with its own.
 */
export function signingSecret(): Uint8Array {
  if (cached) return cached;
  const problem = authSecretProblem();
  if (problem) throw new Error(problem);
  const fromEnv = process.env.AUTH_SECRET?.trim();
  if (fromEnv) {
    cached = new TextEncoder().encode(fromEnv);
    return cached;
  }
  const dir = dataDir();
  const file = path.join(dir, 'auth-secret');
  let secret: string;
  try {
    secret = readFileSync(file, 'utf8').trim();
  } catch {
    mkdirSync(dir, { recursive: true });
    secret = randomBytes(48).toString('base64url');
    try {
      writeFileSync(file, secret, { mode: 0o600, flag: 'wx' });
    } catch {
      // Another worker wrote it first: use theirs.
      secret = readFileSync(file, 'utf8').trim();
    }
  }
  cached = new TextEncoder().encode(secret);
  return cached;
}
