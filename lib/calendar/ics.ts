/*
 * iCalendar (RFC 5545), written here: an invitation for one booking (buildIcs) and the breeder's
 * subscribed feed (buildFeed). Times in UTC, days as DATE values (§3.3.4), text escaped
 * (§3.3.11) and lines folded at 75 octets (§3.1), CRLF line ends. Every value goes through
 * escapeText, uriValue or param: a stored value with a line break in it (a meeting link saved
 * before links were checked) must not start a property of its own.
 */

export interface IcsEvent {
  /** Unique and stable for the booking: a cancellation reuses it. */
  uid: string;
  stamp: Date;
  start: Date;
  end: Date;
  summary: string;
  description: string;
  /** A place (a visit) or the meeting's URL (a video call). */
  location?: string;
  url?: string;
  organizer: { name: string; email: string };
  attendee: { name: string; email: string };
  /** REQUEST invites; CANCEL withdraws the invitation with the same UID. */
  method?: 'REQUEST' | 'CANCEL';
  /** Raised with every change to the event (0 first, 1 when cancelled). */
  sequence?: number;
}

/** `YYYYMMDDTHHMMSSZ` */
export function icsDate(at: Date): string {
  return at
    .toISOString()
    .replace(/\.\d{3}Z$/, 'Z')
    .replace(/[-:]/g, '');
}

/** The CONTROL characters of §3.1 (all but HTAB), which no TEXT or parameter value may hold. */
const CONTROL = /[\u0000-\u0008\u000A-\u001F\u007F]/g;

/** TEXT values: backslash, semicolon, comma and line ends escaped, other controls dropped. */
export function escapeText(value: string): string {
  return value
    .replace(/\\/g, '\\\\')
    .replace(/;/g, '\\;')
    .replace(/,/g, '\\,')
    .replace(/\r\n|\r|\n/g, '\\n')
    .replace(CONTROL, '');
}

const encoder = new TextEncoder();

/**
 * URI and CAL-ADDRESS values (URL, mailto:), which have no escapes: controls, spaces and
 * non-ASCII characters percent-encoded as UTF-8, as a URI writes them (RFC 3986).
 */
export function uriValue(value: string): string {
  return value.replace(/[^\u0021-\u007E]/gu, (char) =>
    [...encoder.encode(char)]
      .map((byte) => `%${byte.toString(16).toUpperCase().padStart(2, '0')}`)
      .join(''),
  );
}

/** A parameter value (CN): quoted, with the characters a quoted value cannot hold dropped. */
const param = (value: string) => `"${value.replace(CONTROL, '').replace(/"/g, '')}"`;

/** One content line folded to 75 octets a line, never inside a UTF-8 character. */
export function foldLine(line: string): string {
  const out: string[] = [];
  let current = '';
  let octets = 0;
  for (const char of line) {
    const size = encoder.encode(char).length;
    // Continuation lines start with a space, which counts towards their 75.
    if (octets + size > 75) {
      out.push(current);
      current = ' ';
      octets = 1;
    }
    current += char;
    octets += size;
  }
  out.push(current);
  return out.join('\r\n');
}

/** `YYYYMMDD`: a DATE value (§3.3.4) of the day `YYYY-MM-DD`. */
export function icsDay(day: string): string {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) throw new Error(`not a day: ${day}`);
  return day.replace(/-/g, '');
}

/** The day after `YYYY-MM-DD`: an all-day event's DTEND, which is not part of it (§3.6.1). */
function nextDay(day: string): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
}

/** Content lines as a calendar object: each folded, CRLF after every one. */
const serialize = (lines: string[]) => lines.map(foldLine).join('\r\n') + '\r\n';

export function buildIcs(event: IcsEvent): string {
  const method = event.method ?? 'REQUEST';
  const mailto = (email: string) => uriValue(`mailto:${email}`);
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    'PRODID:-//kennel//bookings//EN',
    'CALSCALE:GREGORIAN',
    `METHOD:${method}`,
    'BEGIN:VEVENT',
    `UID:${escapeText(event.uid)}`,
    `SEQUENCE:${event.sequence ?? 0}`,
    `DTSTAMP:${icsDate(event.stamp)}`,
    `DTSTART:${icsDate(event.start)}`,
    `DTEND:${icsDate(event.end)}`,
    `SUMMARY:${escapeText(event.summary)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(event.location ? [`LOCATION:${escapeText(event.location)}`] : []),
    ...(event.url ? [`URL:${uriValue(event.url)}`] : []),
    `ORGANIZER;CN=${param(event.organizer.name)}:${mailto(event.organizer.email)}`,
    `ATTENDEE;CN=${param(event.attendee.name)};ROLE=REQ-PARTICIPANT;PARTSTAT=${
      method === 'CANCEL' ? 'DECLINED' : 'ACCEPTED'
    }:${mailto(event.attendee.email)}`,
    `STATUS:${method === 'CANCEL' ? 'CANCELLED' : 'CONFIRMED'}`,
    'END:VEVENT',
    'END:VCALENDAR',
  ];
  return serialize(lines);
}

/** One event of a published calendar: on a day (or days), or at a time. */
export type FeedEvent = {
  /** Unique and stable: the same event keeps it from one fetch of the feed to the next. */
  uid: string;
  summary: string;
  description?: string;
  url?: string;
  location?: string;
} & (
  | { /** `YYYY-MM-DD`, and the last day for several (inclusive). */ day: string; lastDay?: string }
  | { start: Date; end: Date }
);

export interface Feed {
  /** The product identifier (§3.7.3), e.g. `-//kennel//calendar//EN`. */
  prodId: string;
  /** The calendar's name in the subscriber's app (X-WR-CALNAME, and NAME of RFC 7986). */
  name: string;
  /** When the feed was written: every event's DTSTAMP. */
  stamp: Date;
  /** How often a subscriber should fetch it again (RFC 7986 REFRESH-INTERVAL), in minutes. */
  refreshMinutes?: number;
  events: FeedEvent[];
}

/**
 * A calendar to subscribe to (RFC 5545), without METHOD: it is no iTIP message, and RFC 5546
 * §3.2.1's PUBLISH would want an ORGANIZER. All-day events as DATE values with the day after as
 * DTEND, timed ones in UTC; marked free time (TRANSP), as reminders of the day rather than
 * meetings, except timed ones.
 */
export function buildFeed(feed: Feed): string {
  const refresh = `PT${feed.refreshMinutes ?? 60}M`;
  const lines = [
    'BEGIN:VCALENDAR',
    'VERSION:2.0',
    `PRODID:${escapeText(feed.prodId)}`,
    'CALSCALE:GREGORIAN',
    `NAME:${escapeText(feed.name)}`,
    `X-WR-CALNAME:${escapeText(feed.name)}`,
    `REFRESH-INTERVAL;VALUE=DURATION:${refresh}`,
    `X-PUBLISHED-TTL:${refresh}`,
  ];
  for (const event of feed.events) {
    lines.push('BEGIN:VEVENT', `UID:${escapeText(event.uid)}`, `DTSTAMP:${icsDate(feed.stamp)}`);
    if ('day' in event) {
      lines.push(
        `DTSTART;VALUE=DATE:${icsDay(event.day)}`,
        `DTEND;VALUE=DATE:${icsDay(nextDay(event.lastDay ?? event.day))}`,
        'TRANSP:TRANSPARENT',
      );
    } else {
      lines.push(`DTSTART:${icsDate(event.start)}`, `DTEND:${icsDate(event.end)}`);
    }
    lines.push(`SUMMARY:${escapeText(event.summary)}`);
    if (event.description) lines.push(`DESCRIPTION:${escapeText(event.description)}`);
    if (event.location) lines.push(`LOCATION:${escapeText(event.location)}`);
    if (event.url) lines.push(`URL:${uriValue(event.url)}`);
    lines.push('END:VEVENT');
  }
  lines.push('END:VCALENDAR');
  return serialize(lines);
}
