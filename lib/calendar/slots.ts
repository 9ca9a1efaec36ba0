import { zonedToUtc } from './zone';

/** The longest slot and the most opened at once. */
export const MAX_SLOT_MINUTES = 240;
export const MAX_SLOTS_AT_ONCE = 12;

/**
 * `count` back-to-back slots of `minutes` from the wall time `day` `time` in `zone`, as UTC
 * instants; null when that wall time is not a date and time. Lengths are real minutes, so a slot
 * across a clock change is as long as any other.
 */
export function slotTimes(
  day: string,
  time: string,
  minutes: number,
  count: number,
  zone: string,
): { startsAt: Date; endsAt: Date }[] | null {
  const first = zonedToUtc(`${day}T${time}`, zone);
  if (!first) return null;
  return Array.from({ length: count }, (_, i) => {
    const startsAt = new Date(first.getTime() + i * minutes * 60000);
    return { startsAt, endsAt: new Date(startsAt.getTime() + minutes * 60000) };
  });
}

/** Whether two spans overlap (touching ends do not). */
export const overlaps = (
  a: { startsAt: Date; endsAt: Date },
  b: { startsAt: Date; endsAt: Date },
) => a.startsAt < b.endsAt && b.startsAt < a.endsAt;
