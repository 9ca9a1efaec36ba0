/**
 * The breeder's clock: times entered and shown in the admin are Budapest's wall time, whatever
 * the server's or the phone's zone (a post "at 9:00" means 9:00 in Budapest).
 */
export const KENNEL_TIME_ZONE = 'Europe/Budapest';

const parts = new Intl.DateTimeFormat('en-GB', {
  timeZone: KENNEL_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** `YYYY-MM-DDTHH:mm` in Budapest for an instant: the value of a `datetime-local` input. */
export function toKennelLocal(iso: string): string {
  const p = Object.fromEntries(
    parts.formatToParts(new Date(iso)).map((part) => [part.type, part.value]),
  );
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`;
}

/** Minutes Budapest is ahead of UTC at the instant `ms`. */
function offsetAt(ms: number): number {
  const local = toKennelLocal(new Date(ms).toISOString());
  return Math.round((Date.parse(`${local}:00Z`) - Math.floor(ms / 60000) * 60000) / 60000);
}

/** The instant (ISO) of a Budapest wall time `YYYY-MM-DDTHH:mm`, or null when it is not one. */
export function fromKennelLocal(local: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(local)) return null;
  const asUtc = Date.parse(`${local}:00Z`);
  if (Number.isNaN(asUtc)) return null;
  // The offset at the guess, then at the corrected time (daylight saving changes between).
  let ms = asUtc - offsetAt(asUtc) * 60000;
  ms = asUtc - offsetAt(ms) * 60000;
  return new Date(ms).toISOString();
}
