import 'server-only';
import { createTranslator } from 'next-intl';
import type { AppLocale } from '@/i18n/routing';
import { FULL_MOMENT } from '@/lib/calendar/format';
import { isTimeZone } from '@/lib/calendar/zone';
import { KENNEL_TIME_ZONE } from '@/lib/kennel-time';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';

/*
 * The kennel's clock: one zone for every time the site shows or mails, the admin's
 * screens included (lib/i18n/request.ts hands it to next-intl, and so to the browser's formatters).
 * A buyer abroad reads it with the zone named: "14:00 (Budapest time)".
 */

/** The kennel's zone: KENNEL_TIME_ZONE (an IANA name), else Europe/Budapest. */
export function kennelTimeZone(env: Record<string, string | undefined> = process.env): string {
  const zone = env.KENNEL_TIME_ZONE?.trim();
  if (zone && isTimeZone(zone)) return zone;
  if (zone) console.warn(`KENNEL_TIME_ZONE=${zone} is no time zone: ${KENNEL_TIME_ZONE} is used`);
  return KENNEL_TIME_ZONE;
}

/** The zone's city as people name it: `Europe/Budapest` → Budapest, `America/New_York` → New York. */
export const zoneCity = (zone: string) => zone.slice(zone.lastIndexOf('/') + 1).replace(/_/g, ' ');

// Read synchronously: mails and the contract are composed inside transactions.
const MESSAGES = { en, hu, de };

/** "Monday, 14 December 2026, 14:00 (Budapest time)": a moment in the kennel's zone, named. */
export function formatKennelMoment(locale: AppLocale, at: Date, zone = kennelTimeZone()): string {
  const time = new Intl.DateTimeFormat(locale, { ...FULL_MOMENT, timeZone: zone }).format(at);
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'KennelTime' });
  return t('moment', { time, city: zoneCity(zone) });
}
