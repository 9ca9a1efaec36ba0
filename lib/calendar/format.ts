/** A slot as people read it: "Mon, 4 May, 10:00–10:30" in `zone`, Intl only (no date library). */
export function formatSlotRange(locale: string, startsAt: string, endsAt: string, zone: string) {
  const day = new Intl.DateTimeFormat(locale, {
    weekday: 'short',
    day: 'numeric',
    month: 'long',
    timeZone: zone,
  }).format(new Date(startsAt));
  const time = new Intl.DateTimeFormat(locale, {
    hour: '2-digit',
    minute: '2-digit',
    timeZone: zone,
  });
  return `${day}, ${time.format(new Date(startsAt))}–${time.format(new Date(endsAt))}`;
}

/** A moment with its date in full: "Monday, 14 December 2026, 14:00" (the zone given apart). */
export const FULL_MOMENT = {
  weekday: 'long',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
} as const satisfies Intl.DateTimeFormatOptions;

/** The same with the date in full and the zone named (a booking's own line). */
export function formatSlotStart(locale: string, startsAt: string, zone: string) {
  return new Intl.DateTimeFormat(locale, {
    ...FULL_MOMENT,
    timeZone: zone,
    timeZoneName: 'short',
  }).format(new Date(startsAt));
}
