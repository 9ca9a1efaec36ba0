import { setRequestLocale } from 'next-intl/server';
import { ApplicationDetails } from '@/features/applications/ui/admin/ApplicationDetails';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import { privatePageMetadata } from '@/lib/i18n/metadata';
import { adminDogId, adminPaths } from '@/lib/paths.mjs';
import { getApplication } from '@/features/applications/server/application-admin';
import { ApiError } from '@/lib/server/http/errors';
import { adminScreen } from '@/components/admin/adminScreen';
import { RecordMissing } from '@/components/admin/RecordMissing';

interface PageProps {
  params: Promise<{ locale: string; id: string }>;
}

export async function generateMetadata({ params }: PageProps) {
  return privatePageMetadata((await params).locale, 'applications');
}

/** The application, or null when the id names none (the screen says so). */
async function load(id: number | null, locale: AppLocale) {
  if (id === null) return null;
  try {
    return await getApplication(id, locale);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

async function AdminApplicationPage({ params }: PageProps) {
  const { locale, id } = await params;
  setRequestLocale(locale as AppLocale);
  await requireAdminPage(adminPaths.application(id));
  const application = await load(adminDogId(id), locale as AppLocale);
  if (!application) return <RecordMissing record="application" />;
  return <ApplicationDetails locale={locale as AppLocale} application={application} />;
}

export default adminScreen('application', AdminApplicationPage);
