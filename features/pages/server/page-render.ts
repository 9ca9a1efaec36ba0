import 'server-only';
import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { routing, type AppLocale } from '@/i18n/routing';
import { getPage } from '@/lib/api';
import { localized } from '@/features/pages/values';
import type { PageKey, PublishedPage } from '@/features/pages/content';
import { buildMetadata } from '@/lib/i18n/metadata';
import { fillValues } from '@/lib/rich-text/values';
import { pageValues, type PageValues } from './page-values';

export interface RenderedPage extends PageValues {
  page: PublishedPage;
}

/** What a public page's body needs: its published content (cached) and the placeholders' values. */
export async function publishedPage(key: PageKey, locale: AppLocale): Promise<RenderedPage> {
  const [page, values] = await Promise.all([getPage(key), pageValues(locale)]);
  return { page, ...values };
}

/** A line of the page in `locale` (or English), placeholders filled: titles and descriptions. */
export function pageLine({ page, values }: RenderedPage, name: string, locale: AppLocale): string {
  const found = localized<string>(page.content, name, locale);
  return found ? fillValues(found.value, values) : '';
}

/** Title and description from the page's `metaTitle` and `metaDescription` blocks. */
export async function contentMetadata(
  locale: string,
  key: PageKey,
  path: string,
  { absoluteTitle = false }: { absoluteTitle?: boolean } = {},
): Promise<Metadata> {
  if (!hasLocale(routing.locales, locale)) return {};
  const rendered = await publishedPage(key, locale);
  return buildMetadata(locale, {
    title: pageLine(rendered, 'metaTitle', locale),
    description: pageLine(rendered, 'metaDescription', locale),
    path,
    absoluteTitle,
  });
}
