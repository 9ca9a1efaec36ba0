import { describe, expect, it } from 'vitest';
import { buildIcs, escapeText, foldLine, icsDate, uriValue } from '@/lib/calendar/ics';
import { slotTimes, overlaps } from '@/lib/calendar/slots';
import { dayBounds, wallTime, zonedToUtc } from '@/lib/calendar/zone';
import { bookingSettingsSchema } from '@/features/bookings/schema';

const BUDAPEST = 'Europe/Budapest';
const octets = (line: string) => new TextEncoder().encode(line).length;

describe('time zones', () => {
  it('turns Budapest wall times into UTC in winter and in summer', () => {
    expect(zonedToUtc('2026-01-15T10:00', BUDAPEST)?.toISOString()).toBe(
      '2026-01-15T09:00:00.000Z',
    );
    expect(zonedToUtc('2026-07-15T10:00', BUDAPEST)?.toISOString()).toBe(
      '2026-07-15T08:00:00.000Z',
    );
  });

  it('follows the change on the last Sunday of March (02:00 → 03:00)', () => {
    expect(zonedToUtc('2026-03-29T01:30', BUDAPEST)?.toISOString()).toBe(
      '2026-03-29T00:30:00.000Z',
    );
    expect(zonedToUtc('2026-03-29T03:30', BUDAPEST)?.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    // 02:30 does not exist that night: it is taken as the hour after the gap.
    expect(zonedToUtc('2026-03-29T02:30', BUDAPEST)?.toISOString()).toBe(
      '2026-03-29T01:30:00.000Z',
    );
    const day = dayBounds('2026-03-29', BUDAPEST)!;
    expect(day.end.getTime() - day.start.getTime()).toBe(23 * 3600_000);
  });

  it('follows the change on the last Sunday of October (03:00 → 02:00)', () => {
    // 02:30 happens twice: the first (summer time) is taken.
    expect(zonedToUtc('2026-10-25T02:30', BUDAPEST)?.toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
    expect(zonedToUtc('2026-10-25T03:30', BUDAPEST)?.toISOString()).toBe(
      '2026-10-25T02:30:00.000Z',
    );
    expect(wallTime(new Date('2026-10-25T01:30:00Z'), BUDAPEST)).toBe('2026-10-25T02:30');
    const day = dayBounds('2026-10-25', BUDAPEST)!;
    expect(day.end.getTime() - day.start.getTime()).toBe(25 * 3600_000);
  });

  it('refuses what is not a wall time', () => {
    expect(zonedToUtc('2026-02-30T10:00', BUDAPEST)).toBeNull();
    expect(zonedToUtc('10:00', BUDAPEST)).toBeNull();
  });
});

describe('slot maths', () => {
  it('opens back-to-back slots in real minutes, across the autumn change', () => {
    const slots = slotTimes('2026-10-25', '01:30', 60, 3, BUDAPEST)!;
    expect(slots.map((s) => s.startsAt.toISOString())).toEqual([
      '2026-10-24T23:30:00.000Z',
      '2026-10-25T00:30:00.000Z',
      '2026-10-25T01:30:00.000Z',
    ]);
    // Shown in Budapest: 01:30, 02:30 (summer), 02:30 (winter).
    expect(slots.map((s) => wallTime(s.startsAt, BUDAPEST).slice(11))).toEqual([
      '01:30',
      '02:30',
      '02:30',
    ]);
    expect(slots.every((s) => s.endsAt.getTime() - s.startsAt.getTime() === 3600_000)).toBe(true);
  });

  it('tells overlapping slots from touching ones', () => {
    const [a, b] = slotTimes('2026-05-04', '10:00', 30, 2, BUDAPEST)!;
    expect(overlaps(a!, b!)).toBe(false);
    const [c] = slotTimes('2026-05-04', '10:15', 30, 1, BUDAPEST)!;
    expect(overlaps(a!, c!)).toBe(true);
  });
});

describe('.ics', () => {
  it('escapes text values', () => {
    expect(escapeText('a\\b;c,d\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('folds lines at 75 octets without splitting a character', () => {
    const line = `DESCRIPTION:${'Ő'.repeat(100)}`;
    const folded = foldLine(line).split('\r\n');
    expect(folded.length).toBeGreaterThan(1);
    for (const part of folded) expect(octets(part)).toBeLessThanOrEqual(75);
    expect(folded.slice(1).every((part) => part.startsWith(' '))).toBe(true);
    expect(folded.map((p, i) => (i === 0 ? p : p.slice(1))).join('')).toBe(line);
    expect(foldLine('SHORT:x')).toBe('SHORT:x');
  });

  it('writes a REQUEST with UTC times, organizer and attendee', () => {
    const start = zonedToUtc('2026-03-29T10:00', BUDAPEST)!;
    const ics = buildIcs({
      uid: 'booking-7@kennel.example',
      stamp: new Date('2026-03-01T12:00:00Z'),
      start,
      end: new Date(start.getTime() + 30 * 60000),
      summary: 'Videóhívás, Bulldog; kennel',
      description: `Link: https://meet.example/abc\nBis bald, ${'x'.repeat(80)}`,
      url: 'https://meet.example/abc',
      location: 'https://meet.example/abc',
      organizer: { name: 'Kennel "Best"', email: 'breeder@kennel.example' },
      attendee: { name: 'Anna Müller', email: 'anna@example.com' },
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.split('\r\n').every((l) => octets(l) <= 75)).toBe(true);
    const unfolded = ics.replace(/\r\n /g, '');
    const lines = unfolded.split('\r\n');
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain('BEGIN:VEVENT');
    expect(lines).toContain('UID:booking-7@kennel.example');
    expect(lines).toContain('DTSTAMP:20260301T120000Z');
    // 10:00 in Budapest on the day summer time starts is 08:00 UTC.
    expect(lines).toContain('DTSTART:20260329T080000Z');
    expect(lines).toContain('DTEND:20260329T083000Z');
    expect(lines).toContain('SUMMARY:Videóhívás\\, Bulldog\\; kennel');
    expect(unfolded).toContain('DESCRIPTION:Link: https://meet.example/abc\\nBis bald\\, xxx');
    expect(lines).toContain('ORGANIZER;CN="Kennel Best":mailto:breeder@kennel.example');
    expect(unfolded).toMatch(/ATTENDEE;CN="Anna Müller";[^:]*:mailto:anna@example\.com/);
    expect(lines.at(-2)).toBe('END:VCALENDAR');
    expect(icsDate(new Date('2026-10-25T01:30:00.000Z'))).toBe('20261025T013000Z');
  });

  it('cancels with the same UID', () => {
    const ics = buildIcs({
      uid: 'u1',
      stamp: new Date(),
      start: new Date('2026-05-01T08:00:00Z'),
      end: new Date('2026-05-01T09:00:00Z'),
      summary: 's',
      description: 'd',
      organizer: { name: 'k', email: 'k@x.example' },
      attendee: { name: 'a', email: 'a@x.example' },
      method: 'CANCEL',
      sequence: 1,
    });
    expect(ics).toContain('METHOD:CANCEL\r\n');
    expect(ics).toContain('STATUS:CANCELLED\r\n');
    expect(ics).toContain('SEQUENCE:1\r\n');
  });
});

describe('.ics values that try to start a line of their own', () => {
  const INJECTED = '\r\nATTENDEE;CN=x:mailto:evil@example.com';

  it('keeps every value on its own line, folded at 75 octets', () => {
    const ics = buildIcs({
      uid: `booking-1@kennel.example${INJECTED}`,
      stamp: new Date('2026-03-01T12:00:00Z'),
      start: new Date('2026-05-01T08:00:00Z'),
      end: new Date('2026-05-01T08:30:00Z'),
      summary: `Video call${INJECTED}`,
      description: `Join: https://meet.example/abc${INJECTED}\rX-A:1\nX-B:2\u0000\u001f`,
      location: `https://meet.example/abc${INJECTED}`,
      url: `https://meet.example/abc${INJECTED}`,
      organizer: { name: `Kennel${INJECTED}`, email: `breeder@kennel.example${INJECTED}` },
      attendee: { name: 'Anna\u0007 "Müller"', email: `anna@example.com${INJECTED}` },
    });
    const physical = ics.split('\r\n');
    for (const line of physical) {
      expect(octets(line)).toBeLessThanOrEqual(75);
      // No bare CR or LF, nor any other control a reader could take for a line end.
      expect(line).not.toMatch(/[\u0000-\u0008\u000A-\u001F\u007F]/);
    }
    const lines = ics.replace(/\r\n[ \t]/g, '').split('\r\n');
    expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toEqual([
      'ATTENDEE;CN="Anna Müller";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED:' +
        'mailto:anna@example.com%0D%0AATTENDEE;CN=x:mailto:evil@example.com',
    ]);
    expect(lines.some((line) => /^X-/.test(line))).toBe(false);
    expect(lines).toContain(
      'URL:https://meet.example/abc%0D%0AATTENDEE;CN=x:mailto:evil@example.com',
    );
    expect(lines).toContain(
      'LOCATION:https://meet.example/abc\\nATTENDEE\\;CN=x:mailto:evil@example.com',
    );
    expect(lines).toContain(
      'UID:booking-1@kennel.example\\nATTENDEE\\;CN=x:mailto:evil@example.com',
    );
    // Every unfolded line is a property of the event or the calendar, nothing else.
    expect(
      lines.slice(0, -1).every((line) => /^[A-Z]+(;[A-Z-]+=("[^"]*"|[^;:"]*))*:/.test(line)),
    ).toBe(true);
  });

  it('percent-encodes what a URI cannot hold', () => {
    expect(uriValue('https://meet.example/a b\tc')).toBe('https://meet.example/a%20b%09c');
    expect(uriValue('mailto:éva@example.hu')).toBe('mailto:%C3%A9va@example.hu');
    expect(uriValue('https://meet.example/abc?x=1#y')).toBe('https://meet.example/abc?x=1#y');
  });

  it('drops the controls a TEXT value cannot hold, tabs kept', () => {
    expect(escapeText('a\u0000b\u001bc\u007fd\te')).toBe('abcd\te');
    // RFC 5545 §3.8.1.5's example of a DESCRIPTION.
    expect(
      escapeText(
        'Meeting to provide technical review for "Phoenix" design.\nHappy Face Conference Room.',
      ),
    ).toBe(
      'Meeting to provide technical review for "Phoenix" design.\\nHappy Face Conference Room.',
    );
  });
});

describe('the meeting link', () => {
  const meetingUrl = (value: string) => bookingSettingsSchema.safeParse({ meetingUrl: value });

  it('is stored as the URL parser writes it', () => {
    expect(meetingUrl(' HTTPS://Meet.Example/abc-defg ').data?.meetingUrl).toBe(
      'https://meet.example/abc-defg',
    );
    expect(meetingUrl('https://meet.example').data?.meetingUrl).toBe('https://meet.example/');
    expect(meetingUrl('https://zoom.example/j/1?pwd=ä').data?.meetingUrl).toBe(
      'https://zoom.example/j/1?pwd=%C3%A4',
    );
    expect(meetingUrl('').data?.meetingUrl).toBe('');
  });

  it('refuses a line break, a control character or a space inside', () => {
    for (const value of [
      'https://meet.example/abc\r\nATTENDEE;CN=x:mailto:evil@example.com',
      'https://meet.example/abc\nx',
      'https://meet.example/a\u0000b',
      'https://meet.example/a b',
      'https://\u0007meet.example/',
      'javascript:alert(1)',
    ]) {
      const result = meetingUrl(value);
      expect(result.success, value).toBe(false);
      expect(result.error?.issues.map((issue) => issue.message)).toEqual(['invalidUrl']);
    }
  });
});
