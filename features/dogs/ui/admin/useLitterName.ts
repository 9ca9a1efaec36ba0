'use client';

import { useTranslations } from '@/lib/client/intl';
import { sireName } from '@/features/dogs/rules';
import type { Litter } from '@/lib/validation/responses';

/** A litter's name as the public pages write it: "Mimi × Bruno", or "Litter of Mimi". */
export function useLitterName() {
  const t = useTranslations('Litters');
  return (litter: Pick<Litter, 'mother' | 'father' | 'outsideSire'>) => {
    const father = sireName(litter);
    return father
      ? t('pairName', { mother: litter.mother.name, father })
      : t('name', { mother: litter.mother.name });
  };
}
