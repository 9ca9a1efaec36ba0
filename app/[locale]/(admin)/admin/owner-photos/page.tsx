import { getTranslations, setRequestLocale } from 'next-intl/server';
import { OwnerModeration } from '@/features/stories/ui/admin/OwnerModeration';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import type { LocaleParams } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { moderationQueue } from '@/features/stories/server/owner-moderation';
import { adminScreen } from '@/components/admin/adminScreen';

export async function generateMetadata({ params }: LocaleParams) {
  const t = await getTranslations({
    locale: (await params).locale as AppLocale,
    namespace: 'AdminModeration',
  });
  return { title: t('title'), robots: { index: false, follow: false } };
}

/** `/admin/owner-photos`: owners' photos and stories to decide on, rendered with them. */
async function OwnerPhotosPage({ params }: LocaleParams) {
  setRequestLocale((await params).locale as AppLocale);
  await requireAdminPage(adminPaths.ownerPhotos);
  return (
    <>
      <OwnerModeration initial={await moderationQueue()} />
    </>
  );
}

export default adminScreen('ownerPhotos', OwnerPhotosPage);
