import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { DamHeats } from '@/features/breeding/ui/admin/DamHeats';
import { damHeats } from '@/features/breeding/server/heats';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import { privatePageMetadata } from '@/lib/i18n/metadata';
import { adminDogId, adminPaths } from '@/lib/paths.mjs';
import { ApiError } from '@/lib/server/http/errors';
import { adminScreen } from '@/components/admin/adminScreen';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  return privatePageMetadata((await params).locale, 'damHeats');
}

/** The dam's heats, or null when the address names no female parent (the screen says so). */
async function storedHeats(id: number | null) {
  if (id === null) return null;
  try {
    return await damHeats(id);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 422)) return null;
    throw error;
  }
}

/** `/admin/parents/heats/{id}`: a dam's heats, rendered with them. */
async function DamHeatsPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale as AppLocale);
  await requireAdminPage(adminPaths.damHeats(id));
  const view = await storedHeats(adminDogId(id));
  if (view) return <DamHeats initial={view} />;
  const t = await getTranslations('BreedingRecords');
  return (
    <div className="container py-4">
      <p>{t('notADam')}</p>
      <Link href={adminPaths.parents}>{t('cancel')}</Link>
    </div>
  );
}

export default adminScreen('damHeats', DamHeatsPage);
