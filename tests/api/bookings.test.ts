import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { freePort } from '../../scripts/lib/server-process';
import { client, DOG, expectError, expectFieldError, signupAdmin } from './support/client';
import { whileStopped } from './support/database';
import { applicationBody } from './support/application';
import { signedStart } from './support/enquiry';
import { BROWSER, httpRequest, textOf } from './support/raw';
import { startServer, type TestServer } from './support/server';
import { startSmtpServer, type ReceivedMail, type TestSmtpServer } from './support/smtp';

// Video calls and visits: a buyer books by their private link, a visitor by the link
// in their enquiry's acknowledgement; one slot is booked once even by two at the same moment;
// both sides get a confirmation with an .ics invitation, a reminder the day before (once), and
// a cancellation frees the slot and tells the other side.
const BREEDER = 'breeder@example.com';
const MEETING = 'https://meet.example/abc-defg-hij';
const ZONE = 'Europe/Budapest';

let smtp: TestSmtpServer;
let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
let addressCount = 0;

beforeAll(async () => {
  smtp = await startSmtpServer(await freePort());
  server = await startServer({
    TRUST_PROXY: '1',
    SMTP_URL: smtp.url,
    MAIL_FROM: 'kennel@example.com',
    NOTIFY_EMAIL: BREEDER,
  });
  call = client(server.url);
  token = await signupAdmin(call);
});
afterAll(async () => {
  await server?.stop();
  await smtp?.stop();
});

const admin = (path: string, method = 'GET', json?: unknown) =>
  call<any>(path, { method, token, ...(json === undefined ? {} : { json }) });
const to = (address: string) => smtp.received.filter((mail) => mail.to.includes(address));

/** Waits for the mail to `address` whose subject matches, and answers it. */
async function mailTo(address: string, subject: RegExp): Promise<ReceivedMail> {
  const deadline = Date.now() + 15_000;
  for (;;) {
    const found = to(address).find((mail) => subject.test(mail.subject));
    if (found) return found;
    if (Date.now() > deadline) {
      throw new Error(
        `no mail to ${address} about ${subject}: ${to(address).map((m) => m.subject)}`,
      );
    }
    await smtp.waitFor(smtp.received.length + 1, deadline - Date.now()).catch(() => {});
  }
}

/** The .ics of a mail, unfolded, as lines. */
function invitation(mail: ReceivedMail): string[] {
  const file = mail.attachments.find((a) => a.filename.endsWith('.ics'));
  expect(file, `${mail.subject}: ${mail.attachments.map((a) => a.filename)}`).toBeDefined();
  expect(file!.contentType).toMatch(/^text\/calendar/);
  const text = file!.content.toString('utf8');
  expect(text).toContain('\r\n');
  return text.replace(/\r\n /g, '').split('\r\n');
}

const icsDate = (iso: string) => iso.replace(/\.\d{3}Z$/, 'Z').replace(/[-:]/g, '');

/** A day `days` from now in the kennel's zone. */
const kennelDay = (days: number) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: ZONE }).format(
    new Date(Date.now() + days * 86_400_000),
  );

interface Buyer {
  email: string;
  link: string;
}

/** Applies through the public form's API; the private link comes by mail. */
async function apply(name: string, locale: string): Promise<Buyer> {
  const email = `${name.toLowerCase()}@example.com`;
  const applied = await call<{ id: number }>('/applications', {
    headers: { 'x-forwarded-for': `198.51.100.${++addressCount}` },
    json: applicationBody({ name, email, country: 'AT', city: 'Wien', locale }),
  });
  expect(applied.status, JSON.stringify(applied.body)).toBe(201);
  const link = /\/my\/([A-Za-z0-9_-]{43})/.exec((await mailTo(email, /./)).text)?.[1];
  expect(link).toBeDefined();
  return { email, link: link! };
}

/** Each booking request from an address of its own: the limits per address are tested apart. */
let bookingAddress = 0;
const ownAddress = () => ({ 'x-forwarded-for': `192.0.2.${++bookingAddress}` });

const book = (buyer: Buyer, slotId: number, kind = 'video') =>
  call<any>(`/my/${buyer.link}/booking`, { json: { slotId, kind }, headers: ownAddress() });

function formPost(path: string, fields: Record<string, string>) {
  return fetch(`${server.url}/api${path}`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'sec-fetch-site': 'same-origin',
      ...ownAddress(),
    },
    body: new URLSearchParams(fields),
  });
}

/**
 * The Nu Html Checker's errors in pages (the visitor's pages: the browser test cannot reach them,
 * as their link comes only by mail).
 */
async function htmlErrors(pages: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(path.join(tmpdir(), 'bookings-vnu-'));
  try {
    const files = Object.entries(pages).map(([label, html]) => {
      const file = path.join(dir, `${label}.html`);
      writeFileSync(file, html);
      return file;
    });
    const jar = path.join(process.cwd(), 'node_modules/vnu-jar/build/dist/vnu.jar');
    const { stderr } = await promisify(execFile)(
      'java',
      ['-jar', jar, '--errors-only', '--format', 'json', ...files],
      { maxBuffer: 16 * 1024 * 1024 },
    ).catch((error: { code?: number; stderr?: string }) => {
      if (error.code === 1 && error.stderr) return { stderr: error.stderr };
      throw error;
    });
    const { messages } = JSON.parse(stderr) as { messages: { url?: string; message: string }[] };
    return messages.map((m) => `${path.basename(m.url ?? '')}: ${m.message}`);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const page = (path: string) =>
  httpRequest(server.url, path, { ...BROWSER, cookie: 'NEXT_LOCALE=en' });

describe.sequential('bookings', () => {
  const day = kennelDay(3);
  let slots: { id: number; startsAt: string; endsAt: string; kind: string }[];
  let videoOnly: number;
  let anna: Buyer;
  let bela: Buyer;
  let annaBooking: number;

  it('opens slots several at once in the kennel’s zone, refusing overlaps and the past', async () => {
    // A line break in the link would write lines of its own into every invitation.
    expectFieldError(
      await admin('/admin/bookings/settings', 'PUT', {
        meetingUrl: `${MEETING}\r\nATTENDEE;CN=x:mailto:evil@example.com`,
      }),
      'meetingUrl',
      'invalidUrl',
    );
    // A link pasted without its scheme gets https://; another scheme is refused.
    const bare = await admin('/admin/bookings/settings', 'PUT', {
      meetingUrl: 'meet.example/abc-defg-hij',
    });
    expect(bare.status, JSON.stringify(bare.body)).toBe(200);
    expect(bare.body.meetingUrl).toBe(MEETING);
    expectFieldError(
      await admin('/admin/bookings/settings', 'PUT', { meetingUrl: 'javascript:alert(1)' }),
      'meetingUrl',
      'invalidUrl',
    );
    expect((await admin('/admin/bookings/settings', 'PUT', { meetingUrl: MEETING })).status).toBe(
      200,
    );
    const opened = await admin('/admin/bookings', 'POST', {
      day,
      time: '10:00',
      minutes: 30,
      count: 3,
      kind: 'either',
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    slots = opened.body.slots;
    expect(slots).toHaveLength(3);
    // 10:00 in Budapest, stored in UTC, back to back.
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: ZONE,
      hour: '2-digit',
      minute: '2-digit',
    });
    expect(slots.map((s) => local.format(new Date(s.startsAt)))).toEqual([
      '10:00',
      '10:30',
      '11:00',
    ]);
    expect(slots[1]!.startsAt).toBe(slots[0]!.endsAt);
    const video = await admin('/admin/bookings', 'POST', {
      day,
      time: '14:00',
      minutes: 45,
      count: 1,
      kind: 'video',
    });
    expect(video.status).toBe(201);
    videoOnly = video.body.slots[0].id;

    const overlapping = await admin('/admin/bookings', 'POST', {
      day,
      time: '10:15',
      minutes: 30,
      count: 1,
      kind: 'visit',
    });
    expect(overlapping.status).toBe(422);
    expect(overlapping.body.errors).toEqual([{ msg: 'slotOverlaps', path: 'time' }]);
    const past = await admin('/admin/bookings', 'POST', {
      day: kennelDay(-1),
      time: '10:00',
      minutes: 30,
      count: 1,
      kind: 'visit',
    });
    expect(past.body.errors).toEqual([{ msg: 'slotInPast', path: 'time' }]);
  });

  it('books one slot once: of two bookings at the same moment one gets 201, the other 409', async () => {
    // Both in Hungarian: whichever wins the race is `anna` below.
    [anna, bela] = await Promise.all([apply('Anna', 'hu'), apply('Bela', 'hu')]);
    const results = await Promise.all([book(anna, slots[0]!.id), book(bela, slots[0]!.id)]);
    expect(results.map((r) => r.status).sort()).toEqual([201, 409]);
    const lost = results.find((r) => r.status === 409)!;
    expectError(lost, 409, 'slotTaken');
    // The free slots come with it: the taken one is not among them.
    expect(lost.body.free.map((s: { id: number }) => s.id)).toEqual([
      slots[1]!.id,
      slots[2]!.id,
      videoOnly,
    ]);
    if (results[0]!.status !== 201) [anna, bela] = [bela, anna];
    annaBooking = results.find((r) => r.status === 201)!.body.booking.id;

    // One coming booking a buyer; a video-only slot is not for a visit.
    expectError(await book(anna, slots[1]!.id), 409, 'alreadyBooked');
    const visit = await book(bela, videoOnly, 'visit');
    expect(visit.status).toBe(422);
    expect(visit.body.errors).toEqual([{ msg: 'kindNotOffered', path: 'kind' }]);
  });

  it('mails both sides a confirmation with an .ics invitation, in their languages', async () => {
    const mine = await mailTo(anna.email, /^Lefoglalva: videohívás/);
    const lines = invitation(mine);
    expect(lines[0]).toBe('BEGIN:VCALENDAR');
    expect(lines).toContain('METHOD:REQUEST');
    expect(lines).toContain(`DTSTART:${icsDate(slots[0]!.startsAt)}`);
    expect(lines).toContain(`DTEND:${icsDate(slots[0]!.endsAt)}`);
    expect(lines.some((l) => /^UID:booking-\d+@/.test(l))).toBe(true);
    expect(lines).toContain(`URL:${MEETING}`);
    expect(
      lines.some((l) => l.startsWith('ATTENDEE;') && l.endsWith(`:mailto:${anna.email}`)),
    ).toBe(true);
    expect(lines.some((l) => l.startsWith('ORGANIZER;') && l.endsWith(`:mailto:${BREEDER}`))).toBe(
      true,
    );
    expect(mine.text).toContain(MEETING);
    expect(mine.text).toContain(ZONE);
    // The buyer's private page, in the signed form every mail after the first carries.
    expect(mine.text).toMatch(/\/my\/\d+\.[A-Za-z0-9_-]{43}(\s|$)/);

    const notice = await mailTo(BREEDER, /^New booking: video call/);
    expect(notice.text).toContain(anna.email);
    expect(invitation(notice)).toContain(`DTSTART:${icsDate(slots[0]!.startsAt)}`);
  });

  it('keeps each booking to its own link: another token can neither see nor cancel it', async () => {
    const own = textOf(await page(`/my/${anna.link}`));
    expect(own).toContain('data-testid="booking"');
    expect(own).toContain(MEETING);
    const other = textOf(await page(`/my/${bela.link}`));
    expect(other).not.toContain('data-testid="booking"');
    expect(other).not.toContain(MEETING);
    // Bela sees the free slots, not Anna's.
    expect(other).toContain(`value="${slots[1]!.id}"`);
    expect(other).not.toContain(`value="${slots[0]!.id}"`);
    expectError(
      await call(`/my/${bela.link}/booking/cancel`, {
        json: { bookingId: annaBooking },
        headers: ownAddress(),
      }),
      404,
      'bookingNotFound',
    );
    expectError(
      await call(`/my/${'x'.repeat(43)}/booking/cancel`, {
        json: { bookingId: annaBooking },
        headers: ownAddress(),
      }),
      404,
      'linkNotValid',
    );
  });

  it('answers the page’s form without JavaScript: errors back beside the field, cancel frees the slot', async () => {
    const missing = await formPost(`/my/${bela.link}/booking`, { kind: 'video' });
    expect(missing.status).toBe(303);
    expect(missing.headers.get('location')).toBe(
      `/my/${bela.link}?bookingError=chooseSlot&field=slotId#booking`,
    );
    const refusedPage = textOf(await page(`/my/${bela.link}?bookingError=chooseSlot&field=slotId`));
    expect(refusedPage).toContain('id="booking-slot-error"');

    const cancelled = await formPost(`/my/${anna.link}/booking/cancel`, {
      bookingId: String(annaBooking),
    });
    expect(cancelled.status).toBe(303);
    expect(cancelled.headers.get('location')).toBe(`/my/${anna.link}?bookingCancelled=1#booking`);
    const told = await mailTo(BREEDER, /^Cancelled: video call/);
    const lines = invitation(told);
    expect(lines).toContain('METHOD:CANCEL');
    expect(lines).toContain('STATUS:CANCELLED');
    // The slot is free again: Bela books it, by the form.
    const rebooked = await formPost(`/my/${bela.link}/booking`, {
      slotId: String(slots[0]!.id),
      kind: 'visit',
    });
    expect(rebooked.headers.get('location')).toBe(`/my/${bela.link}?booked=1#booking`);
    expect(textOf(await page(`/my/${bela.link}`))).toContain('data-testid="booking"');
  });

  it('lets a visitor book from a puppy’s enquiry, and cancel by their booking’s own link', async () => {
    const dog = (await admin('/admin/dogs', 'POST', { ...DOG, name: 'Bogyó' })).body;
    const visitor = 'kovacs.eva@example.net';
    const sent = await call('/enquiries', {
      headers: { 'x-forwarded-for': `203.0.113.${++addressCount}` },
      json: {
        name: 'Kovács Éva',
        email: visitor,
        phone: '',
        message: 'Megnézhetnénk Bogyót?',
        dogId: dog.id,
        locale: 'hu',
        consent: true,
        website: '',
        start: signedStart(10_000),
      },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(201);
    const ack = await mailTo(visitor, /./);
    const link = /\/my\/visit\/(\d+\.[A-Za-z0-9_-]{43})/.exec(ack.text)?.[1];
    expect(link, ack.text).toBeDefined();

    const bookingPage = await page(`/my/visit/${link}`);
    const documents: Record<string, string> = { 'visit-book': textOf(bookingPage) };
    expect(bookingPage.status).toBe(200);
    expect(bookingPage.headers['x-robots-tag']).toMatch(/noindex/);
    expect(bookingPage.headers['referrer-policy']).toBe('no-referrer');
    expect(textOf(bookingPage)).toContain(`value="${slots[1]!.id}"`);
    // A link the server did not sign opens nothing.
    const forged = link!.replace(/^\d+/, (id) => String(Number(id) + 1));
    expect((await page(`/my/visit/${forged}`)).status).toBe(404);
    expectError(
      await call(`/visits/${forged}`, {
        json: { slotId: slots[1]!.id, kind: 'visit' },
        headers: ownAddress(),
      }),
      404,
      'linkNotValid',
    );

    const booked = await formPost(`/visits/${link}`, {
      slotId: String(slots[1]!.id),
      kind: 'visit',
    });
    expect(booked.status).toBe(303);
    const own = /^\/my\/visit\/([A-Za-z0-9_-]{43})\?booked=1$/.exec(
      booked.headers.get('location') ?? '',
    );
    expect(own, booked.headers.get('location') ?? '').not.toBeNull();
    const ownPage = textOf(await page(`/my/visit/${own![1]}`));
    expect(ownPage).toContain('data-testid="booking"');
    documents['visit-booked'] = ownPage;
    documents['visit-refused'] = textOf(
      await page(`/my/visit/${link}?bookingError=slotTaken&field=slotId`),
    );
    const confirmation = await mailTo(visitor, /^Lefoglalva/);
    expect(invitation(confirmation)).toContain(`DTSTART:${icsDate(slots[1]!.startsAt)}`);
    expect(confirmation.text).toContain(`/my/visit/${own![1]}`);
    // Again by the enquiry's link: one coming booking at a time.
    expectError(
      await call(`/visits/${link}`, {
        json: { slotId: slots[2]!.id, kind: 'visit' },
        headers: ownAddress(),
      }),
      409,
      'alreadyBooked',
    );

    const cancelled = await call<any>(`/visits/${own![1]}/cancel`, {
      method: 'POST',
      headers: ownAddress(),
    });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.booking.status).toBe('cancelled');
    expectError(
      await call(`/visits/${own![1]}/cancel`, { method: 'POST', headers: ownAddress() }),
      409,
      'bookingClosed',
    );
    await mailTo(BREEDER, /^Cancelled: visit to the kennel, Kovács Éva/);
    documents['visit-cancelled'] = textOf(await page(`/my/visit/${own![1]}?bookingCancelled=1`));
    expect(documents['visit-cancelled']).toContain('data-testid="booking"');
    expect(await htmlErrors(documents)).toEqual([]);
  });

  it('shows the breeder the day’s bookings, and tells the buyer when the breeder cancels', async () => {
    const view = await admin(`/admin/bookings?day=${day}`);
    expect(view.status).toBe(200);
    expect(view.body.zone).toBe(ZONE);
    const first = view.body.slots.find((s: any) => s.slot.id === slots[0]!.id);
    expect(first.booking).toMatchObject({ email: bela.email, kind: 'visit', status: 'booked' });
    expect(view.body.slots.find((s: any) => s.slot.id === slots[1]!.id).booking).toBeNull();
    expect(view.body.cancelled.map((b: any) => b.email).sort()).toEqual(
      [anna.email, 'kovacs.eva@example.net'].sort(),
    );
    expectError(await admin(`/admin/bookings/slots/${slots[0]!.id}`, 'DELETE'), 409, 'slotBooked');

    const cancelled = await admin(`/admin/bookings/${first.booking.id}/cancel`, 'POST');
    expect(cancelled.status).toBe(200);
    expectError(
      await admin(`/admin/bookings/${first.booking.id}/cancel`, 'POST'),
      409,
      'bookingClosed',
    );
    const told = await mailTo(bela.email, /^Lemondva/);
    expect(invitation(told)).toContain('METHOD:CANCEL');
  });

  it('sends the reminder the day before, once', async () => {
    const booked = await book(bela, slots[2]!.id);
    expect(booked.status).toBe(201);
    const id = booked.body.booking.id;
    await mailTo(bela.email, /^Lefoglalva: videohívás/);
    // Tomorrow's booking: moved to start in five hours, as if a day had passed.
    await whileStopped(server, async (query) => {
      await query(
        `UPDATE booking_slots SET starts_at = now() + interval '5 hours',
           ends_at = now() + interval '5 hours 30 minutes' WHERE id = $1`,
        [slots[2]!.id],
      );
      // And one that ended a month ago: erased with its booking by the same upkeep.
      await query(
        `INSERT INTO booking_slots (starts_at, ends_at, kind) VALUES
           ('2020-03-02T09:00:00Z', '2020-03-02T09:30:00Z', 'visit')`,
      );
    });
    const reminder = await mailTo(bela.email, /^Holnap/);
    await expect
      .poll(async () => (await admin('/admin/bookings?day=2020-03-02')).body.slots.length)
      .toBe(0);
    expect(reminder.text).toContain(MEETING);
    // Started again: the upkeep runs once more, and sends no second one. The mail written after
    // it comes out after anything it queued.
    await server.restart();
    expect((await admin(`/admin/bookings/${id}/cancel`, 'POST')).status).toBe(200);
    await mailTo(bela.email, /^Lemondva: videohívás/);
    expect(to(bela.email).filter((mail) => /^Holnap/.test(mail.subject))).toHaveLength(1);
  });
});

describe.sequential('limits on booking', () => {
  const day = kennelDay(5);
  let slots: { id: number }[];
  let carol: Buyer;
  const fromOne = (ip: string) => ({ 'x-forwarded-for': ip });

  it('a book-and-cancel loop meets 429; the breeder hears of the burst at once twice, then in one digest', async () => {
    const opened = await admin('/admin/bookings', 'POST', {
      day,
      time: '09:00',
      minutes: 30,
      count: 8,
      kind: 'either',
    });
    expect(opened.status, JSON.stringify(opened.body)).toBe(201);
    slots = opened.body.slots;
    carol = await apply('Carol', 'en');
    const statuses: number[] = [];
    let refusal: Awaited<ReturnType<typeof call>> | null = null;
    for (let round = 0; round < 6 && !refusal; round++) {
      const booked = await call<any>(`/my/${carol.link}/booking`, {
        json: { slotId: slots[0]!.id, kind: 'video' },
        headers: fromOne('203.0.113.50'),
      });
      statuses.push(booked.status);
      if (booked.status !== 201) {
        refusal = booked;
        break;
      }
      const cancelled = await call<any>(`/my/${carol.link}/booking/cancel`, {
        json: { bookingId: booked.body.booking.id },
        headers: fromOne('203.0.113.50'),
      });
      statuses.push(cancelled.status);
    }
    expect(statuses).toEqual([201, 200, 201, 200, 201, 200, 429]);
    expectError(refusal!, 429, 'tooManyBookings');
    expect(Number(refusal!.headers.get('retry-after'))).toBeGreaterThan(0);
    // Carol's three confirmations came; of the breeder's six notices two went, four wait as one.
    await expect.poll(() => to(carol.email).length, { timeout: 15_000 }).toBe(4);
    const aboutCarol = () =>
      to(BREEDER).filter((mail) => /^(New booking|Cancelled): .*Carol/.test(mail.subject));
    await expect.poll(() => aboutCarol().length, { timeout: 15_000 }).toBe(2);
  });

  it('one address books at most three slots a day, whoever’s links it uses', async () => {
    const buyers = [];
    for (const name of ['Dora', 'Emil', 'Fanni', 'Gabor']) buyers.push(await apply(name, 'en'));
    const results = [];
    for (const [i, buyer] of buyers.entries()) {
      results.push(
        await call<any>(`/my/${buyer.link}/booking`, {
          json: { slotId: slots[i + 1]!.id, kind: 'visit' },
          headers: fromOne('203.0.113.60'),
        }),
      );
    }
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 429]);
    expectError(results[3]!, 429, 'tooManyBookings');
    const view = await admin(`/admin/bookings?day=${day}`);
    expect(view.body.slots.find((s: any) => s.slot.id === slots[4]!.id).booking).toBeNull();
    // From the buyer's own network the same link books.
    expect((await book(buyers[3]!, slots[4]!.id, 'visit')).status).toBe(201);
  });

  it('sends the held notices as one digest, and erases cancelled bookings after a week', async () => {
    const before = (await admin(`/admin/bookings?day=${day}`)).body.cancelled;
    expect(before.filter((b: any) => b.email === carol.email)).toHaveLength(3);
    await whileStopped(server, async (query) => {
      await query(`UPDATE mail_outbox SET next_attempt_at = now() WHERE digest = 'bookings'`);
      await query(`UPDATE bookings SET cancelled_at = now() - interval '8 days' WHERE email = $1`, [
        carol.email,
      ]);
    });
    // Carol's four, and Fanni's: the third from an address in a burst joins the waiting digest.
    const digest = await mailTo(BREEDER, /^5 changes to bookings$/);
    expect(digest.attachments.filter((a) => a.filename.endsWith('.ics'))).toHaveLength(5);
    expect(digest.text.match(/carol@example\.com/g)?.length).toBe(4);
    expect(digest.text).toContain('fanni@example.com');
    await expect
      .poll(async () =>
        (await admin(`/admin/bookings?day=${day}`)).body.cancelled.filter(
          (b: any) => b.email === carol.email,
        ),
      )
      .toEqual([]);
  });
});
