import 'server-only';
import type { AppLocale } from '@/i18n/routing';
import { formatKennelMoment } from '@/lib/server/kennel-zone';

// Dates and amounts as mails and the buyer's page write them, in the reader's language.

/** A moment as the buyer reads it: date and time in the kennel's zone, the zone named. */
export const formatMoment = (locale: AppLocale, at: Date) => formatKennelMoment(locale, at);

/** A calendar day (YYYY-MM-DD) written out: "14 December 2026". */
export function formatDay(locale: AppLocale, day: string): string {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${day}T00:00:00Z`),
  );
}

/** A whole amount in its currency: "€2,500". */
export function formatMoney(locale: AppLocale, amount: number, currency: string): string {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(amount);
}
