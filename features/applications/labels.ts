import type { AppLocale } from '@/i18n/routing';
import type { LitterChoice } from './server/application-litters';

type LitterKey = 'litterPlanned' | 'litterExpected' | 'litterBorn';
/** The `Apply` translator, or anything that formats its litter labels. */
type Translate = (key: LitterKey, values: { mother: string; date: string }) => string;

/** A date of the litters' table (ISO, no time) as the applicant reads dates. */
export const formatDay = (date: string, locale: AppLocale) =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/** "Bella's litter, born 3 May 2026": the mother, and the birth or the expected date. */
export function litterLabel(t: Translate, litter: LitterChoice, locale: AppLocale): string {
  const date = litter.date ? formatDay(litter.date, locale) : '';
  const key: LitterKey =
    litter.status === 'born' || litter.status === 'ready'
      ? 'litterBorn'
      : litter.date
        ? 'litterExpected'
        : 'litterPlanned';
  return t(key, { mother: litter.mother, date });
}
