import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import type { AppLocale } from '@/i18n/routing';
import type { ListPageParams } from '@/lib/i18n/metadata';
import { listPageNumber } from '@/lib/paths.mjs';

interface ListPageOptions {
  metadata: (locale: AppLocale, page: number) => Promise<Metadata>;
  screen: (locale: AppLocale, page: number) => ReactNode;
}

/**
 * The route exports of a list's `?page=N` (the proxy serves it from the list's `[page]` route):
 * rendered on its first visit, then static; a segment that is no page number is the 404 page.
 */
export function listPage({ metadata, screen }: ListPageOptions) {
  return {
    generateStaticParams: () => [],
    async generateMetadata({ params }: ListPageParams): Promise<Metadata> {
      const { locale, page } = await params;
      const number = listPageNumber(page);
      return number === null ? {} : metadata(locale as AppLocale, number);
    },
    async Page({ params }: ListPageParams) {
      const { locale, page } = await params;
      setRequestLocale(locale as AppLocale);
      const number = listPageNumber(page);
      if (number === null) notFound();
      return screen(locale as AppLocale, number);
    },
  };
}
