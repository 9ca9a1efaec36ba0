import {
  CONTENT_LOCALES,
  PAGE_BLOCKS,
  PAGE_KEYS,
  type BlockDefinition,
  type PageContent,
  type PageKey,
} from '@/features/pages/content';
import type { RichDoc } from '@/lib/rich-text/doc';
import type { SanitizeOptions } from '@/lib/rich-text/sanitize';
import { MAX_ID } from '@/lib/validation/common';
import { richTextSchema } from '@/lib/validation/rich-text';
import { infoVersion } from '@/lib/validation/version';
import { z } from '@/lib/validation/zod';

type FromHtml = (html: string, options?: SanitizeOptions) => RichDoc;

export const pageKeySchema = z.enum(PAGE_KEYS, { error: 'notFound' });

/** One line: line breaks and other control characters become spaces. */
const lineSchema = (max: number) =>
  z
    .string({ error: 'invalidValue' })
    .transform((text) => text.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim())
    .refine((text) => text.length <= max, { error: 'tooLong' });

function valueSchema(block: BlockDefinition, fromHtml?: FromHtml): z.ZodType {
  switch (block.kind) {
    case 'line':
      return lineSchema(block.max);
    case 'rich':
      return richTextSchema(block.max, fromHtml);
    case 'list':
      return z
        .array(lineSchema(block.max), { error: 'invalidValue' })
        .max(block.maxItems ?? 12, { error: 'tooManyLines' })
        .transform((lines) => lines.filter((text) => text !== ''));
    case 'photo':
      return z.never();
  }
}

function blockSchema(block: BlockDefinition, fromHtml?: FromHtml): z.ZodType {
  if (block.kind === 'photo') {
    return z
      .int({ error: 'invalidId' })
      .positive({ error: 'invalidId' })
      .max(MAX_ID, { error: 'invalidId' })
      .nullable();
  }
  const value = valueSchema(block, fromHtml);
  const perLocale = z.strictObject(
    Object.fromEntries(CONTENT_LOCALES.map((locale) => [locale, value.optional()])),
    { error: 'invalidValue' },
  );
  if (!block.required) return perLocale;
  // English is what every other language falls back to: a required block needs it.
  return perLocale.superRefine((texts, ctx) => {
    if (!texts.en) ctx.addIssue({ code: 'custom', message: 'required', path: ['en'] });
  });
}

/**
 * A page's content as the API takes it: any of its blocks (`{en?, hu?, de?}`; a photo block is
 * a photo id or null), each within its limits, unknown blocks refused. The server passes
 * `fromHtml` so rich blocks may be posted as HTML too.
 */
export function pageContentSchema(
  page: PageKey,
  fromHtml?: FromHtml,
): z.ZodType<PageContent, unknown> {
  return z.strictObject(
    Object.fromEntries(
      PAGE_BLOCKS[page].map((block) => [block.name, blockSchema(block, fromHtml).optional()]),
    ),
    { error: 'invalidValue' },
  ) as z.ZodType<PageContent, unknown>;
}

/** A save of the draft: the version it was based on (0 before the first save) and its blocks. */
export function pageSaveSchema(page: PageKey, fromHtml?: FromHtml) {
  return z.strictObject({
    version: infoVersion.optional(),
    content: pageContentSchema(page, fromHtml),
  });
}

/** Publish or restore: the version the screen saw. */
export const pageVersionSchema = z.strictObject({ version: infoVersion.optional() });

export const versionNumberSchema = z
  .string({ error: 'invalidId' })
  .regex(/^[1-9]\d{0,8}$/, { error: 'invalidId' })
  .transform(Number);
