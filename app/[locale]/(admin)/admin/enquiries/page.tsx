import { setRequestLocale } from 'next-intl/server';
import { EnquiryInbox } from '@/features/enquiries/ui/admin/EnquiryInbox';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { listEnquiries } from '@/features/enquiries/server/enquiries';
import { mailConfig, retentionDays } from '@/lib/server/mail/config';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'enquiries');
}

async function AdminEnquiriesPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.enquiries);
  return (
    <EnquiryInbox
      retentionDays={Math.ceil(retentionDays())}
      mailOff={mailConfig() === null}
      initial={await listEnquiries()}
    />
  );
}

export default adminScreen('enquiries', AdminEnquiriesPage);
