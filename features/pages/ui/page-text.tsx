// Reading a page's content in one language for its body components (the public page and the
// admin's preview render the same ones): English, marked `lang="en"`, where a text is missing.
import type { ElementType, ReactNode } from 'react';
import { RichText } from '@/components/rich-text/RichText';
import type { ContentLocale, PagePhoto, PublishedPage } from '@/features/pages/content';
import { localized, photoId } from '@/features/pages/values';
import type { RichDoc } from '@/lib/rich-text/doc';
import { fillValues } from '@/lib/rich-text/values';

export interface PageBodyProps {
  page: PublishedPage;
  locale: ContentLocale;
  /** Placeholders in the texts (`{foundingYear}`…): features/pages/server/page-values.ts. */
  values: Record<string, string>;
}

export interface LineText {
  text: string;
  lang?: 'en';
}

export function pageText({ page, locale, values }: PageBodyProps) {
  const { content, photos } = page;
  return {
    /** A plain line with its placeholders filled, or null when no language has it. */
    line(name: string): LineText | null {
      const found = localized<string>(content, name, locale);
      return found && { text: fillValues(found.value, values), lang: found.lang };
    },
    /** A line's text, or '' (for attributes such as `alt`). */
    plain(name: string): string {
      return this.line(name)?.text ?? '';
    },
    /** A rich block as React elements, or null. */
    rich(name: string, className?: string): ReactNode {
      const found = localized<RichDoc>(content, name, locale);
      return (
        found && (
          <RichText doc={found.value} values={values} lang={found.lang} className={className} />
        )
      );
    },
    list(name: string): { items: string[]; lang?: 'en' } {
      const found = localized<string[]>(content, name, locale);
      return found
        ? { items: found.value.map((item) => fillValues(item, values)), lang: found.lang }
        : { items: [] };
    },
    /** The photo a photo block names, while it exists. */
    photo(name: string): PagePhoto | null {
      const id = photoId(content, name);
      return photos.find((photo) => photo.id === id) ?? null;
    },
  };
}

export type PageText = ReturnType<typeof pageText>;

interface LineProps {
  as: ElementType;
  value: LineText | null;
  className?: string;
  id?: string;
}

/** A line in its element, marked `lang="en"` when it is the English fallback. */
export function Line({ as: Tag, value, className, id }: LineProps) {
  if (!value) return null;
  return (
    <Tag className={className} id={id} lang={value.lang}>
      {value.text}
    </Tag>
  );
}
