'use client';

import { useTranslations } from '@/lib/client/intl';
import type { OvulationHint } from '@/features/breeding/ovulation';

/**
 * The likely ovulation day the progesterone results suggest, said as a hint; with results all
 * at the resting level (`resting`), when to test again.
 */
export function HintText({
  hint,
  resting,
  formatDay,
}: {
  hint: OvulationHint | null;
  resting: boolean;
  formatDay: (day: string) => string;
}) {
  const t = useTranslations('BreedingRecords');
  if (!hint && !resting) return null;
  const text = !hint
    ? t('hintResting')
    : hint.expected
      ? t('hintExpected', { date: formatDay(hint.date) })
      : t('hint', { basis: hint.basis, date: formatDay(hint.date) });
  return (
    <div className="alert alert-info py-2 mt-2 mb-1" data-testid="ovulation-hint">
      <p className="mb-1">{text}</p>
      {hint && <p className="small mb-0">{t('hintNote')}</p>}
    </div>
  );
}
