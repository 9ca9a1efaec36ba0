// The page editor's pure logic: the draft it edits, its checks, and what a conflict compares.
import {
  CONTENT_LOCALES,
  type BlockDefinition,
  type ContentLocale,
  type PageContent,
  type PageKey,
  type PageView,
} from '@/features/pages/content';
import { docText, type RichDoc } from '@/lib/rich-text/doc';
import type { ApiErrorItem } from '@/lib/validation/responses';

/** Where the browser keeps the draft typed over a page (../local-draft.ts). */
export const pageDraftKey = (page: PageKey) => `page-draft:${page}` as const;

/** The draft as the server holds it: what the screen starts from. */
export function draftOf(view: PageView): PageContent {
  return Object.fromEntries(view.blocks.map((block) => [block.name, block.draft]));
}

/** A text block's value in one language (photo blocks have none). */
export function textIn(content: PageContent, name: string, locale: ContentLocale): unknown {
  const value = content[name];
  return value && typeof value === 'object'
    ? (value as Record<string, unknown>)[locale]
    : undefined;
}

/** The content with one block's value in one language replaced (a photo block: its photo). */
export function withText(
  content: PageContent,
  block: BlockDefinition,
  locale: ContentLocale,
  value: unknown,
): PageContent {
  if (block.kind === 'photo') return { ...content, [block.name]: value as number | null };
  const current = (content[block.name] ?? {}) as Record<string, unknown>;
  return { ...content, [block.name]: { ...current, [locale]: value } } as PageContent;
}

/** What a conflict compares: each text block per language, each photo block. */
export function comparedPaths(blocks: readonly BlockDefinition[]): string[] {
  return blocks.flatMap((block) =>
    block.kind === 'photo'
      ? [block.name]
      : CONTENT_LOCALES.map((locale) => `${block.name}.${locale}`),
  );
}

/** A value as one line of plain text (a conflict shows both sides so). */
export function plainText(value: unknown): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return String(value);
  if (Array.isArray(value)) return value.filter(Boolean).join(' · ');
  return docText(value as RichDoc).replace(/\n/g, ' ');
}

/** Field errors by path (`heroTitle.hu`, `promises.de.2`): `apiErrors` keys. */
export type FieldErrors = Record<string, string>;

/** The server's errors (paths `content.heroTitle.hu`) as the fields' own. */
export function fieldErrors(errors: readonly ApiErrorItem[]): FieldErrors {
  const out: FieldErrors = {};
  for (const error of errors) {
    const path = error.path?.replace(/^content\./, '');
    if (path && !(path in out)) out[path] = error.msg;
  }
  return out;
}

/**
 * The same checks as the server's (features/pages/schema.ts), before anything is sent. The
 * schema loads on the first save: it brings zod, which the editor's first paint does not need.
 */
export async function checkContent(page: PageKey, content: PageContent): Promise<FieldErrors> {
  const { pageContentSchema } = await import('@/features/pages/schema');
  const result = pageContentSchema(page).safeParse(content);
  if (result.success) return {};
  return fieldErrors(
    result.error.issues.map((issue) => ({ msg: issue.message, path: issue.path.join('.') })),
  );
}

/** An error of a block in a language (a list's lines included), or of a photo block. */
export function errorOf(
  errors: FieldErrors,
  name: string,
  locale: ContentLocale,
): string | undefined {
  const own = errors[`${name}.${locale}`] ?? errors[name];
  if (own) return own;
  const line = Object.keys(errors).find((path) => path.startsWith(`${name}.${locale}.`));
  return line && errors[line];
}

/** The first language that has an error, to show it. */
export function localeWithError(errors: FieldErrors): ContentLocale | undefined {
  return CONTENT_LOCALES.find((locale) =>
    Object.keys(errors).some((path) => path.split('.')[1] === locale),
  );
}

/** The content with the value at a compared path (`heroTitle.hu`, or a photo block's name). */
export function withPath(content: PageContent, path: string, value: unknown): PageContent {
  const [name, locale] = path.split('.') as [string, ContentLocale | undefined];
  if (!locale) return { ...content, [name]: value as number | null };
  const current = (content[name] ?? {}) as Record<string, unknown>;
  return { ...content, [name]: { ...current, [locale]: value } } as PageContent;
}
