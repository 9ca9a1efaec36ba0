/*
 * The breeder's calendar, worked out from what is stored (docs/calendar.md), without the
 * database: shared by the screens, the API, the feed and the unit tests.
 */

import { dueDate } from '@/features/litters/due-date';
import { dayIn } from '@/lib/calendar/zone';
import { adminPaths } from '@/lib/paths.mjs';
import { addDays, earliestGoHome, earliestReady } from '@/lib/sale-dates';
import type { CalendarEvent } from './schema';

export interface CalendarLitter {
  id: number;
  status: string;
  mother: string;
  /** The kennel's male or the outside sire; null while none is chosen. */
  sire: string | null;
  matedAt: string | null;
  ovulationAt: string | null;
  expectedAt: string | null;
  bornAt: string | null;
  /** Whether any of its puppies is still at the kennel (true while none is recorded). */
  puppiesHome: boolean;
}

/** A reserved buyer, not yet placed: their puppy's go-home day follows from its birth. */
export interface CalendarPlacement {
  applicationId: number;
  buyer: string;
  /** ISO 3166-1 alpha-2: abroad, a puppy goes home at 15 weeks. */
  country: string;
  puppy: string | null;
  /** The puppy's birthday, else its litter's. */
  bornAt: string | null;
}

export interface CalendarBooking {
  id: number;
  kind: 'video' | 'visit';
  name: string;
  email: string;
  startsAt: Date;
  endsAt: Date;
}

export interface CalendarData {
  litters: CalendarLitter[];
  placements: CalendarPlacement[];
  bookings: CalendarBooking[];
}

export interface CareSchedules {
  dewormingDays: readonly number[];
  vaccinationDays: readonly number[];
}

/** The messages of `BreederCalendar` (a translator), and a day written for people. */
export interface EventText {
  t: (key: string, values?: Record<string, string | number>) => string;
  day: (day: string) => string;
}

/** Litters before the birth: their due date is ahead. */
const EXPECTING = new Set(['planned', 'expected']);
/** Litters with puppies: care and go-home days. */
const WITH_PUPPIES = new Set(['born', 'ready']);

function litterName(litter: CalendarLitter, text: EventText): string {
  return litter.sire
    ? text.t('litterPair', { mother: litter.mother, father: litter.sire })
    : text.t('litterOf', { mother: litter.mother });
}

function litterEvents(
  litter: CalendarLitter,
  schedules: CareSchedules,
  text: EventText,
): CalendarEvent[] {
  const name = litterName(litter, text);
  const href = adminPaths.editLitter(litter.id);
  const events: CalendarEvent[] = [];
  if (EXPECTING.has(litter.status) && !litter.bornAt) {
    const due = dueDate(litter);
    const day = litter.expectedAt ?? due?.date ?? null;
    if (day) {
      // The range is the worked-out one's; a date the breeder gave of her own has none.
      const range = due && due.date === day ? { from: due.from, to: due.to } : undefined;
      events.push({
        uid: `litter-${litter.id}-due`,
        kind: 'due',
        day,
        ...(range && { range }),
        title: text.t('dueTitle', { litter: name }),
        detail: range
          ? text.t('dueDetail', {
              from: text.day(range.from),
              to: text.day(range.to),
              basis: due!.basis,
            })
          : text.t('dueOwnDate'),
        href,
      });
    }
  }
  if (WITH_PUPPIES.has(litter.status) && litter.bornAt && litter.puppiesHome) {
    const care = [
      ['deworming', schedules.dewormingDays],
      ['vaccination', schedules.vaccinationDays],
    ] as const;
    for (const [kind, days] of care) {
      for (const age of days) {
        const day = addDays(litter.bornAt, age);
        if (!day) continue;
        events.push({
          uid: `litter-${litter.id}-${kind}-${age}`,
          kind,
          day,
          title: text.t(`${kind}Title`, { litter: name, age }),
          detail: text.t('careDetail', { born: text.day(litter.bornAt), age }),
          href,
        });
      }
    }
    const ready = earliestReady(litter.bornAt);
    if (ready) {
      events.push({
        uid: `litter-${litter.id}-go-home`,
        kind: 'litterGoHome',
        day: ready,
        title: text.t('litterGoHomeTitle', { litter: name }),
        detail: text.t('litterGoHomeDetail'),
        href,
      });
    }
  }
  return events;
}

function placementEvent(placement: CalendarPlacement, text: EventText): CalendarEvent | null {
  const goHome = earliestGoHome(placement.bornAt, placement.country);
  if (!goHome) return null;
  return {
    uid: `application-${placement.applicationId}-go-home`,
    kind: 'puppyGoHome',
    day: goHome.date,
    title: placement.puppy
      ? text.t('puppyGoHomeTitle', { puppy: placement.puppy, buyer: placement.buyer })
      : text.t('buyerGoHomeTitle', { buyer: placement.buyer }),
    detail: text.t('puppyGoHomeDetail', {
      weeks: goHome.weeks,
      abroad: String(goHome.abroad),
    }),
    href: adminPaths.application(placement.applicationId),
  };
}

function bookingEvent(booking: CalendarBooking, zone: string, text: EventText): CalendarEvent {
  const day = dayIn(booking.startsAt, zone);
  return {
    uid: `booking-${booking.id}-calendar`,
    kind: booking.kind,
    day,
    start: booking.startsAt.toISOString(),
    end: booking.endsAt.toISOString(),
    title: text.t(`${booking.kind}Title`, { name: booking.name }),
    detail: booking.email,
    href: `${adminPaths.bookings}?day=${day}`,
  };
}

/** All-day events first, then by start; the same day's events keep one order always. */
function byTime(a: CalendarEvent, b: CalendarEvent): number {
  if (a.day !== b.day) return a.day < b.day ? -1 : 1;
  const at = (event: CalendarEvent) => event.start ?? '';
  if (at(a) !== at(b)) return at(a) < at(b) ? -1 : 1;
  return a.uid < b.uid ? -1 : a.uid > b.uid ? 1 : 0;
}

/**
 * The events from `from` to `to` (days in `zone`, both included): litters' due dates (with their
 * range) until the birth; each born litter's deworming and vaccination days and its first
 * go-home day while any of its puppies is still at the kennel; each reserved buyer's go-home day
 * (8 weeks, 15 abroad); the booked video calls and visits.
 */
export function calendarEvents(
  data: CalendarData,
  schedules: CareSchedules,
  range: { from: string; to: string },
  zone: string,
  text: EventText,
): CalendarEvent[] {
  const events = [
    ...data.litters.flatMap((litter) => litterEvents(litter, schedules, text)),
    ...data.placements.flatMap((placement) => placementEvent(placement, text) ?? []),
    ...data.bookings.map((booking) => bookingEvent(booking, zone, text)),
  ];
  return events.filter((e) => e.day >= range.from && e.day <= range.to).sort(byTime);
}
