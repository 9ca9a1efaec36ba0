import { z } from '@/lib/validation/zod';
import { infoVersion } from '@/lib/validation/version';

/*
 * The breeder's calendar (docs/calendar.md): the care schedules she sets once, the events of a
 * date range as the screens and the API show them, and the private feed's key.
 */

/** A care day counts from the birth: day 0 is the birthday, day 120 about 17 weeks. */
export const MAX_CARE_DAY = 120;
/** The most days one schedule holds. */
export const MAX_CARE_DAYS = 12;

const isCareDay = (day: unknown): day is number =>
  Number.isInteger(day) && (day as number) >= 0 && (day as number) <= MAX_CARE_DAY;

/**
 * One schedule: whole days from birth, 0–120, in order, each once, at most 12. Each refusal
 * names the schedule (the field), not a place in the list: the form shows it beside the field.
 */
const careDays = z
  .array(z.unknown(), { error: 'invalidCareDays' })
  .max(MAX_CARE_DAYS, { error: 'tooManyCareDays' })
  .superRefine((days, ctx) => {
    if (!days.every(isCareDay)) ctx.addIssue({ code: 'custom', message: 'invalidCareDay' });
    else if (new Set(days).size !== days.length) {
      ctx.addIssue({ code: 'custom', message: 'duplicateCareDay' });
    } else if (days.some((day, i) => i > 0 && day < (days[i - 1] as number))) {
      ctx.addIssue({ code: 'custom', message: 'careDaysUnsorted' });
    }
  })
  .transform((days) => days as number[])
  .meta({
    description: `Whole days from birth, 0–${MAX_CARE_DAY}, ascending, no repeats, at most ${MAX_CARE_DAYS}`,
    items: { type: 'integer', minimum: 0, maximum: MAX_CARE_DAY },
  });

/** `PUT /api/admin/calendar/settings`: both schedules, with the version they were read at. */
export const calendarSettingsSchema = z.strictObject({
  dewormingDays: careDays,
  vaccinationDays: careDays,
  /** 0 before the first save. */
  version: infoVersion.optional(),
});
export type CalendarSettingsInput = z.output<typeof calendarSettingsSchema>;

export interface CalendarSettingsView {
  dewormingDays: number[];
  vaccinationDays: number[];
  version: number;
  /** When the feed's key was made; null while there is none. */
  feedKeyCreatedAt: string | null;
}

/** The longest range one request lists. */
export const MAX_RANGE_DAYS = 400;

/** `GET /api/admin/calendar?from=&to=`: days in the kennel's zone, both included. */
export const calendarRangeQuery = z
  .strictObject({
    from: z.iso.date({ error: 'invalidDate' }),
    to: z.iso.date({ error: 'invalidDate' }),
  })
  .superRefine((range, ctx) => {
    const days = (Date.parse(range.to) - Date.parse(range.from)) / 86_400_000;
    if (days < 0) ctx.addIssue({ code: 'custom', message: 'rangeReversed', path: ['to'] });
    else if (days >= MAX_RANGE_DAYS) {
      ctx.addIssue({ code: 'custom', message: 'rangeTooLong', path: ['to'] });
    }
  });

export const CALENDAR_EVENT_KINDS = [
  'due',
  'deworming',
  'vaccination',
  'litterGoHome',
  'puppyGoHome',
  'video',
  'visit',
] as const;
export type CalendarEventKind = (typeof CALENDAR_EVENT_KINDS)[number];

/** One event of the breeder's calendar, in the language it was asked for. */
export interface CalendarEvent {
  /** Stable from one reading to the next (the feed's UID, with the site's host). */
  uid: string;
  kind: CalendarEventKind;
  /** `YYYY-MM-DD` in the kennel's zone: the day it is on (a timed event's first day). */
  day: string;
  /** A timed event's start and end (ISO, UTC); absent for an all-day one. */
  start?: string;
  end?: string;
  /** A due date's range, first and last day. */
  range?: { from: string; to: string };
  title: string;
  /** More about it, one line or a few. */
  detail: string;
  /** The admin screen it belongs to. */
  href: string;
}

/** `POST /api/admin/calendar/key`: the new key, shown once, and the feed's address with it. */
export interface FeedKeyView {
  key: string;
  url: string;
  /** The same address for calendar apps (`webcal://`). */
  webcal: string;
  createdAt: string;
}
