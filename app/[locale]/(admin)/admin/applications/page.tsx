import { getTranslations, setRequestLocale } from 'next-intl/server';
import { ApplicationList } from '@/features/applications/ui/admin/ApplicationList';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { listApplications, litterFilter } from '@/features/applications/server/application-admin';
import { litterLabel } from '@/features/applications/labels';
import { applicationRetentionDays } from '@/lib/server/mail/config';
import { mailConfig } from '@/lib/server/mail/config';
import { applicationListQuery } from '@/features/applications/schema';
import { adminScreen } from '@/components/admin/adminScreen';

interface PageProps extends LocaleParams {
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'applications');
}

/** The breeder's applications, filtered by the address's query, rendered with their data. */
async function AdminApplicationsPage({ params, searchParams }: PageProps) {
  const locale = (await params).locale as AppLocale;
  setRequestLocale(locale);
  await requireAdminPage(adminPaths.applications);
  const raw = await searchParams;
  const filters = Object.fromEntries(
    ['status', 'litter', 'sex', 'color', 'page'].flatMap((name) => {
      const value = raw[name];
      return typeof value === 'string' && value !== '' ? [[name, value]] : [];
    }),
  );
  // A filter the address got wrong is dropped rather than refused.
  const parsed = applicationListQuery.safeParse(filters);
  const query = parsed.success ? parsed.data : applicationListQuery.parse({});
  const tApply = await getTranslations('Apply');
  const [page, litters] = await Promise.all([
    listApplications(query, locale),
    litterFilter((litter) => litterLabel((key, values) => tApply(key, values), litter, locale)),
  ]);
  // The filters the list's links and form keep (the page number is each link's own).
  const shown = parsed.success
    ? Object.fromEntries(Object.entries(filters).filter(([name]) => name !== 'page'))
    : {};
  return (
    <ApplicationList
      locale={locale}
      page={page}
      filters={shown}
      litters={litters}
      retentionDays={Math.ceil(applicationRetentionDays())}
      mailOff={mailConfig() === null}
    />
  );
}

export default adminScreen('applications', AdminApplicationsPage);
