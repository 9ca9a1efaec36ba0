import type { RichDoc } from '@/lib/rich-text/doc';
import type { SanitizeOptions } from '@/lib/rich-text/sanitize';
import { MAX_ID } from '@/lib/validation/common';
import { MAX_NEWS_TEXT, MAX_NEWS_TITLE, MAX_PHOTOS_PER_POST } from '@/lib/validation/form-limits';
import { richTextSchema } from '@/lib/validation/rich-text';
import { NEWS_SLUG_PATTERN } from '@/lib/validation/patterns';
import { imageResponse } from '@/lib/validation/responses';
import { recordVersion } from '@/lib/validation/version';
import { z } from '@/lib/validation/zod';

export { MAX_NEWS_TEXT, MAX_NEWS_TITLE, MAX_PHOTOS_PER_POST, NEWS_SLUG_PATTERN };

/** Turns posted HTML into a doc: the server passes lib/rich-text/html.ts, the browser nothing. */
type FromHtml = (html: string, options?: SanitizeOptions) => RichDoc;

const LANGUAGES = ['en', 'hu', 'de'] as const;

/** Segments under `/news` that are not posts (lib/paths.mjs). */
const NEWS_RESERVED = new Set(['page', 'feed']);

const slug = z
  .string({ error: 'invalidSlug' })
  .trim()
  .toLowerCase()
  .max(80, { error: 'tooLong' })
  .regex(NEWS_SLUG_PATTERN, { error: 'invalidSlug' })
  .refine((value) => !NEWS_RESERVED.has(value), { error: 'invalidSlug' });

const title = z.string({ error: 'required' }).trim().max(MAX_NEWS_TITLE, { error: 'tooLong' });

const litterId = z
  .int({ error: 'invalidLitter' })
  .positive({ error: 'invalidLitter' })
  .max(MAX_ID, { error: 'invalidLitter' })
  .nullable();

/** When the post shows: an ISO time with its offset (`2026-12-01T09:00:00+01:00`). */
const publishAt = z.iso
  .datetime({ offset: true, error: 'invalidDate' })
  .transform((value) => new Date(value).toISOString());

function fields(fromHtml?: FromHtml) {
  const body = richTextSchema(MAX_NEWS_TEXT, fromHtml).nullable();
  return {
    title: z.strictObject({ en: title, hu: title, de: title }),
    body: z.strictObject({ en: body, hu: body, de: body }),
    publishAt,
    litterId,
  };
}

interface Written {
  title?: Partial<Record<(typeof LANGUAGES)[number], string>>;
  body?: Partial<Record<(typeof LANGUAGES)[number], RichDoc | null>>;
}

/**
 * A post is written in at least one language; a language with text has its title. Checked on the
 * post as it would be stored (the service checks a patch merged with the stored post).
 */
export function newsRuleErrors(post: Written): { msg: string; path: string }[] {
  const titled = LANGUAGES.filter((l) => post.title?.[l]?.trim());
  if (titled.length === 0) return [{ msg: 'required', path: 'title.en' }];
  return LANGUAGES.filter((l) => !post.title?.[l]?.trim() && hasText(post.body?.[l])).map((l) => ({
    msg: 'required',
    path: `title.${l}`,
  }));
}

function hasText(doc: RichDoc | null | undefined): boolean {
  return !!doc && doc.content.length > 0;
}

/** `POST /api/admin/news`: a title in some language; the rest has defaults (shown now). */
export function newsCreateSchema(fromHtml?: FromHtml) {
  const f = fields(fromHtml);
  return z
    .strictObject({
      slug: slug.optional(),
      title: f.title.partial(),
      body: f.body.partial().default({}),
      publishAt: f.publishAt.optional(),
      litterId: f.litterId.default(null),
    })
    .superRefine((post, ctx) => {
      for (const error of newsRuleErrors(post)) {
        ctx.addIssue({ code: 'custom', message: error.msg, path: error.path.split('.') });
      }
    });
}

/** `PATCH /api/admin/news/{id}`: what changes, and the version it was based on. */
export function newsPatchSchema(fromHtml?: FromHtml) {
  const f = fields(fromHtml);
  return z
    .strictObject({
      title: f.title.partial(),
      body: f.body.partial(),
      publishAt: f.publishAt,
      litterId: f.litterId,
      version: recordVersion,
    })
    .partial()
    .refine((patch) => Object.keys(patch).some((key) => key !== 'version'), {
      error: 'emptyPatch',
    });
}

export type NewsCreateInput = z.infer<ReturnType<typeof newsCreateSchema>>;
export type NewsPatchInput = z.infer<ReturnType<typeof newsPatchSchema>>;

/** A stored rich text as the API gives it (sanitised when it was saved). */
export const richDocResponse = z.custom<RichDoc>(
  (value) => typeof value === 'object' && value !== null && (value as RichDoc).type === 'doc',
);

const perLanguage = <T extends z.ZodType>(schema: T) =>
  z.object({ en: schema, hu: schema, de: schema });

/** A news post as the API answers it. */
export const newsResponse = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: perLanguage(z.string()),
  body: perLanguage(richDocResponse.nullable()),
  /** From when it shows (ISO); a later time: it waits (the admin's API only). */
  publishAt: z.string(),
  litterId: z.number().int().nullable(),
  /** The litter it announces: its address and its mother's name. */
  litter: z.object({ id: z.number().int(), slug: z.string(), mother: z.string() }).nullable(),
  images: z.array(imageResponse),
  version: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
});

export type NewsPost = z.infer<typeof newsResponse>;
