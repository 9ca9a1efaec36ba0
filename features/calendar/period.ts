import { addDays } from '@/lib/sale-dates';

/*
 * The calendar screen's periods: a week from Monday, or a month from its first day, with the
 * days before and after to step to. Days are `YYYY-MM-DD`; plain date arithmetic in UTC.
 */

export const CALENDAR_VIEWS = ['week', 'month'] as const;
export type CalendarView = (typeof CALENDAR_VIEWS)[number];

/** How far ahead the admin's home screen looks. */
export const COMING_UP_DAYS = 14;

export interface Period {
  view: CalendarView;
  from: string;
  to: string;
  previous: string;
  next: string;
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `day` when it is a real day, else `fallback`. */
export function validDay(day: unknown, fallback: string): string {
  if (typeof day !== 'string' || !DAY.test(day)) return fallback;
  return addDays(day, 0) === day ? day : fallback;
}

/** The week (Monday to Sunday) or the month `day` lies in. */
export function periodOf(view: CalendarView, day: string): Period {
  if (view === 'week') {
    const weekday = (new Date(`${day}T00:00:00Z`).getUTCDay() + 6) % 7;
    const from = addDays(day, -weekday)!;
    return {
      view,
      from,
      to: addDays(from, 6)!,
      previous: addDays(from, -7)!,
      next: addDays(from, 7)!,
    };
  }
  const [year, month] = day.split('-').map(Number) as [number, number];
  const first = (y: number, m: number) =>
    new Date(Date.UTC(y, m - 1, 1)).toISOString().slice(0, 10);
  const from = first(year, month);
  const next = first(year, month + 1);
  return { view, from, to: addDays(next, -1)!, previous: first(year, month - 1), next };
}

/** The Mondays that start the weeks with days in `from`…`to`, each with its days in the range. */
export function weeksOf(from: string, to: string): { start: string; days: string[] }[] {
  const weeks: { start: string; days: string[] }[] = [];
  for (let day = from; day <= to; day = addDays(day, 1)!) {
    const start = periodOf('week', day).from;
    if (weeks.at(-1)?.start !== start) weeks.push({ start, days: [] });
    weeks.at(-1)!.days.push(day);
  }
  return weeks;
}

/** The days before today the private feed holds. */
export const FEED_DAYS_BEFORE = 60;

/** What the private feed holds: the last two months and a year ahead (today's date next year). */
export function feedRange(today: string): { from: string; to: string } {
  const [year, month, day] = today.split('-').map(Number) as [number, number, number];
  // 29 February's date next year is 1 March.
  const next = new Date(Date.UTC(year + 1, month - 1, day)).toISOString().slice(0, 10);
  return { from: addDays(today, -FEED_DAYS_BEFORE)!, to: next };
}

/** `count` days from `from` on. */
export const daysFrom = (from: string, count: number) =>
  Array.from({ length: count }, (_, i) => addDays(from, i)!);
