import { setRequestLocale } from 'next-intl/server';
import { MailOnProvider } from '@/features/waiting-list/ui/admin/useMailConfirm';
import { WaitingListScreen } from '@/features/waiting-list/ui/admin/WaitingListScreen';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import { getWaitingList } from '@/features/waiting-list/reads';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { mailConfig } from '@/lib/server/mail/config';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'waitingList');
}

/** `/admin/waiting-list`: the lines, rendered with their data on the server. */
async function AdminWaitingListPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.waitingList);
  return (
    <MailOnProvider mail={mailConfig() !== null}>
      <WaitingListScreen initial={await getWaitingList()} />
    </MailOnProvider>
  );
}

export default adminScreen('waitingList', AdminWaitingListPage);
