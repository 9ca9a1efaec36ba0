import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { rename, rm } from 'node:fs/promises';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { z } from 'zod';
import { STORAGE_KEY_PATTERN } from '@/lib/server/storage';
import { readTar, writeTar, type TarFile } from './tar';

/**
 * A backup is one .tar.gz: `database.json` (every table's rows and the migration state), the
 * photos as `uploads/<key>`, and last `manifest.json`, which names every file with its size and
 * SHA-256 so a restore can check the whole archive before it writes anything.
 */
export const DATABASE_FILE = 'database.json';
const MANIFEST_FILE = 'manifest.json';
export const UPLOADS_PREFIX = 'uploads/';

const manifestSchema = z.strictObject({
  format: z.literal('kennel-backup'),
  version: z.literal(1),
  createdAt: z.string(),
  source: z.enum(['pglite', 'postgres']),
  /**
   * A fingerprint of the key the site signed its links with, and where it was kept (null: none
   * where the backup ran; missing: a backup from before it was recorded). Never the key itself.
   */
  signingKey: z
    .strictObject({
      fingerprint: z.string().regex(/^[0-9a-f]{16}$/),
      from: z.enum(['AUTH_SECRET', 'DATA_DIR']),
    })
    .nullable()
    .optional(),
  files: z.array(
    z.strictObject({
      name: z.string(),
      size: z.number().int().nonnegative(),
      sha256: z.string().regex(/^[0-9a-f]{64}$/),
    }),
  ),
});

export type Manifest = z.infer<typeof manifestSchema>;

export class ArchiveError extends Error {
  constructor(message: string, options?: ErrorOptions) {
    super(message, options);
    this.name = 'ArchiveError';
  }
}

/** A failure of the caller's unpacking, not of the archive. */
class UnpackError extends Error {
  constructor(cause: unknown) {
    super('unpacking failed', { cause });
  }
}

const sha256 = (data: Buffer) => createHash('sha256').update(data).digest('hex');

const uploadKey = (name: string) =>
  name.startsWith(UPLOADS_PREFIX) && STORAGE_KEY_PATTERN.test(name.slice(UPLOADS_PREFIX.length))
    ? name.slice(UPLOADS_PREFIX.length)
    : null;

/**
 * Writes `files` (the database file first, then the photos) and the manifest to `file`: into a
 * temporary file beside it first, renamed into place only once complete.
 */
export async function writeArchive(
  file: string,
  files: AsyncIterable<TarFile>,
  source: Manifest['source'],
  signingKey: Manifest['signingKey'] = null,
): Promise<Manifest> {
  const manifest: Manifest = {
    format: 'kennel-backup',
    version: 1,
    createdAt: new Date().toISOString(),
    source,
    signingKey,
    files: [],
  };
  async function* withManifest(): AsyncGenerator<TarFile> {
    for await (const entry of files) {
      manifest.files.push({
        name: entry.name,
        size: entry.data.length,
        sha256: sha256(entry.data),
      });
      yield entry;
    }
    yield { name: MANIFEST_FILE, data: Buffer.from(JSON.stringify(manifest, null, 2)) };
  }
  const partial = `${file}.partial-${process.pid}`;
  try {
    await pipeline(
      writeTar(withManifest()),
      createGzip(),
      createWriteStream(partial, { flags: 'wx', mode: 0o600 }),
    );
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
  return manifest;
}

export interface ArchiveContents {
  manifest: Manifest;
  database: Buffer;
}

/**
 * Reads the whole archive and checks it against its manifest: every file present once, with its
 * size and checksum, nothing unexpected. `onUpload` receives each photo as it passes (for
 * unpacking); callers must treat what it wrote as unverified until this resolves.
 */
export async function readArchive(
  file: string,
  onUpload?: (key: string, data: Buffer) => Promise<void>,
): Promise<ArchiveContents> {
  const seen = new Map<string, { size: number; sha256: string }>();
  let database: Buffer | undefined;
  let manifestData: Buffer | undefined;
  const input = createReadStream(file);
  const source = input.pipe(createGunzip());
  // `pipe` does not pass errors on: a missing file would leave the reader waiting forever.
  input.once('error', (error) => source.destroy(error));
  try {
    for await (const entry of readTar(source)) {
      if (manifestData) throw new ArchiveError(`${entry.name} follows the manifest`);
      if (seen.has(entry.name)) throw new ArchiveError(`${entry.name} appears twice`);
      if (entry.name === MANIFEST_FILE) {
        manifestData = entry.data;
        continue;
      }
      seen.set(entry.name, { size: entry.data.length, sha256: sha256(entry.data) });
      if (entry.name === DATABASE_FILE) {
        database = entry.data;
        continue;
      }
      const key = uploadKey(entry.name);
      if (!key) throw new ArchiveError(`unexpected file ${entry.name}`);
      try {
        await onUpload?.(key, entry.data);
      } catch (error) {
        throw new UnpackError(error);
      }
    }
  } catch (error) {
    if (error instanceof UnpackError) throw error.cause;
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') {
      throw new ArchiveError(`${file} does not exist`);
    }
    const detail = error instanceof Error ? error.message : String(error);
    throw new ArchiveError(`${file} is damaged or incomplete: ${detail}`, { cause: error });
  } finally {
    input.destroy();
    source.destroy();
  }
  if (!manifestData) throw new ArchiveError(`${file} is incomplete: it has no manifest`);
  let manifest: Manifest;
  try {
    manifest = manifestSchema.parse(JSON.parse(manifestData.toString('utf8')));
  } catch {
    throw new ArchiveError(`${file} is not a backup of this site (unreadable manifest)`);
  }
  const listed = new Map(manifest.files.map((f) => [f.name, f]));
  for (const [name, actual] of seen) {
    const expected = listed.get(name);
    if (!expected)
      throw new ArchiveError(`${file} holds ${name}, which its manifest does not list`);
    if (expected.size !== actual.size || expected.sha256 !== actual.sha256) {
      throw new ArchiveError(`${file} is damaged: ${name} does not match its checksum`);
    }
  }
  const missing = manifest.files.find((f) => !seen.has(f.name));
  if (missing) throw new ArchiveError(`${file} is incomplete: ${missing.name} is missing`);
  if (!database) throw new ArchiveError(`${file} is incomplete: it has no ${DATABASE_FILE}`);
  return { manifest, database };
}
