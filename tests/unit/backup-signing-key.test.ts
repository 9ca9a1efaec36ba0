import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { DatabaseDump } from '@/features/backup/server/database';
import {
  keyFingerprint,
  recordSigningKey,
  signingKeyReport,
} from '@/features/backup/server/signing-key';

// The signing key never goes into a backup; its fingerprint does, so that a restore can say
// whether what the old key signed still works.

const dirs: string[] = [];
const folder = (key?: string) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'kennel-key-'));
  dirs.push(dir);
  if (key) writeFileSync(path.join(dir, 'auth-secret'), `${key}\n`);
  return dir;
};
afterAll(() => dirs.forEach((dir) => rmSync(dir, { recursive: true, force: true })));

const OLD = 'old-key-0123456789abcdef0123456789abcdef';
const dump = {
  tables: [
    {
      name: 'enquiries',
      rows: [
        { id: 1, dog_id: 4, dog_name: 'Bogyó' },
        { id: 2, dog_id: null, dog_name: 'Gone' },
        { id: 3, dog_id: null, dog_name: null },
      ],
    },
  ],
  sequences: [],
  migrations: [],
} as unknown as DatabaseDump;
const noEnv = { AUTH_SECRET: '' };

describe('the signing key in a backup', () => {
  it('records a fingerprint of the key, never the key, and where it was kept', () => {
    const fromFile = recordSigningKey(folder(OLD));
    expect(fromFile.recorded).toEqual({ fingerprint: keyFingerprint(OLD), from: 'DATA_DIR' });
    expect(JSON.stringify(fromFile.recorded)).not.toContain(OLD);
    expect(fromFile.warnings.join()).toMatch(/auth-secret\) is not in the archive: keep a copy/);
    expect(keyFingerprint(OLD)).not.toBe(keyFingerprint(`${OLD}x`));
  });

  it('says the key is the same, or what stops working and how to keep it', () => {
    const recorded = { fingerprint: keyFingerprint(OLD), from: 'DATA_DIR' as const };
    expect(signingKeyReport(recorded, dump, folder(OLD), noEnv).join('\n')).toMatch(
      /is the backed-up site's: visit links .* keep working/,
    );
    // AUTH_SECRET set to the old file's contents is the same key.
    expect(signingKeyReport(recorded, dump, folder(), { AUTH_SECRET: OLD })[0]).toContain(
      'The signing key here (AUTH_SECRET) is the backed-up site',
    );
    const other = signingKeyReport(recorded, dump, folder('another-key'), noEnv).join('\n');
    expect(other).toMatch(/auth-secret\) is not the backed-up site's/);
    expect(other).toContain('enquiries about a puppy (2 in this backup)');
    expect(other).toMatch(/copy the old site's DATA_DIR\/auth-secret to /);
    const fromEnv = { fingerprint: keyFingerprint(OLD), from: 'AUTH_SECRET' as const };
    expect(signingKeyReport(fromEnv, dump, folder(), noEnv).join('\n')).toMatch(
      /No signing key here yet[\s\S]*the same AUTH_SECRET as before/,
    );
    // A backup from before fingerprints were recorded: it cannot tell.
    expect(signingKeyReport(undefined, dump, folder(OLD), noEnv)[0]).toContain(
      'does not record which key',
    );
  });
});
