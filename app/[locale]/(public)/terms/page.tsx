import { setRequestLocale } from 'next-intl/server';
import { TermsBody } from '@/features/pages/ui/TermsBody';
import type { AppLocale } from '@/i18n/routing';
import type { LocaleParams } from '@/lib/i18n/metadata';
import { publicPaths } from '@/lib/paths.mjs';
import { contentMetadata, publishedPage } from '@/features/pages/server/page-render';

export async function generateMetadata({ params }: LocaleParams) {
  const { locale } = await params;
  return contentMetadata(locale, 'terms', publicPaths.terms);
}

// Rendered again at run time: the seller's facts and the deposit's kind are the breeder's.
export const revalidate = 3600;

/** The terms of sale (ÁSZF, AGB), in the edition a contract sent now would name. */
export default async function TermsPage({ params }: LocaleParams) {
  const { locale } = await params;
  setRequestLocale(locale as AppLocale);
  const { page, values, facts } = await publishedPage('terms', locale as AppLocale);
  return <TermsBody page={page} locale={locale as AppLocale} values={values} facts={facts} />;
}
