import { setRequestLocale } from 'next-intl/server';
import { WaitingListScreen } from '@/components/admin/waiting-list/WaitingListScreen';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/lib/api/current-user';
import { getWaitingList } from '@/lib/api/selling';
import { privatePageMetadata, type LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  return privatePageMetadata((await params).locale, 'waitingList');
}

/** `/admin/waiting-list`: the lines, rendered with their data on the server. */
async function AdminWaitingListPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.waitingList);
  return <WaitingListScreen initial={await getWaitingList()} />;
}

export default adminScreen('waitingList', AdminWaitingListPage);
