'use client';

import { useSyncExternalStore } from 'react';
import { formatSlotRange, formatSlotStart } from '@/lib/calendar/format';

/** The browser's own zone, or null before hydration (the server renders the kennel's). */
const never = () => () => {};
const browserZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;
const useBrowserZone = (): string | null => useSyncExternalStore(never, browserZone, () => null);

interface LocalTimeProps {
  locale: string;
  startsAt: string;
  endsAt?: string;
  /** The kennel's zone, in which the server rendered it. */
  zone: string;
}

/** A slot's time in the kennel's zone from the server, then in the viewer's once the page runs. */
export function LocalTime({ locale, startsAt, endsAt, zone }: LocalTimeProps) {
  const shown = useBrowserZone() ?? zone;
  return (
    <time dateTime={startsAt}>
      {endsAt
        ? formatSlotRange(locale, startsAt, endsAt, shown)
        : formatSlotStart(locale, startsAt, shown)}
    </time>
  );
}

interface ZoneNoteProps {
  /** "Times are shown in the {zone} time zone." for the kennel's zone. */
  kennel: string;
  /** The same for the viewer's zone, with `\u0000` where the zone goes. */
  local: string;
  zone: string;
}

/** Says which zone the times are in: the kennel's, or the viewer's once the page runs. */
export function ZoneNote({ kennel, local, zone }: ZoneNoteProps) {
  const browser = useBrowserZone();
  return (
    <p className="small text-body-secondary mb-2">
      {browser && browser !== zone ? local.replace('\u0000', browser) : kennel}
    </p>
  );
}
