import { getTranslations, setRequestLocale } from 'next-intl/server';
import { EditLitter } from '@/features/litters/ui/admin/EditLitter';
import { LitterVideos } from '@/features/videos/ui/admin/OwnerVideos';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import { adminDogId, adminPaths } from '@/lib/paths.mjs';
import { ApiError } from '@/lib/server/http/errors';
import { parentOptions } from '@/features/litters/server/litter-admin';
import { getLitter } from '@/features/litters/server/litters';
import { adminScreen } from '@/components/admin/adminScreen';
import { WhelpingLink } from '@/features/breeding/ui/admin/RecordLinks';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const t = await getTranslations({
    locale: (await params).locale as AppLocale,
    namespace: 'LitterAdmin',
  });
  return { title: t('editPageTitle'), robots: { index: false, follow: false } };
}

/** The litter as stored, or null when there is none (the screen says so). */
async function storedLitter(id: number | null) {
  if (id === null) return null;
  try {
    return await getLitter(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** `/admin/litters/edit/{id}`: the litter's fields and photos, rendered with its data. */
async function EditLitterPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale as AppLocale);
  await requireAdminPage(adminPaths.editLitter(id));
  const [litter, parents] = await Promise.all([storedLitter(adminDogId(id)), parentOptions()]);
  return (
    <>
      {litter && <WhelpingLink litterId={litter.id} />}
      <EditLitter litter={litter} parents={parents} />
      {litter && <LitterVideos id={litter.id} name={litter.mother.name} />}
    </>
  );
}

export default adminScreen('editLitter', EditLitterPage);
