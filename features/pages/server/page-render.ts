import 'server-only';
import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { routing, type AppLocale } from '@/i18n/routing';
import { getPage } from '@/features/pages/reads';
import { getSiteInfo } from '@/features/site/reads';
import { localized } from '@/features/pages/values';
import type { PageKey, PublishedPage } from '@/features/pages/content';
import { buildMetadata } from '@/features/site/metadata';
import { type LocaleParams } from '@/lib/i18n/metadata';
import { fillValues } from '@/lib/rich-text/values';
import { kennelJsonLd } from '@/features/site/structured-data';
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

/** The route's language, set for next-intl's server functions that follow. */
async function routeLocale({ params }: LocaleParams): Promise<AppLocale> {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  return locale;
}

/** A content page's route: what the page's body takes (`body`), and the site's facts. */
export async function contentPage(route: LocaleParams, key: PageKey) {
  const locale = await routeLocale(route);
  const { page, values, facts } = await publishedPage(key, locale);
  return { body: { page, locale, values }, facts };
}

/**
 * The home and contact pages: the content page's body, the site's details and the kennel as
 * structured data (`kennel`, for JsonLd), described by the page's own meta description.
 */
export async function kennelPage(route: LocaleParams, key: 'home' | 'contact') {
  const locale = await routeLocale(route);
  const [rendered, info, home] = await Promise.all([
    publishedPage(key, locale),
    getSiteInfo(),
    getTranslations('HomePage'),
  ]);
  const description = pageLine(rendered, 'metaDescription', locale);
  const kennel = kennelJsonLd(info, rendered.facts, description, {
    pedigree: home('pedigreeTitle'),
  });
  return { body: { page: rendered.page, locale, values: rendered.values }, info, kennel };
}
