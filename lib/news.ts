import type { AppLocale } from '@/i18n/routing';
import { publicPaths } from '@/lib/paths.mjs';
import type { RichDoc } from '@/lib/rich-text/doc';
import type { NewsPost } from '@/lib/validation/news';

/** A post's page. */
export function newsPath(post: Pick<NewsPost, 'slug'>): string {
  return publicPaths.newsPost(post.slug);
}

const LANGUAGES = ['en', 'hu', 'de'] as const satisfies readonly AppLocale[];

/**
 * The language a text written per language is shown in: the visitor's when written, else
 * English, else the first one written. `lang` is set when it is not the visitor's (the page marks
 * the text with it, as dog descriptions are).
 */
export function shownLanguage(
  written: Record<AppLocale, string>,
  locale: AppLocale,
): { language: AppLocale; lang?: AppLocale } {
  const language =
    [locale, 'en' as const, ...LANGUAGES].find((l) => written[l].trim() !== '') ?? locale;
  return language === locale ? { language } : { language, lang: language };
}

/** A post as a visitor of `locale` reads it: title and text in one language. */
export function postIn(post: NewsPost, locale: AppLocale) {
  const { language, lang } = shownLanguage(post.title, locale);
  return { title: post.title[language], body: post.body[language], lang };
}

/** The posts shown at `now` (newest first, as given), and when the next waiting one is due. */
export function publishedOf(
  posts: NewsPost[],
  now = Date.now(),
): { posts: NewsPost[]; nextAt: string | null } {
  const shown = posts.filter((p) => Date.parse(p.publishAt) <= now);
  const waiting = posts
    .filter((p) => Date.parse(p.publishAt) > now)
    .map((p) => p.publishAt)
    .sort();
  return { posts: shown, nextAt: waiting[0] ?? null };
}

/** The start of a text as one line for a list or a feed: at most `max` characters. */
export function excerpt(text: string, max = 220): string {
  const line = text.replace(/\s+/g, ' ').trim();
  if (line.length <= max) return line;
  const cut = line.slice(0, max);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), max - 30)).trimEnd()}…`;
}

export type { RichDoc };
