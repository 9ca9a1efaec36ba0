import { useLocale, useTranslations } from 'next-intl';
import type { AppLocale } from '@/i18n/routing';
import { formatDay } from '@/lib/i18n/dates';
import { sireName } from '@/features/dogs/rules';
import { shownStatus } from '@/features/litters/rules';
import type { Litter, LitterCountsView } from '@/lib/validation/responses';

/** A litter's translated name, status, dates and counts, in a server component. */
export function useLitterText() {
  const t = useTranslations('Litters');
  const locale = useLocale() as AppLocale;
  const date = (day: string) => formatDay(day, locale, 'long');
  return {
    name: (litter: Pick<Litter, 'mother' | 'father' | 'outsideSire'>) => {
      const father = sireName(litter);
      return father
        ? t('pairName', { mother: litter.mother.name, father })
        : t('name', { mother: litter.mother.name });
    },
    status: (litter: Pick<Litter, 'status' | 'bornAt'>) =>
      t('status', { status: shownStatus(litter) }),
    date,
    /** The day that says most: born, else due, else planned. */
    when: (litter: Pick<Litter, 'bornAt' | 'expectedAt'>) =>
      litter.bornAt
        ? t('bornOn', { date: date(litter.bornAt) })
        : litter.expectedAt
          ? t('dueOn', { date: date(litter.expectedAt) })
          : t('plannedText'),
    /** "2 males, 3 females · 3 blue, 2 lilac"; null when nothing is counted yet. */
    counts: (counts: LitterCountsView) => {
      const colors = Object.entries(counts.colors)
        .filter(([, count]) => (count ?? 0) > 0)
        .map(([color, count]) => t('colorCount', { color, count: count ?? 0 }));
      if (counts.males + counts.females === 0 && colors.length === 0) return null;
      const sexes = t('sexes', { males: counts.males, females: counts.females });
      return [sexes, colors.join(', ')].filter(Boolean).join(' · ');
    },
  };
}
