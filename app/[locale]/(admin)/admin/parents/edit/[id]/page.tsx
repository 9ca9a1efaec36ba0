import { setRequestLocale } from 'next-intl/server';
import { DamHeatsLink } from '@/features/breeding/ui/admin/RecordLinks';
import { EditDogScreen } from '@/features/dogs/ui/admin/EditDogScreen';
import { listAllLitters } from '@/features/litters/server/litters';
import type { AppLocale } from '@/i18n/routing';
import { privatePageMetadata } from '@/lib/i18n/metadata';
import { adminPaths } from '@/lib/paths.mjs';
import { adminScreen } from '@/components/admin/adminScreen';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  return privatePageMetadata((await params).locale, 'editDog');
}

async function EditParentPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale as AppLocale);
  return (
    <EditDogScreen
      id={id}
      path={adminPaths.editParent(id)}
      readLitters={listAllLitters}
      above={(dog) => dog.gender === 'female' && <DamHeatsLink dogId={dog.id} />}
    />
  );
}

export default adminScreen('editParent', EditParentPage);
