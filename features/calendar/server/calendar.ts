import 'server-only';
import { eq, gte, inArray, lt, ne } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import type { AppLocale } from '@/i18n/routing';
import { getDb } from '@/lib/db/client';
import type { Queryable } from '@/lib/db/types';
import { applications, bookingSlots, dogs, litters } from '@/lib/db/schema';
import { dayBounds } from '@/lib/calendar/zone';
import { formatDay } from '@/lib/i18n/dates';
import { addDays } from '@/lib/sale-dates';
import { kennelTimeZone } from '@/lib/server/kennel-zone';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';
import {
  calendarEvents,
  type CalendarData,
  type CalendarLitter,
  type EventText,
} from '@/features/calendar/events';
import type { CalendarEvent } from '@/features/calendar/schema';
import { liveBookings } from '@/features/bookings/server/bookings';
import { careSchedules } from './settings';

/*
 * What the calendar counts from (features/calendar/events.ts), read in a few queries whatever
 * the number of litters: the litters not closed, their puppies still at the kennel, the reserved
 * buyers and the booked slots of the range.
 */

// Read synchronously: one feed may be written in any language, whatever the request's.
const MESSAGES = { en, hu, de };

/** The calendar's words in `locale`. */
export function eventText(locale: AppLocale): EventText {
  const t = createTranslator({
    locale,
    messages: MESSAGES[locale],
    namespace: 'BreederCalendar.events',
  });
  return {
    t: (key, values) => t(key as Parameters<typeof t>[0], values as never),
    day: (day) => formatDay(day, locale, 'long'),
  };
}

async function readLitters(db: Queryable): Promise<CalendarLitter[]> {
  const rows = await db
    .select({
      id: litters.id,
      status: litters.status,
      motherId: litters.motherId,
      fatherId: litters.fatherId,
      outsideSire: litters.outsideSireName,
      matedAt: litters.matedAt,
      ovulationAt: litters.ovulationAt,
      expectedAt: litters.expectedAt,
      bornAt: litters.bornAt,
    })
    .from(litters)
    .where(ne(litters.status, 'closed'));
  if (rows.length === 0) return [];
  const parentIds = [...new Set(rows.flatMap((r) => [r.motherId, r.fatherId ?? r.motherId]))];
  const [parents, puppies] = await Promise.all([
    db.select({ id: dogs.id, name: dogs.name }).from(dogs).where(inArray(dogs.id, parentIds)),
    db
      .select({ litterId: dogs.litterId, foundParent: dogs.foundParent })
      .from(dogs)
      .where(
        inArray(
          dogs.litterId,
          rows.map((r) => r.id),
        ),
      ),
  ]);
  const nameOf = (id: number | null) => parents.find((p) => p.id === id)?.name ?? null;
  return rows.map((row) => {
    const own = puppies.filter((p) => p.litterId === row.id);
    return {
      id: row.id,
      status: row.status,
      mother: nameOf(row.motherId) ?? '',
      sire: row.outsideSire ?? nameOf(row.fatherId),
      matedAt: row.matedAt,
      ovulationAt: row.ovulationAt,
      expectedAt: row.expectedAt,
      bornAt: row.bornAt,
      puppiesHome: own.length === 0 || own.some((p) => !p.foundParent),
    };
  });
}

async function readPlacements(db: Queryable): Promise<CalendarData['placements']> {
  const rows = await db
    .select({
      applicationId: applications.id,
      buyer: applications.name,
      country: applications.country,
      puppy: dogs.name,
      birthday: dogs.birthday,
      litterBornAt: litters.bornAt,
    })
    .from(applications)
    .leftJoin(dogs, eq(dogs.id, applications.dogId))
    .leftJoin(litters, eq(litters.id, applications.litterId))
    .where(eq(applications.status, 'reserved'));
  return rows.map((row) => ({
    applicationId: row.applicationId,
    buyer: row.buyer,
    country: row.country,
    puppy: row.puppy,
    bornAt: row.birthday ?? row.litterBornAt,
  }));
}

async function readBookings(
  db: Queryable,
  range: { from: string; to: string },
  zone: string,
): Promise<CalendarData['bookings']> {
  const start = dayBounds(range.from, zone)?.start;
  const end = dayBounds(range.to, zone)?.end;
  if (!start || !end) return [];
  const rows = await liveBookings(
    db,
    gte(bookingSlots.startsAt, start),
    lt(bookingSlots.startsAt, end),
  );
  return rows.map(({ booking, slot }) => ({
    id: booking.id,
    kind: booking.kind,
    name: booking.name,
    email: booking.email,
    startsAt: slot.startsAt,
    endsAt: slot.endsAt,
  }));
}

/** The calendar's events from `from` to `to` (days in the kennel's zone), in `locale`. */
export async function listCalendarEvents(
  range: { from: string; to: string },
  locale: AppLocale,
): Promise<CalendarEvent[]> {
  const db = await getDb();
  const zone = kennelTimeZone();
  const [schedules, litterRows, placements, booked] = await Promise.all([
    careSchedules(db),
    readLitters(db),
    readPlacements(db),
    readBookings(db, range, zone),
  ]);
  return calendarEvents(
    { litters: litterRows, placements, bookings: booked },
    schedules,
    range,
    zone,
    eventText(locale),
  );
}

/** `days` days from `from`, as a range. */
export const rangeOf = (from: string, days: number) => ({
  from,
  to: addDays(from, days - 1) ?? from,
});
