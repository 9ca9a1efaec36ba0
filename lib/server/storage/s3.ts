import 'server-only';
import type { S3Client } from '@aws-sdk/client-s3';
import {
  checkKey,
  contentTypeOf,
  PHOTO_CACHE_CONTROL,
  STORAGE_KEY_PATTERN,
  type ByteRange,
  type ImageStorage,
  type StoredFile,
} from './image-storage';

export interface S3Config {
  bucket: string;
  region: string;
  /** An S3-compatible service (R2, MinIO…) instead of AWS. */
  endpoint?: string;
  forcePathStyle: boolean;
  /** Absent: the SDK's own chain (AWS_* variables, profiles, instance roles). */
  credentials?: { accessKeyId: string; secretAccessKey: string };
}

/** The bucket the S3_* variables name, or null without S3_BUCKET (photos stay on disk). */
export function s3ConfigFromEnv(): S3Config | null {
  const env = process.env;
  if (!env.S3_BUCKET) return null;
  const accessKeyId = env.S3_ACCESS_KEY_ID;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY;
  if (Boolean(accessKeyId) !== Boolean(secretAccessKey)) {
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY are set together or not at all');
  }
  return {
    bucket: env.S3_BUCKET,
    region: env.S3_REGION || 'us-east-1',
    endpoint: env.S3_ENDPOINT || undefined,
    forcePathStyle: /^(1|true)$/i.test(env.S3_FORCE_PATH_STYLE ?? ''),
    credentials: accessKeyId && secretAccessKey ? { accessKeyId, secretAccessKey } : undefined,
  };
}

/** A missing object; not a missing bucket, which must not pass for a missing photo. */
function isMissing(error: unknown): boolean {
  const name = (error as { name?: unknown })?.name;
  // NotFound: the SDK's name for a 404 whose body names no error code.
  return name === 'NoSuchKey' || name === 'NotFound';
}

type Sdk = typeof import('@aws-sdk/client-s3');

/** Photo files as objects at the root of one bucket, shared by every instance of the site. */
export function s3Storage(config: S3Config): ImageStorage {
  const Bucket = config.bucket;
  // The SDK is slow and heavy to load: only a site that uses a bucket pays for it.
  let connection: Promise<{ sdk: Sdk; client: S3Client }> | undefined;
  const connect = () =>
    (connection ??= import('@aws-sdk/client-s3').then((sdk) => ({
      sdk,
      client: new sdk.S3Client({
        region: config.region,
        endpoint: config.endpoint,
        forcePathStyle: config.forcePathStyle,
        credentials: config.credentials,
        // Checksums only where S3 demands them: with the default ('WHEN_SUPPORTED') some
        // S3-compatible servers (s3rver among them) store the aws-chunked framing as content.
        requestChecksumCalculation: 'WHEN_REQUIRED',
        responseChecksumValidation: 'WHEN_REQUIRED',
      }),
    })));

  async function getObject(key: string, range?: ByteRange) {
    const { sdk, client } = await connect();
    try {
      return await client.send(
        new sdk.GetObjectCommand({
          Bucket,
          Key: checkKey(key),
          ...(range && { Range: `bytes=${range.start}-${range.end}` }),
        }),
      );
    } catch (error) {
      if (isMissing(error)) return null;
      throw error;
    }
  }

  return {
    location: `s3://${Bucket}`,
    shared: true,
    async put(key, data) {
      const { sdk, client } = await connect();
      await client.send(
        new sdk.PutObjectCommand({
          Bucket,
          Key: checkKey(key),
          Body: data,
          ContentType: contentTypeOf(key),
          CacheControl: PHOTO_CACHE_CONTROL,
          // Refuses to replace an object (412), as the disk's 'wx' does, where the service
          // supports conditional writes (AWS, R2, MinIO). Others, s3rver among them, ignore it;
          // keys are fresh UUIDs, so nothing relies on the refusal.
          IfNoneMatch: '*',
        }),
      );
    },
    async get(key) {
      const object = await getObject(key);
      return object?.Body ? Buffer.from(await object.Body.transformToByteArray()) : null;
    },
    async size(key) {
      const { sdk, client } = await connect();
      try {
        const head = await client.send(new sdk.HeadObjectCommand({ Bucket, Key: checkKey(key) }));
        return head.ContentLength ?? null;
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async open(key, range) {
      const object = await getObject(key, range);
      if (!object?.Body) return null;
      // Read the object at the bucket's pace, not the visitor's: the client's pooled connections
      // (50) would otherwise stay held by slow readers, and uploads wait behind them. A photo is
      // a few hundred KB at most, a video's range answer a few MB (lib/server/http/file-answer.ts),
      // so one held in memory costs little.
      const body = object.Body.transformToWebStream().pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>(undefined, {
          highWaterMark: Number.POSITIVE_INFINITY,
        }),
      );
      // A range's answer names the whole object's size after the slash ("bytes 0-99/2048").
      const total = object.ContentRange ? Number(object.ContentRange.split('/')[1]) : NaN;
      return { body, size: Number.isFinite(total) ? total : object.ContentLength };
    },
    async delete(key) {
      const { sdk, client } = await connect();
      // S3 answers 204 for a missing key too.
      await client.send(new sdk.DeleteObjectCommand({ Bucket, Key: checkKey(key) }));
    },
    async list() {
      const { sdk, client } = await connect();
      const files: StoredFile[] = [];
      for await (const page of sdk.paginateListObjectsV2({ client }, { Bucket })) {
        for (const { Key, LastModified } of page.Contents ?? []) {
          if (Key && LastModified && STORAGE_KEY_PATTERN.test(Key)) {
            files.push({ key: Key, modified: LastModified });
          }
        }
      }
      return files;
    },
  };
}
