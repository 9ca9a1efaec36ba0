import type { Metadata } from 'next';
import { hasLocale } from 'next-intl';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { PagePreview } from '@/features/pages/ui/PagePreview';
import { routing, type AppLocale } from '@/i18n/routing';
import { getSiteInfo } from '@/features/site/reads';
import { requireAdminPage } from '@/features/auth/session';
import { isPageKey } from '@/features/pages/content';
import { ADMIN_ROUTES, adminPaths } from '@/lib/paths.mjs';
import { getDraftPage } from '@/features/pages/server/pages';
import { pageValues } from '@/features/pages/server/page-values';
import { privacyNotice } from '@/features/site/server/privacy-setup';
import { getMeetingUrl } from '@/features/bookings/reads';
import { adminScreen } from '@/components/admin/adminScreen';
import { RecordMissing } from '@/components/admin/RecordMissing';

// The draft changes with every save: never from a cache.
export const dynamic = 'force-dynamic';

interface PageProps {
  params: Promise<{ locale: string; page: string }>;
  searchParams: Promise<{ locale?: string | string[] }>;
}

export async function generateMetadata({ params }: PageProps): Promise<Metadata> {
  const { locale, page } = await params;
  const t = await getTranslations({
    locale: hasLocale(routing.locales, locale) ? locale : 'en',
    namespace: 'PageContent',
  });
  return { title: t('previewTitle', { page }), robots: { index: false, follow: false } };
}

/** A page with its draft in one language (`?locale=`), exactly as visitors will see it. */
async function PagePreviewScreen({ params, searchParams }: PageProps) {
  const [{ locale, page }, query] = await Promise.all([params, searchParams]);
  setRequestLocale(locale as AppLocale);
  const wanted = typeof query.locale === 'string' ? query.locale : locale;
  const shown: AppLocale = hasLocale(routing.locales, wanted) ? wanted : (locale as AppLocale);
  // Back here after signing in: the address as asked for.
  const asked = ADMIN_ROUTES.pagePreview.replace('[page]', encodeURIComponent(page));
  await requireAdminPage(
    typeof query.locale === 'string' ? adminPaths.pagePreview(page, wanted) : asked,
  );
  if (!isPageKey(page)) return <RecordMissing record="page" />;
  const [draft, content, info] = await Promise.all([
    getDraftPage(page),
    pageValues(shown),
    getSiteInfo(),
  ]);
  return (
    <PagePreview
      page={draft}
      locale={shown}
      {...content}
      info={info}
      privacy={
        page === 'privacy' ? await privacyNotice(content.facts, await getMeetingUrl()) : null
      }
    />
  );
}

export default adminScreen('pagePreview', PagePreviewScreen);
