import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { VerifyPage } from '@/components/verify/VerifyPage';
import type { AppLocale } from '@/i18n/routing';
import { getVerifyPage } from '@/lib/api/verify';

interface VerifyRouteProps {
  params: Promise<{ locale: string; code: string }>;
}

// A puppy's status and the kennel's contacts as they are now: rendered for each request.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: VerifyRouteProps): Promise<Metadata> {
  const { locale, code } = await params;
  const [t, view] = await Promise.all([
    getTranslations({ locale: locale as AppLocale, namespace: 'Verify' }),
    getVerifyPage(code),
  ]);
  return { title: view ? t('title', { name: view.puppy.name }) : t('unknownTitle') };
}

/** `/verify/{code}`: a puppy's (or a signed contract's) proof that it is ours. */
export default async function VerifyRoute({ params }: VerifyRouteProps) {
  const { locale, code } = await params;
  setRequestLocale(locale as AppLocale);
  const view = await getVerifyPage(code);
  if (!view) notFound();
  return <VerifyPage view={view} locale={locale as AppLocale} />;
}
