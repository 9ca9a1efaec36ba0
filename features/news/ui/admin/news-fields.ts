import { storedDoc, type LanguageTexts } from '@/components/admin/content/language-texts';
import { fromKennelLocal, toKennelLocal } from '@/lib/kennel-time';
import type { NewsPost } from '@/features/news/schema';

/** What the post form holds: the texts, the publish time as Budapest wall time, the litter. */
export interface NewsFields {
  texts: LanguageTexts;
  publishAt: string;
  litterId: string;
  slug: string;
}

export function toFields(post: NewsPost | null, now = new Date()): NewsFields {
  return {
    texts: {
      line: post ? { ...post.title } : { en: '', hu: '', de: '' },
      rich: post ? { ...post.body } : { en: null, hu: null, de: null },
    },
    publishAt: toKennelLocal(post?.publishAt ?? now.toISOString()),
    litterId: post?.litterId ? String(post.litterId) : '',
    slug: post?.slug ?? '',
  };
}

/** The API's body for the fields (a new post's slug only when one was typed). */
export function toBody(fields: NewsFields, isNew: boolean) {
  const { line, rich } = fields.texts;
  return {
    ...(isNew && fields.slug.trim() && { slug: fields.slug.trim() }),
    title: { en: line.en.trim(), hu: line.hu.trim(), de: line.de.trim() },
    body: { en: storedDoc(rich.en), hu: storedDoc(rich.hu), de: storedDoc(rich.de) },
    publishAt: fromKennelLocal(fields.publishAt) ?? fields.publishAt,
    litterId: fields.litterId ? Number(fields.litterId) : null,
  };
}

/** The fields a conflict compares (their paths in NewsFields). */
export const COMPARED = [
  'texts.line.en',
  'texts.line.hu',
  'texts.line.de',
  'texts.rich.en',
  'texts.rich.hu',
  'texts.rich.de',
  'publishAt',
  'litterId',
] as const;
