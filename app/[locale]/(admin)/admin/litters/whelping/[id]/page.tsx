import Link from 'next/link';
import { getTranslations, setRequestLocale } from 'next-intl/server';
import { WhelpingLog } from '@/features/breeding/ui/admin/WhelpingLog';
import { litterWhelping } from '@/features/breeding/server/whelping';
import type { AppLocale } from '@/i18n/routing';
import { requireAdminPage } from '@/features/auth/session';
import { privatePageMetadata } from '@/lib/i18n/metadata';
import { adminDogId, adminPaths } from '@/lib/paths.mjs';
import { ApiError } from '@/lib/server/http/errors';
import { adminScreen } from '@/components/admin/adminScreen';
import { wallTime } from '@/lib/calendar/zone';

type Props = { params: Promise<{ locale: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  return privatePageMetadata((await params).locale, 'litterWhelping');
}

/** The litter's log, or null when there is no such litter (the screen says so). */
async function storedLog(id: number | null) {
  if (id === null) return null;
  try {
    return await litterWhelping(id);
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null;
    throw error;
  }
}

/** `/admin/litters/whelping/{id}`: the whelping log, rendered with the puppies logged so far. */
async function LitterWhelpingPage({ params }: Props) {
  const { locale, id } = await params;
  setRequestLocale(locale as AppLocale);
  await requireAdminPage(adminPaths.litterWhelping(id));
  const view = await storedLog(adminDogId(id));
  const t = await getTranslations('BreedingRecords');
  if (!view) {
    return (
      <div className="container py-4">
        <p>{t('litterMissing')}</p>
        <Link href={adminPaths.litters}>{t('backToLitter')}</Link>
      </div>
    );
  }
  const tLitters = await getTranslations('Litters');
  return (
    <WhelpingLog
      initial={view}
      name={tLitters('name', { mother: view.mother })}
      now={wallTime(new Date(), view.zone)}
    />
  );
}

export default adminScreen('litterWhelping', LitterWhelpingPage);
