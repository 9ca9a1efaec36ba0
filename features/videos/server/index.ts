import 'server-only';
import { randomUUID } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import { mkdir, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import { Readable, Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { and, asc, eq, inArray, max, or, sql } from 'drizzle-orm';
import { after } from 'next/server';
import { dataDir, getDb } from '@/lib/db/client';
import {
  diaryEntries,
  dogs,
  litters,
  videos,
  type StoredVariant,
  type VideoRow,
} from '@/lib/db/schema';
import { MAX_VIDEO_BYTES, VIDEO_CHUNK_BYTES, type VideoTarget } from '@/features/videos/limits';
import { ApiError, notFound, payloadTooLarge } from '@/lib/server/http/errors';
import { deleteImageFiles, storeImages } from '@/lib/server/images';
import { processImage } from '@/lib/server/images/process';
import { announceChange } from '@/lib/server/revalidate';
import { getStorage } from '@/lib/server/storage';
import { EditConflict } from '@/lib/server/versions';
import { convertVideo, probeVideo, VideoRefused } from './convert';
import { videoToolsAvailable } from './ffmpeg';
import { videoBusy, videoQueue, MAX_QUEUED_VIDEOS } from './queue';
import { adminVideo, playable, type AdminVideo, type PlayableVideo } from './view';

export type { AdminVideo, PlayableVideo } from './view';

/*
 * Videos. The admin sends a clip in pieces (VIDEO_CHUNK_BYTES each) to a file
 * of this server's DATA_DIR; once whole it is checked with ffprobe (refused: row and file gone),
 * answered 202 and converted after the answer by ffmpeg, one at a time (./queue.ts), into an MP4
 * and poster variants in the storage. A restart during a conversion starts it again.
 */

const uploadsDir = () => path.join(dataDir(), 'video-uploads');
const sourceFile = (id: number) => path.join(uploadsDir(), `${id}.upload`);

const ownerColumn = (target: VideoTarget) =>
  target === 'dog' ? videos.dogId : target === 'litter' ? videos.litterId : videos.diaryEntryId;

const unavailable = () => new ApiError(503, 'videoUnavailable');

/** Whether this server can take videos (ffmpeg and ffprobe found): the admin screens ask it. */
export const videosAvailable = () => videoToolsAvailable();

async function ownerExists(target: VideoTarget, id: number): Promise<boolean> {
  const db = await getDb();
  const table = target === 'dog' ? dogs : target === 'litter' ? litters : diaryEntries;
  const [row] = await db.select({ id: table.id }).from(table).where(eq(table.id, id));
  return Boolean(row);
}

async function findRow(id: number): Promise<VideoRow> {
  const db = await getDb();
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  if (!row) throw notFound('videoNotFound');
  return row;
}

/** Public pages show a puppy's and a litter's videos; a diary's only go through signed links. */
function announce(row: Pick<VideoRow, 'diaryEntryId'>) {
  if (row.diaryEntryId === null) announceChange({ videos: true });
}

/** Starts an upload of `size` bytes for the owner: 413 over 100 MB, 503 without ffmpeg or when busy. */
export async function startVideoUpload(input: {
  target: VideoTarget;
  targetId: number;
  size: number;
}): Promise<AdminVideo> {
  if (input.size > MAX_VIDEO_BYTES) throw payloadTooLarge('videoTooLarge');
  if (!(await videosAvailable())) throw unavailable();
  if (videoQueue().size >= MAX_QUEUED_VIDEOS) throw videoBusy();
  if (!(await ownerExists(input.target, input.targetId))) throw notFound('videoOwnerNotFound');
  const db = await getDb();
  const column = ownerColumn(input.target);
  const [last] = await db
    .select({ position: max(videos.position) })
    .from(videos)
    .where(eq(column, input.targetId));
  const [row] = await db
    .insert(videos)
    .values({
      dogId: input.target === 'dog' ? input.targetId : null,
      litterId: input.target === 'litter' ? input.targetId : null,
      diaryEntryId: input.target === 'diary' ? input.targetId : null,
      size: input.size,
      position: (last?.position ?? -1) + 1,
    })
    .returning();
  return adminVideo(row!);
}

/** Removes a video's row, files and upload; the caller has checked what it must. */
async function removeVideo(row: VideoRow): Promise<void> {
  const db = await getDb();
  await db.delete(videos).where(eq(videos.id, row.id));
  await rm(sourceFile(row.id), { force: true });
  await deleteImageFiles([
    ...row.variants,
    ...(row.fileKey ? [{ width: 0, key: row.fileKey }] : []),
  ]);
}

/** A piece that does not continue the upload where it stands: 409 with the video as it is. */
class UploadOffsetConflict extends ApiError {
  constructor(readonly current: AdminVideo) {
    super(409, 'videoUploadOffset');
  }
  override toBody() {
    return { ...super.toBody(), current: this.current };
  }
}

const receiving = new Set<number>();

/**
 * Appends one piece (the request's body) at `offset`. Past the announced size or VIDEO_CHUNK_BYTES
 * (by Content-Length, or counted as it streams) the upload is refused whole (413) and deleted.
 * The last piece has the clip checked (422 refusals delete it too) and its conversion queued:
 * `{ complete: true }` then.
 */
export async function appendVideoPiece(
  id: number,
  offset: number,
  body: ReadableStream<Uint8Array> | null,
  declaredLength: number | null,
): Promise<{ video: AdminVideo; complete: boolean }> {
  const row = await findRow(id);
  if (row.state !== 'uploading') throw new UploadOffsetConflict(adminVideo(row));
  if (offset !== row.received || receiving.has(id)) throw new UploadOffsetConflict(adminVideo(row));
  // The pieces so far are in this server's DATA_DIR, or (another instance's upload) not here.
  const here = await stat(sourceFile(id)).then(
    (file) => file.size,
    () => 0,
  );
  if (here !== offset) throw new UploadOffsetConflict(adminVideo(row));
  const room = Math.min(VIDEO_CHUNK_BYTES, row.size - offset);
  if (declaredLength !== null && declaredLength > room) {
    await removeVideo(row);
    throw payloadTooLarge('videoTooLarge');
  }
  receiving.add(id);
  let count = 0;
  try {
    await mkdir(uploadsDir(), { recursive: true });
    const counter = new Transform({
      transform(chunk: Buffer, _encoding, done) {
        count += chunk.length;
        if (count > room) done(payloadTooLarge('videoTooLarge'));
        else done(null, chunk);
      },
    });
    const source = body
      ? Readable.fromWeb(body as unknown as WebReadableStream<Uint8Array>)
      : Readable.from([]);
    await pipeline(
      source,
      counter,
      createWriteStream(sourceFile(id), { flags: offset === 0 ? 'w' : 'r+', start: offset }),
    );
  } catch (error) {
    receiving.delete(id);
    if (error instanceof ApiError) {
      await removeVideo(row);
      throw error;
    }
    // A piece cut off: the client sends it again from where the upload stands.
    throw error;
  }
  receiving.delete(id);
  const received = offset + count;
  const db = await getDb();
  const [updated] = await db
    .update(videos)
    .set({ received, updatedAt: new Date() })
    .where(eq(videos.id, id))
    .returning();
  if (!updated) throw notFound('videoNotFound');
  if (received < row.size) return { video: adminVideo(updated), complete: false };

  let probed;
  try {
    probed = await probeVideo(sourceFile(id));
  } catch (error) {
    await removeVideo(updated);
    if (error instanceof VideoRefused) throw new ApiError(422, error.code);
    throw error;
  }
  const [processing] = await db
    .update(videos)
    .set({
      state: 'processing',
      width: probed.width,
      height: probed.height,
      durationMs: Math.round(probed.durationSeconds * 1000),
      updatedAt: new Date(),
    })
    .where(eq(videos.id, id))
    .returning();
  if (!processing) throw notFound('videoNotFound');
  // After the answer, in the request's context (so the pages it changes can be expired).
  const work = () => convertQueued(id);
  try {
    after(work);
  } catch {
    void work();
  }
  return { video: adminVideo(processing), complete: true };
}

/** Converts the uploaded clip of video `id` in its turn; its row ends `ready` or `failed`. */
async function convertQueued(id: number): Promise<void> {
  try {
    await videoQueue().admit(1, (run) => run(() => convertStored(id)));
  } catch (error) {
    // A refusal (its decoded length over the limit) says why, as at upload.
    const reason = error instanceof VideoRefused ? error.code : 'videoConversionFailed';
    if (reason === 'videoConversionFailed')
      console.error(`Video ${id} could not be converted:`, error);
    const db = await getDb();
    await db
      .update(videos)
      .set({ state: 'failed', error: reason, updatedAt: new Date() })
      .where(and(eq(videos.id, id), eq(videos.state, 'processing')));
  } finally {
    await rm(sourceFile(id), { force: true });
  }
}

async function convertStored(id: number): Promise<void> {
  const db = await getDb();
  const [row] = await db.select().from(videos).where(eq(videos.id, id));
  if (!row || row.state !== 'processing') return; // Deleted meanwhile.
  const source = sourceFile(id);
  const probed = await probeVideo(source);
  const converted = await convertVideo(
    source,
    path.join(uploadsDir(), `${id}-${randomUUID()}`),
    probed,
  );
  const poster = await processImage(converted.poster);
  const isPrivate = row.diaryEntryId !== null;
  const storage = getStorage();
  let saved: VideoRow | undefined;
  await storeImages(
    [poster],
    async ([stored]) => {
      const fileKey = `${stored!.key}.mp4`;
      await storage.put(fileKey, converted.data);
      try {
        [saved] = await db
          .update(videos)
          .set({
            state: 'ready',
            fileKey,
            variants: stored!.variants,
            width: converted.width,
            height: converted.height,
            durationMs: converted.durationMs,
            error: null,
            version: sql`${videos.version} + 1`,
            updatedAt: new Date(),
          })
          .where(and(eq(videos.id, id), eq(videos.state, 'processing')))
          .returning();
      } catch (error) {
        await storage.delete(fileKey);
        throw error;
      }
      if (!saved) await storage.delete(fileKey);
      return saved ? 1 : 0;
    },
    { private: isPrivate },
  );
  if (saved) announce(saved);
}

export async function getVideo(id: number): Promise<AdminVideo> {
  return adminVideo(await findRow(id));
}

/** An owner's videos, every state, in their order (the admin screens). */
export async function listVideos(target: VideoTarget, id: number): Promise<AdminVideo[]> {
  const db = await getDb();
  const rows = await db
    .select()
    .from(videos)
    .where(eq(ownerColumn(target), id))
    .orderBy(asc(videos.position), asc(videos.id));
  return rows.map(adminVideo);
}

/** What an admin screen shows: whether videos can be taken here, and the owner's videos. */
export async function videoScreen(
  target: VideoTarget,
  id: number,
): Promise<{ available: boolean; videos: AdminVideo[] }> {
  const [available, list] = await Promise.all([videosAvailable(), listVideos(target, id)]);
  return { available, videos: list };
}

/** The ready videos of a puppy or a litter, for the public pages. */
export async function publicVideos(target: 'dog' | 'litter', id: number): Promise<PlayableVideo[]> {
  const db = await getDb();
  const owner = target === 'dog' ? dogs : litters;
  const rows = await db
    .select({ video: videos })
    .from(videos)
    .innerJoin(owner, eq(owner.id, ownerColumn(target)))
    .where(
      and(
        eq(ownerColumn(target), id),
        eq(videos.state, 'ready'),
        ...(target === 'dog' ? [eq(dogs.enabled, true)] : []),
      ),
    )
    .orderBy(asc(videos.position), asc(videos.id));
  return rows.map((r) => playable(r.video)).filter((v): v is PlayableVideo => v !== null);
}

/** The ready videos of these diary updates, with fresh signed links, by update. */
export async function diaryVideosOf(entryIds: number[]): Promise<Map<number, PlayableVideo[]>> {
  const byEntry = new Map<number, PlayableVideo[]>();
  if (entryIds.length === 0) return byEntry;
  const db = await getDb();
  const rows = await db
    .select()
    .from(videos)
    .where(and(inArray(videos.diaryEntryId, entryIds), eq(videos.state, 'ready')))
    .orderBy(asc(videos.position), asc(videos.id));
  for (const row of rows) {
    const video = playable(row);
    if (!video) continue;
    byEntry.set(row.diaryEntryId!, [...(byEntry.get(row.diaryEntryId!) ?? []), video]);
  }
  return byEntry;
}

/**
 * The files of every video a deletion of this owner takes with it (its own, and its diary
 * updates' for a puppy or a litter): read before the owner's row goes, deleted after (the rows
 * go with it, by cascade).
 */
export async function videoFilesOf(target: VideoTarget, id: number): Promise<StoredVariant[]> {
  const db = await getDb();
  const diaryOf =
    target === 'diary'
      ? null
      : db
          .select({ id: diaryEntries.id })
          .from(diaryEntries)
          .where(eq(target === 'dog' ? diaryEntries.dogId : diaryEntries.litterId, id));
  const rows = await db
    .select({ fileKey: videos.fileKey, variants: videos.variants })
    .from(videos)
    .where(
      diaryOf
        ? or(eq(ownerColumn(target), id), inArray(videos.diaryEntryId, diaryOf))
        : eq(ownerColumn(target), id),
    );
  return rows.flatMap((row) => [
    ...row.variants,
    ...(row.fileKey ? [{ width: 0, key: row.fileKey }] : []),
  ]);
}

/** Deletes a video and its files; a stale `version` gets 409 with the video as it is. */
export async function deleteVideo(id: number, version: number | undefined): Promise<void> {
  const row = await findRow(id);
  if (version !== undefined && version !== row.version) throw new EditConflict(adminVideo(row));
  if (receiving.has(id)) throw new EditConflict(adminVideo(row));
  await removeVideo(row);
  announce(row);
}

/** How long an upload left unfinished is kept for its sender to go on. */
const ABANDONED_MS = 24 * 60 * 60 * 1000;

/**
 * At start-up: a conversion a restart cut short starts again when its upload is still in this
 * server's DATA_DIR, and is marked failed when it is not (another instance's, older than an
 * hour); uploads left unfinished for a day are deleted.
 */
export async function recoverVideos(): Promise<void> {
  const db = await getDb();
  const now = Date.now();
  const rows = await db
    .select()
    .from(videos)
    .where(or(eq(videos.state, 'processing'), eq(videos.state, 'uploading')));
  for (const row of rows) {
    const local = await stat(sourceFile(row.id)).then(
      () => true,
      () => false,
    );
    if (row.state === 'uploading') {
      if (row.updatedAt.getTime() < now - ABANDONED_MS) await removeVideo(row);
    } else if (local) {
      void convertQueued(row.id);
    } else if (row.updatedAt.getTime() < now - 60 * 60 * 1000) {
      await db
        .update(videos)
        .set({ state: 'failed', error: 'videoInterrupted', updatedAt: new Date() })
        .where(and(eq(videos.id, row.id), eq(videos.state, 'processing')));
    }
  }
}
