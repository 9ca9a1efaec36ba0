/** A stored photo file, as the start-up sweep and backups see it. */
export interface StoredFile {
  key: string;
  modified: Date;
}

/** A stored file opened for reading: its bytes as they come, and how many there are. */
interface OpenedFile {
  body: ReadableStream<Uint8Array>;
  /** Unknown only when an object store leaves out Content-Length. */
  size: number | undefined;
}

/** Bytes `start` to `end` of a file, both included (as HTTP's Range counts them). */
export interface ByteRange {
  start: number;
  end: number;
}

/** Where photo files live: a folder on disk or an S3 bucket (`getStorage()` picks one). */
export interface ImageStorage {
  /** Where the files are, for messages: a folder, or `s3://bucket`. */
  readonly location: string;
  /**
   * Whether other instances write here too (a bucket): then an unowned file may be another
   * instance's upload under way. A DATA_DIR folder belongs to one server alone.
   */
  readonly shared: boolean;
  /** Stores a new file; never replaces one (keys are fresh UUIDs, so a clash is a bug). */
  put(key: string, data: Buffer): Promise<void>;
  /** The file's bytes, or null when there is no such file. */
  get(key: string): Promise<Buffer | null>;
  /**
   * The file as a stream for an HTTP answer, or null when there is no such file; with `range`
   * only those bytes (inclusive; a video's range requests), `size` still the whole file's.
   */
  open(key: string, range?: ByteRange): Promise<OpenedFile | null>;
  /** The file's size in bytes, or null when there is no such file (a range request's check). */
  size(key: string): Promise<number | null>;
  /** Removes the file; a missing one is not an error. */
  delete(key: string): Promise<void>;
  /** Every stored file with a valid key, for the start-up sweep of orphans and backups. */
  list(): Promise<StoredFile[]>;
}

/**
 * Every stored file's key: a photo variant (`.webp`), or a private file (a diary photo,
 * a buyer's document, a signed contract) whose key starts with PRIVATE_PREFIX.
 */
export const STORAGE_KEY_PATTERN = /^[a-z0-9][a-z0-9-]{0,100}\.(?:webp|pdf|jpg|png|mp4)$/;

/**
 * Private files are never served by key alone (`/api/uploads/{key}` refuses them), only through
 * a short-lived signed link (lib/server/private-links.ts). Public keys are UUIDs: hex, no `p`.
 */
export const PRIVATE_PREFIX = 'private-';

/** The keys `/api/uploads/{key}` serves to anyone: public photo variants and videos. */
export const PUBLIC_PHOTO_KEY_PATTERN = /^(?!private-)[a-z0-9][a-z0-9-]{0,100}\.(?:webp|mp4)$/;

export const isPrivateKey = (key: string) =>
  key.startsWith(PRIVATE_PREFIX) && STORAGE_KEY_PATTERN.test(key);

/** Every key is checked before it reaches a path or an object store. */
export function checkKey(key: string): string {
  if (!STORAGE_KEY_PATTERN.test(key)) throw new Error(`invalid storage key ${key}`);
  return key;
}

/** Every stored file is a WebP variant made at upload time. */
export const PHOTO_CONTENT_TYPE = 'image/webp';

const CONTENT_TYPES: Record<string, string> = {
  webp: PHOTO_CONTENT_TYPE,
  jpg: 'image/jpeg',
  png: 'image/png',
  pdf: 'application/pdf',
  mp4: 'video/mp4',
};

/** A stored file's content type, from its key's extension. */
export const contentTypeOf = (key: string) =>
  CONTENT_TYPES[key.slice(key.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** A key's bytes never change (new photos get new keys): caches may keep them for a year. */
export const PHOTO_CACHE_CONTROL = 'public, max-age=31536000, immutable';
