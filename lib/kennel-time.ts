import { offsetMinutes, wallTime } from './calendar/zone';

/**
 * The breeder's clock: times entered and shown in the admin are Budapest's wall time, whatever
 * the server's or the phone's zone (a post "at 9:00" means 9:00 in Budapest).
 */
export const KENNEL_TIME_ZONE = 'Europe/Budapest';

/** `YYYY-MM-DDTHH:mm` in Budapest for an instant: the value of a `datetime-local` input. */
export function toKennelLocal(iso: string): string {
  return wallTime(new Date(iso), KENNEL_TIME_ZONE);
}

/** The instant (ISO) of a Budapest wall time `YYYY-MM-DDTHH:mm`, or null when it is not one. */
export function fromKennelLocal(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // The offset at the guess, then at the corrected time (daylight saving changes between).
  let ms = asUtc - offsetMinutes(asUtc, KENNEL_TIME_ZONE) * 60000;
  ms = asUtc - offsetMinutes(ms, KENNEL_TIME_ZONE) * 60000;
  return new Date(ms).toISOString();
}
