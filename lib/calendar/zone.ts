/*
 * Wall times in a named time zone and the instants they stand for, with Intl alone (no date
 * library): slots are stored in UTC and entered and shown in the kennel's zone or the viewer's.
 */

const formatters = new Map<string, Intl.DateTimeFormat>();

function partsIn(zone: string, ms: number): Record<string, string> {
  let format = formatters.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(zone, format);
  }
  return Object.fromEntries(format.formatToParts(new Date(ms)).map((p) => [p.type, p.value]));
}

/** Whether `zone` is an IANA zone this runtime knows. */
export function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** `YYYY-MM-DDTHH:mm`: the wall time in `zone` at the instant `at`. */
export function wallTime(at: Date, zone: string): string {
  const p = partsIn(zone, at.getTime());
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** Minutes `zone` is ahead of UTC at the instant `ms`. */
export function offsetMinutes(ms: number, zone: string): number {
  const local = Date.parse(`${wallTime(new Date(ms), zone)}:00Z`);
  return Math.round((local - Math.floor(ms / 60000) * 60000) / 60000);
}

/**
 * The instant of the wall time `local` (`YYYY-MM-DDTHH:mm`) in `zone`, or null when it is not one.
 * A time skipped by the spring change (02:30 in Budapest on the last Sunday of March) counts as
 * the hour after it; one that happens twice in autumn is the first (summer time).
 */
export function zonedToUtc(local: string, zone: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/.exec(local);
  if (!match) return null;
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc) || new Date(asUtc).toISOString().slice(0, 16) !== local) return null;
  // The offsets three hours either side, the earlier first: a doubled hour is taken in summer time.
  const before = offsetMinutes(asUtc - 3 * 3600_000, zone);
  const after = offsetMinutes(asUtc + 3 * 3600_000, zone);
  for (const offset of before === after ? [before] : [before, after]) {
    const ms = asUtc - offset * 60000;
    if (wallTime(new Date(ms), zone) === local) return new Date(ms);
  }
  // Skipped by the spring change: as far after the gap as it was into it.
  return new Date(asUtc - before * 60000);
}

/** The day (`YYYY-MM-DD`) in `zone` at the instant `at`. */
export const dayIn = (at: Date, zone: string) => wallTime(at, zone).slice(0, 10);

/** The instants a day in `zone` starts and ends (23 or 25 hours on the change days). */
export function dayBounds(day: string, zone: string): { start: Date; end: Date } | null {
  const start = zonedToUtc(`${day}T00:00`, zone);
  const next = new Date(Date.parse(`${day}T00:00:00Z`) + 86400_000).toISOString().slice(0, 10);
  const end = zonedToUtc(`${next}T00:00`, zone);
  return start && end ? { start, end } : null;
}
