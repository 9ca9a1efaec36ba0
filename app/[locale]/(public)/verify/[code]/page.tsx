import type { Metadata } from 'next';
import { notFound, permanentRedirect } from 'next/navigation';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { VerifyPage } from '@/features/verification/ui/VerifyPage';
import type { AppLocale } from '@/i18n/routing';
import { getVerifyPage } from '@/features/verification/reads';
import { publicPaths } from '@/lib/paths.mjs';
import { normalizeVerifyCode } from '@/features/dogs/puppy-rules';

interface VerifyRouteProps {
  params: Promise<{ locale: string; code: string }>;
}

// Rendered on a code's first visit, then static until what it shows changes (features/verification/reads.ts),
// or an hour passes.
export const revalidate = 3600;

export function generateStaticParams() {
  return [];
}

/** The code's page, or the 404 page; a code typed in another form goes to its canonical one. */
async function loadView(raw: string) {
  const code = normalizeVerifyCode(raw);
  if (!code) notFound();
  if (code !== raw) permanentRedirect(publicPaths.verify(code));
  const view = await getVerifyPage(code);
  if (!view) notFound();
  return view;
}

export async function generateMetadata({ params }: VerifyRouteProps): Promise<Metadata> {
  const { locale, code } = await params;
  const [t, view] = await Promise.all([
    getTranslations({ locale: locale as AppLocale, namespace: 'Verify' }),
    loadView(code),
  ]);
  return { title: t('title', { name: view.puppy.name }) };
}

/** `/verify/{code}`: a puppy's (or a signed contract's) proof that it is ours. */
export default async function VerifyRoute({ params }: VerifyRouteProps) {
  const { locale, code } = await params;
  setRequestLocale(locale as AppLocale);
  return <VerifyPage view={await loadView(code)} locale={locale as AppLocale} />;
}
