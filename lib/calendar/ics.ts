/*
 * An iCalendar invitation (RFC 5545) for one booking, written here: one VEVENT, times in UTC,
 * text escaped (§3.3.11) and lines folded at 75 octets (§3.1), CRLF line ends. Every value goes
 * through escapeText, uriValue or param: a stored value with a line break in it (a meeting link
 * saved before links were checked) must not start a property of its own.
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
  return lines.map(foldLine).join('\r\n') + '\r\n';
}
