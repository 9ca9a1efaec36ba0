import { setRequestLocale } from 'next-intl/server';
import { ApplicationDetails } from '@/components/admin/applications/ApplicationDetails';
import type { AppLocale } from '@/i18n/routing';
import { adminRecord } from '@/lib/api/admin-record';
import { requireAdminPage } from '@/lib/api/current-user';
import { privatePageMetadata } from '@/lib/i18n/metadata';
import { adminDogId, adminPaths } from '@/lib/paths.mjs';
import { getApplication } from '@/lib/server/application-admin';
import { adminScreen } from '@/components/admin/adminScreen';

interface PageProps {
  params: Promise<{ locale: string; id: string }>;
}

export async function generateMetadata({ params }: PageProps) {
  return privatePageMetadata((await params).locale, 'applications');
}

async function AdminApplicationPage({ params }: PageProps) {
  const { locale, id } = await params;
  setRequestLocale(locale as AppLocale);
  await requireAdminPage(adminPaths.application(id));
  const application = await adminRecord(adminDogId(id), getApplication);
  return <ApplicationDetails locale={locale as AppLocale} application={application} />;
}

export default adminScreen('application', AdminApplicationPage);
