import { getTranslations } from 'next-intl/server';
import { useLitterText } from '@/features/litters/ui/useLitterText';
import { PrefetchLink } from '@/components/ui/PrefetchLink';
import { getLitters } from '@/features/litters/reads';
import { isUpcoming, litterPath } from '@/features/litters/rules';
import { publicPaths } from '@/lib/paths.mjs';
import type { Litter } from '@/lib/validation/responses';
import { HomeSection } from '@/components/ui/HomeSection';

const SHOWN = 3;

function UpcomingLitter({ litter }: { litter: Litter }) {
  const text = useLitterText();
  return (
    <li className="col-md-4">
      <div className="feature-card h-100">
        <h3 className="h5 mb-1">
          <PrefetchLink href={litterPath(litter)}>{text.name(litter)}</PrefetchLink>
        </h3>
        <p className="mb-0">
          {text.status(litter)} · {text.when(litter)}
        </p>
      </div>
    </li>
  );
}

/** Home page: the litters planned or expected, compact and only when there are any. */
export async function UpcomingLitters() {
  const [t, litters] = await Promise.all([getTranslations('Litters'), getLitters()]);
  const upcoming = litters.filter(isUpcoming).slice(0, SHOWN);
  if (upcoming.length === 0) return null;
  return (
    <HomeSection id="home-litters" title={t('homeTitle')} className="container py-4">
      <p className="lead text-center mb-4">{t('homeLead')}</p>
      <ul className="row g-4 list-unstyled mb-0">
        {upcoming.map((litter) => (
          <UpcomingLitter key={litter.id} litter={litter} />
        ))}
      </ul>
      <p className="text-center mt-4 mb-0">
        <PrefetchLink href={publicPaths.litters} className="btn btn-outline-primary">
          {t('allLitters')}
        </PrefetchLink>
      </p>
    </HomeSection>
  );
}
