import 'server-only';
import { createHmac } from 'node:crypto';
import path from 'node:path';
import { existingSigningKey, SECRET_FILE, type ExistingSigningKey } from '@/lib/server/secret';
import type { Manifest } from './archive';
import type { DatabaseDump } from './database';

/*
 * The signing key stays out of backups: with it, whoever holds a copy of the archive could sign
 * in to the live site as its admin. The manifest records only a fingerprint of it, so that a
 * restore can say whether what the old key signed (the visit links mailed to enquirers above
 * all) still works on the site it fills.
 */

export type RecordedKey = Manifest['signingKey'];

/** A keyed hash of the key: it tells two keys apart and gives nothing of either away. */
export const keyFingerprint = (key: string) =>
  createHmac('sha256', key).update('kennel-backup-fingerprint').digest('hex').slice(0, 16);

/** What a backup of `dataDir` records of the key, and what it tells the breeder about it. */
export function recordSigningKey(dataDir: string): { recorded: RecordedKey; warnings: string[] } {
  const key = existingSigningKey(dataDir);
  if (!key) {
    return {
      recorded: null,
      warnings: [
        'no signing key here (AUTH_SECRET unset, no DATA_DIR/auth-secret): run the backup with ' +
          "the site's AUTH_SECRET, so that a restore can tell whether mailed links keep working",
      ],
    };
  }
  const recorded = { fingerprint: keyFingerprint(key.key), from: key.from };
  if (key.from === 'AUTH_SECRET') return { recorded, warnings: [] };
  return {
    recorded,
    warnings: [
      `the signing key (${path.join(dataDir, SECRET_FILE)}) is not in the archive: keep a copy ` +
        'of it apart from the backup, or the visit links mailed to enquirers stop working after ' +
        'a restore into a new DATA_DIR',
    ],
  };
}

/** Enquiries about a puppy: their acknowledgements carried a visit link signed with the key. */
function enquiriesWithVisitLinks(dump: DatabaseDump): number {
  const rows = dump.tables.find((t) => t.name === 'enquiries')?.rows ?? [];
  return rows.filter((row) => row.dog_id != null || row.dog_name != null).length;
}

const SIGNED = (visitLinks: number) => [
  `  - the visit links (/my/visit/…) mailed with enquiries about a puppy (${visitLinks} in this ` +
    'backup): they answer "not found"',
  "  - admins' sessions and remembered devices: everyone logs in again",
  '  - links to private files already handed out, and forms left open in a browser (each lasts ' +
    'an hour to a day): the site hands out fresh ones',
];

function howToKeep(recorded: RecordedKey, dataDir: string): string {
  const file = path.join(dataDir, SECRET_FILE);
  if (recorded?.from === 'AUTH_SECRET')
    return 'To keep them, start the site here with the same AUTH_SECRET as before.';
  if (recorded?.from === 'DATA_DIR') {
    return (
      `To keep them, copy the old site's DATA_DIR/auth-secret to ${file} before the site starts ` +
      'here (or set AUTH_SECRET to its contents).'
    );
  }
  return (
    'To keep them, give the site here the key it had before it starts: the same AUTH_SECRET, ' +
    `or the old DATA_DIR/auth-secret copied to ${file}.`
  );
}

/**
 * What a restore into `dataDir` tells the breeder about the signing key: the same as the
 * backed-up site's (nothing breaks), or not (what stops working, and how to keep it).
 */
export function signingKeyReport(
  recorded: RecordedKey,
  dump: DatabaseDump,
  dataDir: string,
  env: Record<string, string | undefined> = process.env,
): string[] {
  const here: ExistingSigningKey | null = existingSigningKey(dataDir, env);
  const where = (key: ExistingSigningKey) =>
    key.from === 'AUTH_SECRET' ? 'AUTH_SECRET' : path.join(dataDir, SECRET_FILE);
  if (recorded && here && keyFingerprint(here.key) === recorded.fingerprint) {
    return [
      `The signing key here (${where(here)}) is the backed-up site's: visit links mailed to ` +
        'enquirers and sessions keep working.',
    ];
  }
  const visitLinks = enquiriesWithVisitLinks(dump);
  const heading = !recorded
    ? "This backup does not record which key signed the old site's links: if the site here " +
      'signs with another one, what the old key signed stops working:'
    : here
      ? `The signing key here (${where(here)}) is not the backed-up site's, so what the old key ` +
        'signed stops working:'
      : `No signing key here yet (no AUTH_SECRET, no ${path.join(dataDir, SECRET_FILE)}): the ` +
        'site makes a new one when it starts, so what the old key signed stops working:';
  return [heading, ...SIGNED(visitLinks), howToKeep(recorded, dataDir)];
}
