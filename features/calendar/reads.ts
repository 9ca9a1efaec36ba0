import 'server-only';
import type { AppLocale } from '@/i18n/routing';
import { dayIn } from '@/lib/calendar/zone';
import { kennelTimeZone } from '@/lib/server/kennel-zone';
import type { CalendarEvent, CalendarSettingsView } from '@/features/calendar/schema';
import { listCalendarEvents, rangeOf } from '@/features/calendar/server/calendar';
import { readCalendarSettings } from '@/features/calendar/server/settings';
import {
  COMING_UP_DAYS,
  periodOf,
  validDay,
  type CalendarView,
  type Period,
} from '@/features/calendar/period';

/** The breeder's calendar, for the admin's pages. */

export interface ComingUpView {
  today: string;
  zone: string;
  events: CalendarEvent[];
}

/** The next 14 days (today included), for the admin's home screen. */
export async function getComingUp(locale: AppLocale): Promise<ComingUpView> {
  const zone = kennelTimeZone();
  const today = dayIn(new Date(), zone);
  return { today, zone, events: await listCalendarEvents(rangeOf(today, COMING_UP_DAYS), locale) };
}

export interface CalendarScreenView {
  today: string;
  zone: string;
  period: Period;
  events: CalendarEvent[];
  settings: CalendarSettingsView;
}

/** The calendar screen: the week or month of `day` (today's unless given), and the settings. */
export async function getCalendarScreen(
  view: CalendarView,
  day: string | undefined,
  locale: AppLocale,
): Promise<CalendarScreenView> {
  const zone = kennelTimeZone();
  const today = dayIn(new Date(), zone);
  const period = periodOf(view, validDay(day, today));
  const [events, settings] = await Promise.all([
    listCalendarEvents(period, locale),
    readCalendarSettings(),
  ]);
  return { today, zone, period, events, settings };
}
