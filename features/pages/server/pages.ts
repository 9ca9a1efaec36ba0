import 'server-only';
// The breeder's pages: a draft edited at /admin/pages, published content visitors
// see, and every publish kept as a numbered version. No row: draft and published are the defaults.
import { and, desc, eq, inArray, max, sql } from 'drizzle-orm';
import { canonicalJson } from '@/lib/canonical-json';
import { getDb, type Database } from '@/lib/db/client';
import type { Transaction } from '@/lib/db/types';
import { pageContents, pageImages, pageVersions, type PageContentRow } from '@/lib/db/schema';
import {
  PAGE_BLOCKS,
  PAGE_KEYS,
  type PageContent,
  type PageKey,
  type PageSummary,
  type PageVersionSummary,
  type PageView,
  type PublishedPage,
} from '@/features/pages/content';
import { missingLocales } from '@/features/pages/values';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { toImageResponse } from '@/lib/server/images';
import { pageDefaults } from './page-defaults';
import { deletePagePhoto, listPagePhotos } from './page-photos';
import { announceChange } from '@/lib/server/revalidate';
import { EditConflict, StaleVersion } from '@/lib/server/versions';

/** Stored blocks over the defaults: a block the code added since is its default. */
function withDefaults(page: PageKey, stored: Record<string, unknown> | null | undefined) {
  const content = pageDefaults(page);
  for (const block of PAGE_BLOCKS[page]) {
    if (stored && Object.hasOwn(stored, block.name)) {
      content[block.name] = stored[block.name] as PageContent[string];
    }
  }
  return content;
}

async function readRow(page: PageKey, tx?: Transaction): Promise<PageContentRow | undefined> {
  const db = tx ?? (await getDb());
  const query = db.select().from(pageContents).where(eq(pageContents.page, page));
  const [row] = tx ? await query.for('update') : await query;
  return row;
}

async function lastNumber(db: Pick<Database, 'select'>, page: PageKey): Promise<number> {
  const [found] = await db
    .select({ n: max(pageVersions.number) })
    .from(pageVersions)
    .where(eq(pageVersions.page, page));
  return found?.n ?? 0;
}

function view(page: PageKey, row: PageContentRow | undefined, number: number) {
  const draft = withDefaults(page, row?.draft);
  const published = withDefaults(page, row?.published);
  const defaults = pageDefaults(page);
  return {
    page,
    blocks: PAGE_BLOCKS[page].map((block) => ({
      ...block,
      draft: draft[block.name] ?? null,
      published: published[block.name] ?? null,
      default: defaults[block.name] ?? null,
    })),
    version: row?.version ?? 0,
    updatedAt: row?.updatedAt.toISOString() ?? null,
    publishedAt: row?.publishedAt?.toISOString() ?? null,
    publishedNumber: number,
    changed: canonicalJson(draft) !== canonicalJson(published),
    missing: missingLocales(page, draft),
  };
}

export async function getPageView(page: PageKey): Promise<PageView> {
  const db = await getDb();
  const [row, number, photos] = await Promise.all([
    readRow(page),
    lastNumber(db, page),
    listPagePhotos(page),
  ]);
  return { ...view(page, row, number), photos };
}

export async function listPages(): Promise<PageSummary[]> {
  const db = await getDb();
  const [rows, numbers] = await Promise.all([
    db.select().from(pageContents),
    db
      .select({ page: pageVersions.page, n: max(pageVersions.number) })
      .from(pageVersions)
      .groupBy(pageVersions.page),
  ]);
  return PAGE_KEYS.map((page) => {
    const {
      page: key,
      version,
      updatedAt,
      publishedAt,
      publishedNumber,
      changed,
      missing,
    } = view(
      page,
      rows.find((row) => row.page === page),
      numbers.find((n) => n.page === page)?.n ?? 0,
    );
    return { page: key, version, updatedAt, publishedAt, publishedNumber, changed, missing };
  });
}

/** Photo blocks may only name the page's own photos. */
async function checkPhotos(tx: Transaction, page: PageKey, content: PageContent) {
  const named = PAGE_BLOCKS[page]
    .filter((block) => block.kind === 'photo' && typeof content[block.name] === 'number')
    .map((block) => ({ name: block.name, id: content[block.name] as number }));
  if (named.length === 0) return;
  const found = await tx
    .select({ id: pageImages.id })
    .from(pageImages)
    .where(
      and(
        eq(pageImages.page, page),
        inArray(
          pageImages.id,
          named.map((n) => n.id),
        ),
      ),
    );
  const ids = new Set(found.map((f) => f.id));
  const errors = named
    .filter((n) => !ids.has(n.id))
    .map((n) => ({ msg: 'imageNotFound', path: `content.${n.name}` }));
  if (errors.length) throw new ApiError(422, 'validationFailed', errors);
}

/**
 * Changes the stored row in one transaction: `change` gets the row as locked (or undefined) and
 * answers the new draft and published content. With `version` (0 before the first save) it is
 * refused with 409 and the page as it is now once another write came in between.
 */
async function write(
  page: PageKey,
  version: number | undefined,
  change: (
    row: PageContentRow | undefined,
    tx: Transaction,
  ) => Promise<{ draft: PageContent; publish?: boolean }>,
): Promise<PageView> {
  const db = await getDb();
  try {
    await db.transaction(async (tx) => {
      const row = await readRow(page, tx);
      if (version !== undefined && version !== (row?.version ?? 0)) throw new StaleVersion();
      const { draft, publish } = await change(row, tx);
      const now = new Date();
      const published = publish ? draft : (row?.published ?? null);
      const publishedAt = publish ? now : (row?.publishedAt ?? null);
      if (row) {
        await tx
          .update(pageContents)
          .set({
            draft,
            published,
            publishedAt,
            updatedAt: now,
            version: sql`${pageContents.version} + 1`,
          })
          .where(eq(pageContents.page, page));
      } else {
        // Two first saves at once: the second finds the row there and is told so (409).
        const [inserted] = await tx
          .insert(pageContents)
          .values({ page, draft, published, publishedAt, updatedAt: now })
          .onConflictDoNothing()
          .returning({ page: pageContents.page });
        if (!inserted) throw new StaleVersion();
      }
      if (publish) {
        const number = (await lastNumber(tx, page)) + 1;
        await tx.insert(pageVersions).values({ page, number, content: draft, publishedAt: now });
      }
    });
  } catch (error) {
    if (error instanceof StaleVersion) throw new EditConflict(await getPageView(page));
    throw error;
  }
  return getPageView(page);
}

/** Saves the draft: the blocks given replace theirs, the others stay. Nothing public changes. */
export function savePageDraft(
  page: PageKey,
  content: PageContent,
  version?: number,
): Promise<PageView> {
  return write(page, version, async (row, tx) => {
    await checkPhotos(tx, page, content);
    return { draft: { ...withDefaults(page, row?.draft), ...content } };
  });
}

/** Makes the draft what visitors see, keeps it as the next numbered version, expires the page. */
export async function publishPage(page: PageKey, version?: number): Promise<PageView> {
  const result = await write(page, version, async (row) => ({
    draft: withDefaults(page, row?.draft),
    publish: true,
  }));
  announceChange({ pages: [page] });
  return result;
}

export async function listPageVersions(page: PageKey): Promise<PageVersionSummary[]> {
  const db = await getDb();
  const rows = await db
    .select({ number: pageVersions.number, publishedAt: pageVersions.publishedAt })
    .from(pageVersions)
    .where(eq(pageVersions.page, page))
    .orderBy(desc(pageVersions.number));
  return rows.map((row) => ({ number: row.number, publishedAt: row.publishedAt.toISOString() }));
}

/** Copies a published version into the draft; visitors see it only once it is published. */
export function restorePageVersion(
  page: PageKey,
  number: number,
  version?: number,
): Promise<PageView> {
  return write(page, version, async (_row, tx) => {
    const [found] = await tx
      .select({ content: pageVersions.content })
      .from(pageVersions)
      .where(and(eq(pageVersions.page, page), eq(pageVersions.number, number)));
    if (!found) throw notFound('versionNotFound');
    return { draft: withDefaults(page, found.content) };
  });
}

/** The photos `content`'s photo blocks name, as visitors load them. */
async function shownPhotos(page: PageKey, content: PageContent) {
  const ids = PAGE_BLOCKS[page]
    .map((block) => (block.kind === 'photo' ? content[block.name] : null))
    .filter((id): id is number => typeof id === 'number');
  if (ids.length === 0) return [];
  const db = await getDb();
  const rows = await db
    .select()
    .from(pageImages)
    .where(and(eq(pageImages.page, page), inArray(pageImages.id, ids)));
  return rows.map(toImageResponse);
}

/** What visitors see: the published content (the defaults before the first publish). */
export async function getPublishedPage(page: PageKey): Promise<PublishedPage> {
  const db = await getDb();
  const [row, published] = await Promise.all([readRow(page), lastNumber(db, page)]);
  const content = withDefaults(page, row?.published);
  return {
    page,
    content,
    photos: await shownPhotos(page, content),
    edition: {
      number: published + 1,
      publishedAt: published ? (row?.publishedAt?.toISOString() ?? null) : null,
    },
  };
}

/** The edition of `page` visitors see now (see PublishedPage): what a contract names. */
export async function publishedEdition(
  db: Pick<Database, 'select'>,
  page: PageKey,
): Promise<number> {
  return (await lastNumber(db, page)) + 1;
}

/** The draft as the preview renders it. */
export async function getDraftPage(page: PageKey): Promise<PublishedPage> {
  const db = await getDb();
  const [row, published] = await Promise.all([readRow(page), lastNumber(db, page)]);
  const content = withDefaults(page, row?.draft);
  // The draft, once published, is the next edition.
  const edition = { number: published + 2, publishedAt: null };
  return { page, content, photos: await shownPhotos(page, content), edition };
}

/**
 * Deletes a page photo the page does not show: one its published content or its draft picks,
 * or puts in a text, is refused (409 `pagePhotoInUse`), as deleting it would change the live
 * page without a publish, or the draft without a save. Earlier versions may name it: restored,
 * they show the drawing instead.
 */
export async function deleteUnusedPagePhoto(page: PageKey, imageId: number): Promise<void> {
  const db = await getDb();
  const [photo] = await db
    .select({ variants: pageImages.variants })
    .from(pageImages)
    .where(and(eq(pageImages.page, page), eq(pageImages.id, imageId)));
  if (!photo) throw notFound('imageNotFound');
  const row = await readRow(page);
  const shows = (content: Record<string, unknown> | null | undefined) => {
    if (!content) return false;
    const text = JSON.stringify(content);
    return (
      PAGE_BLOCKS[page].some(
        (block) => block.kind === 'photo' && content[block.name] === imageId,
      ) || photo.variants.some((variant) => text.includes(variant.key))
    );
  };
  if (shows(row?.published) || shows(row?.draft)) throw new ApiError(409, 'pagePhotoInUse');
  await deletePagePhoto(page, imageId);
}
