import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, asc, count, eq, notInArray, sql } from 'drizzle-orm';
import { after } from 'next/server';
import { getDb } from '@/lib/db/client';
import {
  dogImages,
  dogs,
  galleryImages,
  litterImages,
  newsImages,
  pageImages,
  type StoredVariant,
} from '@/lib/db/schema';
import { PAGE_KEYS } from '@/lib/site/page-keys';
import { ApiError } from '../http/errors';
import { certificatesToRemark, remarkCertificate } from './remark-certificates';
import { announceChange } from '../revalidate';
import { kennelName } from '@/lib/site/kennel-name';
import { getStorage } from '../storage';
import { deleteImageFiles, isMasterKey, masterKey, shownVariants } from '.';
import { currentMark } from './mark';
import { remakeVariants, type ImageMark } from './process';
import { decodeQueue } from './queue';

/*
 * The watermark job: when the mark is switched on, off, moved or its text (the
 * kennel's name) changes, every public photo is made again in the background. Each photo row
 * keeps the stamp of the mark its variants carry (`watermark`); the job works through the rows
 * whose stamp is not the current one, so after a restart it resumes where it stopped.
 *
 * What is kept: uploads are never stored; a photo's public variants are WebP, and a marked photo
 * also keeps its largest size unmarked as a private master (`private-…-master.webp`, among its
 * `variants`, never served). Re-made variants start from the master, or, for a photo never
 * marked, from its largest variant (which then becomes its master): so a mark can be moved or
 * removed without marking twice. Re-made variants get new keys (files are cached for a year
 * as immutable), the row and any rich text naming the old ones are updated, the pages' cache
 * tags expired, and the old files deleted after.
 */

const SOURCES = [
  { name: 'dog', table: dogImages },
  { name: 'litter', table: litterImages },
  { name: 'gallery', table: galleryImages },
  { name: 'news', table: newsImages },
  { name: 'page', table: pageImages },
] as const;

type Source = (typeof SOURCES)[number];
type PhotoRow = typeof galleryImages.$inferSelect & { dogId?: number | null };

/** Rich-text columns that may show a photo by its file's address (`/api/uploads/{key}`). */
const RICH_TEXT_COLUMNS: [table: string, columns: string[]][] = [
  ['news_posts', ['body_en', 'body_hu', 'body_de']],
  ['faq_entries', ['answer_en', 'answer_hu', 'answer_de']],
  ['page_contents', ['draft', 'published']],
  ['page_versions', ['content']],
];

/** Rows re-made between two expiries of the pages' cache. */
const BATCH = 10;
/** Renders that began before an expiry end within this time: old files are deleted after it. */
const IN_FLIGHT_MS = 1500;
/** How long the job waits when the decode queue is full of uploads. */
const QUEUE_FULL_WAIT_MS = 2000;

const stale = (source: Source, stamp: string) =>
  sql`coalesce(${source.table.watermark}, '') <> ${stamp}`;

/** Public photos whose variants do not carry the mark `stamp` stands for ('' : none). */
export async function pendingWatermarks(stamp: string): Promise<number> {
  const db = await getDb();
  let total = 0;
  for (const source of SOURCES) {
    const [row] = await db.select({ n: count() }).from(source.table).where(stale(source, stamp));
    total += row?.n ?? 0;
  }
  return total;
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs one re-make in the decode queue (as uploads are decoded), waiting while it is full. */
async function inQueue<T>(task: () => Promise<T>): Promise<T> {
  for (;;) {
    try {
      return await decodeQueue().admit(1, (decode) => decode(task));
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 503) throw error;
      await wait(QUEUE_FULL_WAIT_MS);
    }
  }
}

/** Replaces every old file address by the new one in the rich texts that name it. */
async function renameInRichText(
  tx: Parameters<Parameters<Awaited<ReturnType<typeof getDb>>['transaction']>[0]>[0],
  renames: [from: string, to: string][],
) {
  for (const [table, columns] of RICH_TEXT_COLUMNS) {
    for (const column of columns) {
      const col = sql.raw(`"${column}"`);
      let value = sql`${col}::text`;
      for (const [from, to] of renames) value = sql`replace(${value}, ${from}, ${to})`;
      const named = sql.join(
        renames.map(([from]) => sql`${col}::text LIKE ${`%${from}%`}`),
        sql` OR `,
      );
      await tx.execute(sql`UPDATE ${sql.raw(`"${table}"`)} SET ${col} = (${value})::jsonb
        WHERE ${named}`);
    }
  }
}

/**
 * Makes one photo's public variants again with `mark`, under new keys, and swaps them in if the
 * row is unchanged meanwhile (else its new files go). Returns the files to delete once pages no
 * longer name them, or null when the row was changed or deleted in between.
 */
async function remakeRow(source: Source, row: PhotoRow, { stamp, mark }: ImageMark) {
  const storage = getStorage();
  const shown = shownVariants(row.variants).sort((a, b) => a.width - b.width);
  const master = row.variants.find((v) => isMasterKey(v.key));
  const from = master ?? shown.at(-1);
  if (!from) throw new Error(`photo ${source.name} ${row.id} has no files`);
  const bytes = await storage.get(from.key);
  if (!bytes) throw new Error(`photo file missing: ${from.key}`);
  const made = await inQueue(() =>
    remakeVariants(
      bytes,
      shown.map((v) => v.width),
      mark,
    ),
  );

  const id = randomUUID();
  const files = made.map((v) => ({ key: `${id}-${v.width}.webp`, width: v.width, data: v.data }));
  let keptMaster: StoredVariant | null = null;
  if (mark) {
    if (master) keptMaster = master;
    else files.push({ key: masterKey(randomUUID()), width: from.width, data: bytes });
  }
  const written: StoredVariant[] = files.map((f) => ({ width: f.width, key: f.key }));
  try {
    await Promise.all(files.map((f) => storage.put(f.key, f.data)));
  } catch (error) {
    await deleteImageFiles(written);
    throw error;
  }
  const variants = [...written, ...(keptMaster ? [keptMaster] : [])];
  const table = source.table as typeof galleryImages;
  const db = await getDb();
  const swapped = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(table)
      .set({ key: id, variants, watermark: stamp })
      .where(
        and(eq(table.id, row.id), sql`${table.variants} = ${JSON.stringify(row.variants)}::jsonb`),
      )
      .returning({ id: table.id });
    if (!updated) return false;
    const renames = shown.flatMap((old) => {
      const next = written.find((w) => w.width === old.width && !isMasterKey(w.key));
      return next ? [[old.key, next.key] as [string, string]] : [];
    });
    if (renames.length) await renameInRichText(tx, renames);
    return true;
  });
  if (!swapped) {
    await deleteImageFiles(written);
    return null;
  }
  return [...shown, ...(master && !mark ? [master] : [])];
}

/** The dog pages a dog photo shows on (their own cache tags). */
async function dogSlug(row: PhotoRow): Promise<string[]> {
  if (!row.dogId) return [];
  const db = await getDb();
  const [dog] = await db.select({ slug: dogs.slug }).from(dogs).where(eq(dogs.id, row.dogId));
  return dog ? [dog.slug] : [];
}

/** Re-makes batches of stale photos until none is left (or only ones that failed this run). */
async function remakeAll(): Promise<void> {
  const failed = new Map<Source, number[]>();
  const failedCertificates: number[] = [];
  for (;;) {
    const mark = await currentMark();
    const db = await getDb();
    const done: StoredVariant[] = [];
    const slugs: string[] = [];
    let tried = 0;
    for (const source of SOURCES) {
      if (tried >= BATCH) break;
      const skip = failed.get(source) ?? [];
      const rows = (await db
        .select()
        .from(source.table)
        .where(
          and(
            stale(source, mark.stamp),
            skip.length ? notInArray(source.table.id, skip) : undefined,
          ),
        )
        .orderBy(asc(source.table.id))
        .limit(BATCH - tried)) as PhotoRow[];
      for (const row of rows) {
        tried += 1;
        try {
          const old = await remakeRow(source, row, mark);
          if (old) done.push(...old);
          if (source.name === 'dog') slugs.push(...(await dogSlug(row)));
        } catch (error) {
          console.error(`Watermark: photo ${source.name} ${row.id} not re-made:`, error);
          skip.push(row.id);
          failed.set(source, skip);
        }
      }
    }
    // Health certificates always carry the kennel's name (features/health/server/certificates.ts).
    const name = (await kennelName()).trim();
    const certificates = name
      ? await certificatesToRemark(name, failedCertificates, Math.max(BATCH - tried, 1))
      : [];
    for (const row of certificates) {
      tried += 1;
      try {
        const remade = await remarkCertificate(row, name, inQueue);
        if (remade) {
          done.push(...remade.old);
          slugs.push(...(await dogSlug({ dogId: remade.dogId } as PhotoRow)));
        }
      } catch (error) {
        console.error(`Watermark: certificate ${row.id} not re-made:`, error);
        failedCertificates.push(row.id);
      }
    }
    if (tried === 0) return;
    announceChange({
      dogs: true,
      dog: slugs,
      gallery: true,
      litters: true,
      news: true,
      faq: true,
      reviews: true,
      pages: [...PAGE_KEYS],
    });
    if (done.length) {
      await wait(IN_FLIGHT_MS);
      await deleteImageFiles(done);
    }
  }
}

const JOB = Symbol.for('kennel.watermarkJob');

interface JobState {
  running: Promise<void> | null;
  again: boolean;
}

function jobState(): JobState {
  const shared = globalThis as { [JOB]?: JobState };
  return (shared[JOB] ??= { running: null, again: false });
}

/**
 * Runs the job in this process, once at a time: a call while it runs makes it look for stale
 * photos once more when done. Resolves when it is idle again.
 */
export function runWatermarkJob(): Promise<void> {
  const state = jobState();
  if (state.running) {
    state.again = true;
    return state.running;
  }
  state.running = (async () => {
    try {
      do {
        state.again = false;
        await remakeAll();
      } while (state.again);
    } catch (error) {
      console.error('Watermark: the job stopped:', error);
    } finally {
      state.running = null;
    }
  })();
  return state.running;
}

/**
 * Starts the job after the current response (inside the request, so the pages' cache tags can be
 * expired as photos change; on a platform the function's time limit may cut it, and the next
 * start resumes it), or at once outside a request.
 */
export function startWatermarkJob(): void {
  try {
    after(() => runWatermarkJob());
  } catch {
    void runWatermarkJob();
  }
}

let resumed = false;

/** Once per process (the first admin screen rendered): resumes a job a restart cut short. */
export function resumeWatermarkJob(): void {
  if (resumed) return;
  resumed = true;
  startWatermarkJob();
}
