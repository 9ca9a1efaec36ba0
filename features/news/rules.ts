import type { AppLocale } from '@/i18n/routing';
import { publicPaths } from '@/lib/paths.mjs';
import type { RichDoc } from '@/lib/rich-text/doc';
import type { NewsPost } from '@/features/news/schema';

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

/**
 * A post as a visitor of `locale` reads it: the title in the first language written (`lang`
 * set when it is not the visitor's), the text in that language, else English (`bodyLang`).
 */
export function postIn(post: NewsPost, locale: AppLocale) {
  const { language, lang } = shownLanguage(post.title, locale);
  const own = post.body[language];
  const hasOwn = !!own && own.content.length > 0;
  const body = hasOwn ? own : post.body.en;
  const bodyLanguage = hasOwn ? language : 'en';
  return {
    title: post.title[language],
    lang,
    body: body && body.content.length > 0 ? body : null,
    bodyLang: bodyLanguage === locale ? undefined : bodyLanguage,
  };
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
