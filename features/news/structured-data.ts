import type { AppLocale } from '@/i18n/routing';
import { LOCALE_TAGS } from '@/lib/i18n/locale';
import { newsPath, postIn } from '@/features/news/rules';
import { publicPaths } from '@/lib/paths.mjs';
import { docText } from '@/lib/rich-text/doc';
import type { NewsPost } from '@/features/news/schema';
import { absoluteUrl } from '@/lib/site/url';

type JsonLd = Record<string, unknown>;

/** A news post as a schema.org BlogPosting by the kennel (its LocalBusiness, `/#kennel`). */
export function newsPostJsonLd(post: NewsPost, locale: AppLocale, kennelName: string): JsonLd {
  const { title, body, lang } = postIn(post, locale);
  const url = absoluteUrl(newsPath(post));
  const kennel = { '@type': 'Organization', '@id': absoluteUrl('/#kennel'), name: kennelName };
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    '@id': url,
    mainEntityOfPage: url,
    url,
    headline: title,
    inLanguage: LOCALE_TAGS[lang ?? locale],
    datePublished: post.publishAt,
    dateModified: post.updatedAt > post.publishAt ? post.updatedAt : post.publishAt,
    author: kennel,
    publisher: kennel,
    ...(body && { articleBody: docText(body) }),
    ...(post.images.length > 0 && { image: post.images.map((image) => absoluteUrl(image.url)) }),
    isPartOf: { '@type': 'Blog', url: absoluteUrl(publicPaths.news) },
  };
}
