import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DOG, expectError, expectFieldError, signupAdmin } from './support/client';
import { applicationBody } from './support/application';
import { startServer, type TestServer } from './support/server';

// The breeder's calendar over HTTP: the care schedules (409 when stale, 422 beside the field),
// the events of a range, and the private feed by its key (a new key revokes the old one).
const ZONE = 'Europe/Budapest';

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
/** A litter expected in a month, and a visit booked in three days. */
const fixture = { litterId: 0, due: '', bookingId: 0, visitDay: '' };

/** A day `days` from now in the kennel's zone. */
const kennelDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() + days * 86_400_000),
  );

const admin = (path: string, method = 'GET', json?: unknown) =>
  call<any>(path, { method, token, ...(json === undefined ? {} : { json }) });

/** The feed at the address `url` gives (its path and query, on the test server). */
async function feedAt(url: string) {
  const { pathname, search } = new URL(url);
  const response = await fetch(`${server.url}${pathname}${search}`);
  return { status: response.status, headers: response.headers, text: await response.text() };
}

const unfolded = (ics: string) => ics.replace(/\r\n[ \t]/g, '').split('\r\n');

beforeAll(async () => {
  server = await startServer();
  call = client(server.url);
  token = await signupAdmin(call);
  const mother = await admin('/admin/dogs', 'POST', {
    ...DOG,
    name: 'Mimi',
    gender: 'female',
    kind: 'parent',
    birthday: '2021-01-02',
  });
  expect(mother.status, JSON.stringify(mother.body)).toBe(201);
  const litter = await admin('/admin/litters', 'POST', {
    motherId: mother.body.id,
    outsideSire: { name: 'Bruno', registration: 'FCI 123/20' },
    status: 'expected',
    matedAt: kennelDay(-30),
  });
  expect(litter.status, JSON.stringify(litter.body)).toBe(201);
  fixture.litterId = litter.body.id;
  fixture.due = litter.body.due.date;
  expect(fixture.due).toBe(kennelDay(33));

  // A visit booked by a buyer through their private link.
  fixture.visitDay = kennelDay(3);
  const slots = await admin('/admin/bookings', 'POST', {
    day: fixture.visitDay,
    time: '10:00',
    minutes: 60,
    count: 1,
    kind: 'visit',
  });
  expect(slots.status, JSON.stringify(slots.body)).toBe(201);
  const applied = await call<{ id: number }>('/applications', {
    json: applicationBody({ name: 'Kovács Éva', email: 'eva@example.hu', locale: 'hu' }),
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const link = await admin(`/admin/applications/${applied.body.id}/link`, 'POST');
  expect(link.status, JSON.stringify(link.body)).toBe(200);
  const buyer = /\/my\/([A-Za-z0-9_-]{43})/.exec(link.body.link)![1];
  const booked = await call<any>(`/my/${buyer}/booking`, {
    json: { slotId: slots.body.slots[0].id, kind: 'visit' },
  });
  expect(booked.status, JSON.stringify(booked.body)).toBe(201);
  fixture.bookingId = booked.body.booking.id;
});
afterAll(() => server?.stop());

describe('the care schedules', () => {
  it('start as the defaults, save, and read back', async () => {
    const initial = await admin('/admin/calendar/settings');
    expect(initial.status).toBe(200);
    expect(initial.body).toEqual({
      dewormingDays: [14, 28, 42, 56],
      vaccinationDays: [42, 56],
      version: 0,
      feedKeyCreatedAt: null,
    });
    // A feed key made meanwhile leaves the schedules' version: the screen's save is not stale.
    expect((await admin('/admin/calendar/key', 'POST')).status).toBe(200);
    expect((await admin('/admin/calendar/settings')).body.version).toBe(0);
    const saved = await admin('/admin/calendar/settings', 'PUT', {
      dewormingDays: [14, 21, 28, 42, 56],
      vaccinationDays: [45, 60],
      version: 0,
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ dewormingDays: [14, 21, 28, 42, 56], version: 1 });
    expect((await admin('/admin/calendar/settings')).body).toEqual(saved.body);
    // The feed's tests below start with no key.
    expect((await admin('/admin/calendar/key', 'DELETE')).body.feedKeyCreatedAt).toBeNull();
  });

  it('refuse a save based on older schedules (409, with what is stored) and change nothing', async () => {
    const now = (await admin('/admin/calendar/settings')).body;
    const stale = await admin('/admin/calendar/settings', 'PUT', {
      dewormingDays: [7],
      vaccinationDays: [],
      version: now.version - 1,
    });
    expectError(stale, 409, 'editConflict');
    expect(stale.body.current).toEqual(now);
    expect((await admin('/admin/calendar/settings')).body).toEqual(now);
  });

  it('refuse what is not whole days 0–120, in order, each once, at most 12 (422 beside the field)', async () => {
    const { version } = (await admin('/admin/calendar/settings')).body;
    const put = (dewormingDays: unknown, vaccinationDays: unknown = [42]) =>
      admin('/admin/calendar/settings', 'PUT', { dewormingDays, vaccinationDays, version });
    expectFieldError(await put([14, 121]), 'dewormingDays', 'invalidCareDay');
    expectFieldError(await put([14, 2.5]), 'dewormingDays', 'invalidCareDay');
    expectFieldError(await put(['14']), 'dewormingDays', 'invalidCareDay');
    expectFieldError(await put([28, 28]), 'dewormingDays', 'duplicateCareDay');
    expectFieldError(await put([28, 14]), 'dewormingDays', 'careDaysUnsorted');
    expectFieldError(
      await put(Array.from({ length: 13 }, (_, i) => i * 2)),
      'dewormingDays',
      'tooManyCareDays',
    );
    expectFieldError(await put([14], [56, 42]), 'vaccinationDays', 'careDaysUnsorted');
    expectFieldError(await put([14], '42, 56'), 'vaccinationDays', 'invalidCareDays');
    expect((await admin('/admin/calendar/settings')).body.version).toBe(version);
  });
});

describe('the calendar’s events', () => {
  it('list the due date with its range and the booked visit with its time, each to its screen', async () => {
    const from = kennelDay(0);
    const to = kennelDay(40);
    const events = await admin(`/admin/calendar?from=${from}&to=${to}`);
    expect(events.status, JSON.stringify(events.body)).toBe(200);
    expect(events.body).toEqual([
      expect.objectContaining({
        uid: `booking-${fixture.bookingId}-calendar`,
        kind: 'visit',
        day: fixture.visitDay,
        title: 'Visit: Kovács Éva',
        href: `/admin/bookings?day=${fixture.visitDay}`,
      }),
      expect.objectContaining({
        uid: `litter-${fixture.litterId}-due`,
        kind: 'due',
        day: fixture.due,
        range: { from: kennelDay(28), to: kennelDay(38) },
        title: 'Due: Mimi × Bruno',
        href: `/admin/litters/edit/${fixture.litterId}`,
      }),
    ]);
    expect(events.body[0].start).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:00:00\.000Z$/);
  });

  it('refuse a range that is not one', async () => {
    expectFieldError(
      await admin('/admin/calendar?from=2026-02-30&to=2026-03-01'),
      'from',
      'invalidDate',
    );
    expectFieldError(
      await admin('/admin/calendar?from=2026-03-02&to=2026-03-01'),
      'to',
      'rangeReversed',
    );
    expectFieldError(
      await admin('/admin/calendar?from=2026-01-01&to=2027-12-31'),
      'to',
      'rangeTooLong',
    );
    expectError(await admin('/admin/calendar'), 422);
  });
});

describe('the private feed', () => {
  it('is refused without a key, before any is made', async () => {
    for (const query of ['', '?key=', `?key=${'A'.repeat(43)}`]) {
      const response = await fetch(`${server.url}/api/admin/calendar.ics${query}`);
      expect(response.status, query).toBe(404);
      expect(await response.json()).toEqual({ message: 'notFound' });
    }
  });

  it('answers its key with the events as RFC 5545, in the language of the admin who made it', async () => {
    expect((await admin('/auth/user', 'PATCH', { locale: 'de' })).status).toBe(200);
    const made = await admin('/admin/calendar/key', 'POST');
    expect(made.status, JSON.stringify(made.body)).toBe(200);
    const { key, url, webcal } = made.body;
    // At least 128 random bits, base64url.
    expect(key).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url).toMatch(/^https?:\/\/[^/]+\/api\/admin\/calendar\.ics\?key=[\w-]{43}&lang=de$/);
    expect(webcal).toBe(url.replace(/^https?:/, 'webcal:'));
    expect(new URL(url).searchParams.get('key')).toBe(key);
    // Shown once: the settings say a key exists, never which.
    const settings = await admin('/admin/calendar/settings');
    expect(settings.body.feedKeyCreatedAt).toBe(made.body.createdAt);
    expect(JSON.stringify(settings.body)).not.toContain(key);

    const feed = await feedAt(url);
    expect(feed.status).toBe(200);
    expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(feed.headers.get('cache-control')).toBe('private, no-store');
    expect(feed.text.endsWith('\r\n')).toBe(true);
    expect(feed.text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    for (const line of feed.text.split('\r\n')) {
      expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75);
    }
    const lines = unfolded(feed.text);
    expect(lines.slice(0, 2)).toEqual(['BEGIN:VCALENDAR', 'VERSION:2.0']);
    expect(lines.some((line) => line.startsWith('METHOD:'))).toBe(false);
    expect(lines.find((l) => l.startsWith('PRODID:'))).toMatch(/^PRODID:-\/\/.+\/\/DE$/);
    expect(lines.find((l) => l.startsWith('X-WR-CALNAME:'))).toMatch(/Züchterkalender$/);

    const events = feed.text.split('BEGIN:VEVENT').slice(1).map(unfolded);
    const due = events.find((e) =>
      e.includes(`DTSTART;VALUE=DATE:${fixture.due.replace(/-/g, '')}`),
    );
    expect(due, feed.text).toBeDefined();
    const host = new URL(url).hostname;
    expect(due).toContain(`UID:litter-${fixture.litterId}-due@${host}`);
    expect(due).toContain('SUMMARY:Geburtstermin: Mimi × Bruno');
    expect(due).toContain(`DTEND;VALUE=DATE:${kennelDay(34).replace(/-/g, '')}`);
    expect(due!.find((l) => l.startsWith('URL:'))).toMatch(
      new RegExp(`^URL:https?://.+/admin/litters/edit/${fixture.litterId}$`),
    );
    expect(due!.some((l) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(l))).toBe(true);
    const visit = events.find((e) =>
      e.includes(`UID:booking-${fixture.bookingId}-calendar@${host}`),
    );
    expect(visit, feed.text).toBeDefined();
    expect(visit).toContain('SUMMARY:Besuch: Kovács Éva');
    expect(visit!.find((l) => l.startsWith('DTSTART:'))).toMatch(/^DTSTART:\d{8}T\d{4}00Z$/);
    expect(visit!.find((l) => l.startsWith('DTEND:'))).toMatch(/^DTEND:\d{8}T\d{4}00Z$/);

    // The same events keep their UIDs from one fetch to the next.
    const again = await feedAt(url);
    const uids = (text: string) => unfolded(text).filter((l) => l.startsWith('UID:'));
    expect(uids(again.text)).toEqual(uids(feed.text));
  });

  it('stops answering an old key once a new one is made, and any once it is switched off', async () => {
    const first = await admin('/admin/calendar/key', 'POST');
    const second = await admin('/admin/calendar/key', 'POST');
    expect(second.body.key).not.toBe(first.body.key);
    expect((await feedAt(first.body.url)).status).toBe(404);
    expect((await feedAt(second.body.url)).status).toBe(200);
    // The key alone opens it, in the kennel's mail language when the address names none.
    const bare = await fetch(`${server.url}/api/admin/calendar.ics?key=${second.body.key}`);
    expect(bare.status).toBe(200);

    const revoked = await admin('/admin/calendar/key', 'DELETE');
    expect(revoked.status).toBe(200);
    expect(revoked.body.feedKeyCreatedAt).toBeNull();
    expect((await feedAt(second.body.url)).status).toBe(404);
  });

  it('is made and revoked by the admin only', async () => {
    expectError(await call('/admin/calendar/key', { method: 'POST' }), 401, 'unauthorized');
    expectError(await call('/admin/calendar/key', { method: 'DELETE' }), 401, 'unauthorized');
    expectError(await call('/admin/calendar/settings'), 401, 'unauthorized');
  });
});
