import 'server-only';
import { createTranslator } from 'next-intl';
import type { AppLocale } from '@/i18n/routing';
import { breederLocale } from '@/features/auth/server/account';
import { kennelName } from '@/features/site/server/site-facts';
import { buildFeed, type FeedEvent } from '@/lib/calendar/ics';
import { dayIn } from '@/lib/calendar/zone';
import { getDb } from '@/lib/db/client';
import { isAppLocale } from '@/lib/i18n/locale';
import { kennelTimeZone } from '@/lib/server/kennel-zone';
import { absoluteUrl, siteUrl } from '@/lib/site/url';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';
import { feedRange } from '@/features/calendar/period';
import type { CalendarEvent } from '@/features/calendar/schema';
import { listCalendarEvents } from './calendar';
import { feedKeyMatches } from './settings';

/*
 * The private feed a phone's calendar subscribes to (RFC 5545, docs/calendar.md): reached by its
 * key, not by a session. Its events are in the language of the admin who made the key (the
 * address carries it, `lang`); without one, the kennel's mail language.
 */

const MESSAGES = { en, hu, de };

function feedEvent(event: CalendarEvent, host: string): FeedEvent {
  const base = {
    uid: `${event.uid}@${host}`,
    summary: event.title,
    description: event.detail,
    url: absoluteUrl(event.href),
  };
  return event.start && event.end
    ? { ...base, start: new Date(event.start), end: new Date(event.end) }
    : { ...base, day: event.day };
}

/** The feed for `key`, or null when it is not the feed's key now (no key, an old one). */
export async function calendarFeed(
  key: string,
  lang: string | null,
  now = new Date(),
): Promise<string | null> {
  if (!(await feedKeyMatches(key))) return null;
  const db = await getDb();
  const locale: AppLocale = isAppLocale(lang) ? lang : await breederLocale(db, null);
  const range = feedRange(dayIn(now, kennelTimeZone()));
  const [events, kennel] = await Promise.all([listCalendarEvents(range, locale), kennelName(db)]);
  const t = createTranslator({ locale, messages: MESSAGES[locale], namespace: 'BreederCalendar' });
  const host = new URL(siteUrl()).hostname;
  return buildFeed({
    prodId: `-//${host}//breeder calendar//${locale.toUpperCase()}`,
    name: t('feedName', { kennel }),
    stamp: now,
    events: events.map((event) => feedEvent(event, host)),
  });
}
