import Link from 'next/link';
import { getTranslations } from 'next-intl/server';
import { adminPaths } from '@/lib/paths.mjs';

/** On a dam's edit screen: her heats, progesterone results and matings. */
export async function DamHeatsLink({ dogId }: { dogId: number }) {
  const t = await getTranslations('BreedingRecords');
  return (
    <div className="container pt-3">
      <Link href={adminPaths.damHeats(dogId)} className="btn btn-outline-primary">
        {t('heatsLink')}
      </Link>
    </div>
  );
}

/** On a litter's edit screen: its whelping log. */
export async function WhelpingLink({ litterId }: { litterId: number }) {
  const t = await getTranslations('BreedingRecords');
  return (
    <div className="container pt-3">
      <Link href={adminPaths.litterWhelping(litterId)} className="btn btn-outline-primary">
        {t('whelpingLink')}
      </Link>
    </div>
  );
}
