// Reading a page's content (features/pages/content.ts): a block's text in a language, the English
// fallback, and which blocks a language still lacks. Client-safe: the editor flags the same.
import { isEmptyDoc, type RichDoc } from '@/lib/rich-text/doc';
import {
  CONTENT_LOCALES,
  PAGE_BLOCKS,
  type BlockValue,
  type ContentLocale,
  type LocalizedValue,
  type PageContent,
  type PageKey,
} from '@/features/pages/content';

type TextValue = string | string[] | RichDoc;

function isFilled(value: TextValue | undefined): boolean {
  if (value === undefined) return false;
  if (typeof value === 'string') return value.trim() !== '';
  if (Array.isArray(value)) return value.some((line) => line.trim() !== '');
  return !isEmptyDoc(value);
}

/** A block's value in `locale`, or English (then `lang: 'en'`), or nothing. */
export function localized<T extends TextValue>(
  content: PageContent,
  name: string,
  locale: ContentLocale,
): { value: T; lang?: 'en' } | null {
  const block = content[name] as LocalizedValue<T> | null | undefined;
  if (!block || typeof block !== 'object') return null;
  if (isFilled(block[locale])) return { value: block[locale]! };
  if (locale !== 'en' && isFilled(block.en)) return { value: block.en!, lang: 'en' };
  return null;
}

/** The photo id a photo block holds, or null. */
export function photoId(content: PageContent, name: string): number | null {
  const value = content[name];
  return typeof value === 'number' ? value : null;
}

/**
 * The text blocks each language lacks while another language has them: shown in English to
 * that language's visitors, and flagged in the editor.
 */
export function missingLocales(
  page: PageKey,
  content: PageContent,
): Record<ContentLocale, string[]> {
  const missing: Record<ContentLocale, string[]> = { en: [], hu: [], de: [] };
  for (const block of PAGE_BLOCKS[page]) {
    if (block.kind === 'photo') continue;
    const value = (content[block.name] ?? {}) as BlockValue;
    const filled = CONTENT_LOCALES.filter((locale) =>
      isFilled((value as LocalizedValue<TextValue>)[locale]),
    );
    if (filled.length === 0) continue;
    for (const locale of CONTENT_LOCALES) {
      if (!filled.includes(locale)) missing[locale].push(block.name);
    }
  }
  return missing;
}
