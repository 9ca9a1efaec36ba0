import { describe, expect, it } from 'vitest';
import {
  calendarEvents,
  type CalendarData,
  type CalendarLitter,
  type EventText,
} from '@/features/calendar/events';
import { feedRange, periodOf, validDay, weeksOf } from '@/features/calendar/period';
import { calendarRangeQuery, calendarSettingsSchema } from '@/features/calendar/schema';
import { eventText } from '@/features/calendar/server/calendar';
import { buildFeed, escapeText, foldLine, icsDay } from '@/lib/calendar/ics';

const ZONE = 'Europe/Budapest';
const SCHEDULES = { dewormingDays: [14, 28, 42, 56], vaccinationDays: [42, 56] };
const YEAR = { from: '2026-01-01', to: '2026-12-31' };

/** Keys and values, so a test reads what the events say without any language's words. */
const KEYS: EventText = {
  t: (key, values) => `${key}${values ? JSON.stringify(values) : ''}`,
  day: (day) => day,
};

const litter = (over: Partial<CalendarLitter>): CalendarLitter => ({
  id: 1,
  status: 'expected',
  mother: 'Mimi',
  sire: 'Bruno',
  matedAt: null,
  ovulationAt: null,
  expectedAt: null,
  bornAt: null,
  puppiesHome: true,
  ...over,
});

const data = (over: Partial<CalendarData>): CalendarData => ({
  litters: [],
  placements: [],
  bookings: [],
  ...over,
});

const summary = (events: ReturnType<typeof calendarEvents>) =>
  events.map((e) => `${e.day} ${e.kind} ${e.uid}`);

describe('the breeder’s calendar, from fixed records', () => {
  it('puts a due date on the worked-out day with its range, from the mating or the ovulation', () => {
    const events = calendarEvents(
      data({
        litters: [
          // Worked out: expectedAt is what the mating gives.
          litter({ id: 1, matedAt: '2026-03-01', expectedAt: '2026-05-03' }),
          litter({ id: 2, status: 'planned', ovulationAt: '2026-06-10', matedAt: '2026-06-11' }),
        ],
      }),
      SCHEDULES,
      YEAR,
      ZONE,
      KEYS,
    );
    expect(events).toEqual([
      {
        uid: 'litter-1-due',
        kind: 'due',
        day: '2026-05-03',
        range: { from: '2026-04-28', to: '2026-05-08' },
        title: 'dueTitle{"litter":"litterPair{\\"mother\\":\\"Mimi\\",\\"father\\":\\"Bruno\\"}"}',
        detail: 'dueDetail{"from":"2026-04-28","to":"2026-05-08","basis":"mating"}',
        href: '/admin/litters/edit/1',
      },
      expect.objectContaining({
        uid: 'litter-2-due',
        day: '2026-08-12',
        range: { from: '2026-08-11', to: '2026-08-13' },
      }),
    ]);
  });

  it('takes a due date the breeder gave, without a range; none once born or without dates', () => {
    const events = calendarEvents(
      data({
        litters: [
          litter({ id: 3, matedAt: '2026-03-01', expectedAt: '2026-05-06' }),
          litter({ id: 4 }),
          litter({ id: 5, status: 'born', matedAt: '2026-01-01', bornAt: '2026-03-02' }),
        ],
      }),
      { dewormingDays: [], vaccinationDays: [] },
      YEAR,
      ZONE,
      KEYS,
    );
    expect(events.filter((e) => e.kind === 'due')).toEqual([
      expect.objectContaining({ uid: 'litter-3-due', day: '2026-05-06', detail: 'dueOwnDate' }),
    ]);
    expect(events.find((e) => e.uid === 'litter-3-due')).not.toHaveProperty('range');
  });

  it('counts care days and the go-home day from a litter’s birth, while puppies are home', () => {
    const born = litter({ id: 7, status: 'born', sire: null, bornAt: '2026-04-01' });
    const events = calendarEvents(data({ litters: [born] }), SCHEDULES, YEAR, ZONE, KEYS);
    expect(summary(events)).toEqual([
      '2026-04-15 deworming litter-7-deworming-14',
      '2026-04-29 deworming litter-7-deworming-28',
      '2026-05-13 deworming litter-7-deworming-42',
      '2026-05-13 vaccination litter-7-vaccination-42',
      '2026-05-27 deworming litter-7-deworming-56',
      '2026-05-27 litterGoHome litter-7-go-home',
      '2026-05-27 vaccination litter-7-vaccination-56',
    ]);
    expect(events[0]!.title).toBe(
      'dewormingTitle{"litter":"litterOf{\\"mother\\":\\"Mimi\\"}","age":14}',
    );
    // Every puppy gone, or the litter closed: nothing more to do for it.
    for (const gone of [{ puppiesHome: false }, { status: 'closed' }]) {
      expect(
        calendarEvents(data({ litters: [{ ...born, ...gone }] }), SCHEDULES, YEAR, ZONE, KEYS),
      ).toEqual([]);
    }
  });

  it('keeps to the range asked for, both ends included', () => {
    const born = litter({ id: 7, status: 'ready', bornAt: '2026-04-01' });
    const range = { from: '2026-04-29', to: '2026-05-13' };
    expect(
      summary(calendarEvents(data({ litters: [born] }), SCHEDULES, range, ZONE, KEYS)),
    ).toEqual([
      '2026-04-29 deworming litter-7-deworming-28',
      '2026-05-13 deworming litter-7-deworming-42',
      '2026-05-13 vaccination litter-7-vaccination-42',
    ]);
  });

  it('gives each reserved buyer’s go-home day: 8 weeks in Hungary, 15 abroad', () => {
    const events = calendarEvents(
      data({
        placements: [
          { applicationId: 11, buyer: 'Éva', country: 'HU', puppy: 'Bogyó', bornAt: '2026-04-01' },
          { applicationId: 12, buyer: 'Anna', country: 'AT', puppy: null, bornAt: '2026-04-01' },
          { applicationId: 13, buyer: 'Kurt', country: 'DE', puppy: 'Max', bornAt: null },
        ],
      }),
      SCHEDULES,
      YEAR,
      ZONE,
      KEYS,
    );
    expect(events).toEqual([
      expect.objectContaining({
        uid: 'application-11-go-home',
        kind: 'puppyGoHome',
        day: '2026-05-27',
        title: 'puppyGoHomeTitle{"puppy":"Bogyó","buyer":"Éva"}',
        detail: 'puppyGoHomeDetail{"weeks":8,"abroad":"false"}',
        href: '/admin/applications/11',
      }),
      expect.objectContaining({
        uid: 'application-12-go-home',
        day: '2026-07-15',
        title: 'buyerGoHomeTitle{"buyer":"Anna"}',
        detail: 'puppyGoHomeDetail{"weeks":15,"abroad":"true"}',
      }),
    ]);
  });

  it('puts bookings on their day in the kennel’s zone with their times, after the day’s all-day events', () => {
    const events = calendarEvents(
      data({
        litters: [litter({ id: 1, matedAt: '2026-03-02', expectedAt: '2026-05-04' })],
        bookings: [
          {
            id: 5,
            kind: 'visit',
            name: 'Kovács Éva',
            email: 'eva@example.hu',
            // 00:30 on 4 May in Budapest (summer time).
            startsAt: new Date('2026-05-03T22:30:00Z'),
            endsAt: new Date('2026-05-03T23:30:00Z'),
          },
        ],
      }),
      SCHEDULES,
      { from: '2026-05-04', to: '2026-05-04' },
      ZONE,
      KEYS,
    );
    expect(events.map((e) => e.uid)).toEqual(['litter-1-due', 'booking-5-calendar']);
    expect(events[1]).toEqual({
      uid: 'booking-5-calendar',
      kind: 'visit',
      day: '2026-05-04',
      start: '2026-05-03T22:30:00.000Z',
      end: '2026-05-03T23:30:00.000Z',
      title: 'visitTitle{"name":"Kovács Éva"}',
      detail: 'eva@example.hu',
      href: '/admin/bookings?day=2026-05-04',
    });
  });

  it('writes its titles in the admin’s language', () => {
    const records = data({
      litters: [litter({ id: 1, matedAt: '2026-03-01', expectedAt: '2026-05-03' })],
      placements: [
        { applicationId: 2, buyer: 'Anna', country: 'AT', puppy: 'Bogyó', bornAt: '2026-04-01' },
      ],
    });
    const titles = (locale: 'en' | 'hu' | 'de') =>
      calendarEvents(records, SCHEDULES, YEAR, ZONE, eventText(locale)).map((e) => e.title);
    expect(titles('en')).toEqual(['Due: Mimi × Bruno', 'Bogyó goes home to Anna']);
    expect(titles('hu')).toEqual([
      'Várható ellés: Mimi × Bruno',
      'Bogyó új gazdájához költözik: Anna',
    ]);
    expect(titles('de')).toEqual(['Geburtstermin: Mimi × Bruno', 'Bogyó zieht zu Anna']);
    const [due] = calendarEvents(records, SCHEDULES, YEAR, ZONE, eventText('de'));
    expect(due!.detail).toBe(
      'Erwartet zwischen 28. April 2026 und 8. Mai 2026, gerechnet ab dem Deckakt.',
    );
  });
});

describe('the care schedules', () => {
  const parse = (dewormingDays: unknown, vaccinationDays: unknown = [42]) =>
    calendarSettingsSchema.safeParse({ dewormingDays, vaccinationDays, version: 0 });
  const refusal = (result: ReturnType<typeof parse>) =>
    result.error?.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`);

  it('takes whole days 0–120, ascending, each once, at most 12', () => {
    expect(parse([0, 14, 120]).data?.dewormingDays).toEqual([0, 14, 120]);
    expect(parse([]).success).toBe(true);
    expect(parse(Array.from({ length: 12 }, (_, i) => i * 10)).success).toBe(true);
  });

  it('refuses anything else beside the field it is in', () => {
    expect(refusal(parse([14, 121]))).toEqual(['dewormingDays invalidCareDay']);
    expect(refusal(parse([-1]))).toEqual(['dewormingDays invalidCareDay']);
    expect(refusal(parse([1.5]))).toEqual(['dewormingDays invalidCareDay']);
    expect(refusal(parse(['14']))).toEqual(['dewormingDays invalidCareDay']);
    expect(refusal(parse([14, 14]))).toEqual(['dewormingDays duplicateCareDay']);
    expect(refusal(parse([28, 14]))).toEqual(['dewormingDays careDaysUnsorted']);
    expect(refusal(parse(Array.from({ length: 13 }, (_, i) => i)))).toEqual([
      'dewormingDays tooManyCareDays',
    ]);
    expect(refusal(parse('14, 28'))).toEqual(['dewormingDays invalidCareDays']);
    expect(refusal(parse([14], [56, 42]))).toEqual(['vaccinationDays careDaysUnsorted']);
  });

  it('a range is at most 400 days, and not backwards', () => {
    expect(calendarRangeQuery.safeParse({ from: '2026-01-01', to: '2027-02-04' }).success).toBe(
      true,
    );
    expect(
      calendarRangeQuery.safeParse({ from: '2026-01-01', to: '2027-02-05' }).error?.issues[0]
        ?.message,
    ).toBe('rangeTooLong');
    expect(
      calendarRangeQuery.safeParse({ from: '2026-01-02', to: '2026-01-01' }).error?.issues[0]
        ?.message,
    ).toBe('rangeReversed');
  });
});

describe('the calendar screen’s periods', () => {
  it('a week runs Monday to Sunday, a month from its first day to its last', () => {
    expect(periodOf('week', '2026-05-07')).toEqual({
      view: 'week',
      from: '2026-05-04',
      to: '2026-05-10',
      previous: '2026-04-27',
      next: '2026-05-11',
    });
    expect(periodOf('month', '2026-12-15')).toEqual({
      view: 'month',
      from: '2026-12-01',
      to: '2026-12-31',
      previous: '2026-11-01',
      next: '2027-01-01',
    });
    expect(periodOf('month', '2028-02-10').to).toBe('2028-02-29');
  });

  it('the feed holds the last 60 days and a year ahead', () => {
    expect(feedRange('2026-05-04')).toEqual({ from: '2026-03-05', to: '2027-05-04' });
    expect(feedRange('2027-06-30').to).toBe('2028-06-30');
    expect(feedRange('2028-02-29').to).toBe('2029-03-01');
  });

  it('splits a month into its weeks and takes only real days', () => {
    const weeks = weeksOf('2026-05-01', '2026-05-31');
    expect(weeks.map((w) => w.start)).toEqual([
      '2026-04-27',
      '2026-05-04',
      '2026-05-11',
      '2026-05-18',
      '2026-05-25',
    ]);
    expect(weeks[0]!.days).toEqual(['2026-05-01', '2026-05-02', '2026-05-03']);
    expect(validDay('2026-02-30', '2026-01-01')).toBe('2026-01-01');
    expect(validDay('2026-02-28', '2026-01-01')).toBe('2026-02-28');
  });
});

// RFC 5545's own examples (https://www.rfc-editor.org/rfc/rfc5545), written by our writer.
describe('the feed, against RFC 5545’s examples', () => {
  const unfold = (text: string) => text.replace(/\r\n[ \t]/g, '');
  const octets = (line: string) => new TextEncoder().encode(line).length;

  it('folds as §3.1 unfolds: a CRLF and one space, lines of at most 75 octets', () => {
    // §3.1's example, folded the RFC's way, reads back as its one line.
    const rfc = 'DESCRIPTION:This is a lo\r\n ng description\r\n  that exists on a long line.';
    expect(unfold(rfc)).toBe('DESCRIPTION:This is a long description that exists on a long line.');
    const long = `DESCRIPTION:${'This is a long description that exists on a long line. '.repeat(4)}`;
    const folded = foldLine(long);
    expect(folded.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
    expect(unfold(folded)).toBe(long);
  });

  it('escapes TEXT as §3.3.11 does: backslash, semicolon, comma and line ends', () => {
    // §3.3.11's example.
    expect(escapeText('Project XYZ Final Review\nConference Room - 3B\nCome Prepared.')).toBe(
      'Project XYZ Final Review\\nConference Room - 3B\\nCome Prepared.',
    );
    expect(escapeText('a\\b;c,d\r\ne')).toBe('a\\\\b\\;c\\,d\\ne');
  });

  it('writes DATE values as §3.3.4 and a multi-day event as §3.6.1’s example', () => {
    expect(icsDay('1997-07-14')).toBe('19970714');
    const ics = buildFeed({
      prodId: '-//kennel.example//breeder calendar//EN',
      name: 'Kennel, calendar',
      stamp: new Date('2007-04-23T12:34:32Z'),
      events: [
        {
          uid: '20070423T123432Z-541111@example.com',
          day: '2007-06-28',
          lastDay: '2007-07-08',
          summary: 'Festival International de Jazz de Montreal',
        },
      ],
    });
    const lines = unfold(ics).split('\r\n');
    const event = lines.slice(lines.indexOf('BEGIN:VEVENT'), lines.indexOf('END:VEVENT') + 1);
    // §3.6.1: "DTEND" is set to July 9th, the non-inclusive end of the event.
    expect(event).toEqual([
      'BEGIN:VEVENT',
      'UID:20070423T123432Z-541111@example.com',
      'DTSTAMP:20070423T123432Z',
      'DTSTART;VALUE=DATE:20070628',
      'DTEND;VALUE=DATE:20070709',
      'TRANSP:TRANSPARENT',
      'SUMMARY:Festival International de Jazz de Montreal',
      'END:VEVENT',
    ]);
  });

  it('writes a published calendar with a timed event as §4’s example', () => {
    const ics = buildFeed({
      prodId: '-//xyz Corp//NONSGML PDA Calendar Version 1.0//EN',
      name: 'Mimi’s kennel; breeder’s calendar',
      stamp: new Date('1996-07-04T12:00:00Z'),
      events: [
        {
          uid: 'uid1@example.com',
          start: new Date('1996-09-18T14:30:00Z'),
          end: new Date('1996-09-20T22:00:00Z'),
          summary: 'Networld+Interop Conference',
          description:
            'Networld+Interop Conference and Exhibit\nAtlanta World Congress Center\nAtlanta, Georgia',
          url: 'https://kennel.example/admin/bookings?day=1996-09-18',
        },
      ],
    });
    expect(ics.endsWith('\r\n')).toBe(true);
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(ics.split('\r\n').every((line) => octets(line) <= 75)).toBe(true);
    const lines = unfold(ics).split('\r\n');
    expect(lines.slice(0, 8)).toEqual([
      'BEGIN:VCALENDAR',
      'VERSION:2.0',
      'PRODID:-//xyz Corp//NONSGML PDA Calendar Version 1.0//EN',
      'CALSCALE:GREGORIAN',
      'NAME:Mimi’s kennel\\; breeder’s calendar',
      'X-WR-CALNAME:Mimi’s kennel\\; breeder’s calendar',
      'REFRESH-INTERVAL;VALUE=DURATION:PT60M',
      'X-PUBLISHED-TTL:PT60M',
    ]);
    // A subscribed feed is no iTIP message: PUBLISH would want an ORGANIZER (RFC 5546 §3.2.1).
    expect(lines.some((line) => line.startsWith('METHOD:'))).toBe(false);
    expect(lines).toContain('DTSTAMP:19960704T120000Z');
    expect(lines).toContain('DTSTART:19960918T143000Z');
    expect(lines).toContain('DTEND:19960920T220000Z');
    expect(lines).toContain('SUMMARY:Networld+Interop Conference');
    // §4 writes this DESCRIPTION folded over three lines; unfolded it is this.
    expect(lines).toContain(
      'DESCRIPTION:Networld+Interop Conference and Exhibit\\nAtlanta World Congress Center\\nAtlanta\\, Georgia',
    );
    expect(lines).toContain('URL:https://kennel.example/admin/bookings?day=1996-09-18');
    expect(lines.at(-2)).toBe('END:VCALENDAR');
  });

  it('keeps a value with line breaks on its own line', () => {
    const ics = buildFeed({
      prodId: 'p',
      name: 'n',
      stamp: new Date('2026-01-01T00:00:00Z'),
      events: [{ uid: 'u\r\nX-EVIL:1', day: '2026-01-02', summary: 'a\nBEGIN:VALARM' }],
    });
    const lines = unfold(ics).split('\r\n');
    expect(lines.some((line) => line.startsWith('X-EVIL') || line === 'BEGIN:VALARM')).toBe(false);
    expect(lines).toContain('SUMMARY:a\\nBEGIN:VALARM');
  });
});
