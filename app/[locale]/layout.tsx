// Only the parts of Bootstrap the public pages use; the admin layout adds the rest.
import '@/app/bootstrap-public.scss';
import '@/app/globals.css';
import type { Metadata, Viewport } from 'next';
import { notFound } from 'next/navigation';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import type { ReactNode } from 'react';
import { Document } from '@/components/layout/Document';
import { routing } from '@/i18n/routing';
import { getSiteFacts } from '@/features/site/reads';
import { factValues } from '@/lib/i18n/fact-values';

// Pages are rendered on their first request per locale and then served as static HTML;
// nothing is prerendered at build time, so the build never needs the database.
export function generateStaticParams() {
  return [];
}

export const viewport: Viewport = {
  themeColor: '#2b2f3a',
  width: 'device-width',
  initialScale: 1,
};

export async function generateMetadata({
  params,
}: {
  params: Promise<{ locale: string }>;
}): Promise<Metadata> {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) return {};
  const [t, facts] = await Promise.all([
    getTranslations({ locale, namespace: 'Metadata' }),
    getSiteFacts(),
  ]);
  const name = facts.kennelName;
  return {
    title: { template: `%s | ${name}`, default: name },
    description: t('defaultDescription', factValues(facts, locale)),
    applicationName: name,
    icons: { icon: '/icon.svg', apple: '/apple-icon.png' },
  };
}

export default async function LocaleLayout({
  children,
  params,
}: {
  children: ReactNode;
  params: Promise<{ locale: string }>;
}) {
  const { locale } = await params;
  if (!hasLocale(routing.locales, locale)) notFound();
  setRequestLocale(locale);

  return <Document locale={locale}>{children}</Document>;
}
