import { setRequestLocale } from 'next-intl/server';
import { DogMissing } from '@/components/admin/dogs/DogMissing';
import { EditDog } from '@/components/admin/dogs/EditDog';
import type { AppLocale } from '@/i18n/routing';
import { getAdminDog } from '@/lib/api/admin-dogs';
import { requireAdminPage } from '@/lib/api/current-user';
import { privatePageMetadata } from '@/lib/i18n/metadata';
import { adminDogId, adminPaths } from '@/lib/paths.mjs';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  return privatePageMetadata((await params).locale, 'editDog');
}

export default async function EditDogPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale as AppLocale);
  await requireAdminPage(adminPaths.editDog(id));
  const dog = await getAdminDog(adminDogId(id));
  return dog ? <EditDog id={dog.id} initial={dog} /> : <DogMissing />;
}
