import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicationBody } from './support/application';
import { client, DOG, sessionCookie, signupAdmin } from './support/client';
import { whileStopped } from './support/database';
import { BROWSER, httpRequest, textOf } from './support/raw';
import { startServer, type TestServer } from './support/server';

// The admin's home screen shows the first sale's steps, each ticked from what is
// stored, until a puppy has been placed.
let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
let cookie: string;

beforeAll(async () => {
  server = await startServer({ TRUST_PROXY: '1' });
  call = client(server.url);
  token = await signupAdmin(call);
  cookie = await sessionCookie(call);
});
afterAll(async () => {
  await server?.stop();
});

const admin = (path: string, method = 'GET', json?: unknown) =>
  call<any>(path, { method, token, ...(json === undefined ? {} : { json }) });

/** The home screen as the browser first gets it. */
async function home(locale = 'en') {
  const answer = await httpRequest(server.url, '/admin', {
    ...BROWSER,
    cookie: `${cookie}; NEXT_LOCALE=${locale}`,
  });
  expect(answer.status).toBe(200);
  return textOf(answer);
}

/** Each step's tick, in the order shown. */
const ticks = (html: string) =>
  [...html.matchAll(/data-testid="first-sale-(\w+)" data-done="(true|false)"/g)].map(
    ([, key, done]) => `${key}: ${done === 'true' ? 'done' : 'to do'}`,
  );
const STEPS = [
  'details',
  'parents',
  'litter',
  'puppies',
  'approved',
  'deposit',
  'reserved',
  'contract',
  'placed',
];
const doneUpTo = (count: number) =>
  STEPS.map((key, index) => `${key}: ${index < count ? 'done' : 'to do'}`);

describe.sequential('the first sale’s checklist', () => {
  let applicationId: number;

  it('starts with nothing done, in the breeder’s language, each step linking to its screen', async () => {
    const html = await home();
    expect(html).toContain('Your first sale');
    expect(ticks(html)).toEqual(doneUpTo(0));
    expect(html).toContain('0 of 9 steps done');
    expect(html).toContain('href="/admin#site-info"');
    expect(html).toContain('href="/admin/waiting-list"');
    expect(html).toContain('id="site-info"');
    const hu = await home('hu');
    expect(hu).toContain('Az első eladása');
    expect(hu).toContain('Adja meg a kennel elérhetőségeit');
    expect(await home('de')).toContain('Ihr erster Verkauf');
  });

  it('ticks each step as the data show it', async () => {
    expect((await admin('/info', 'PUT', { email: 'kennel@example.com' })).status).toBe(200);
    expect(ticks(await home())).toEqual(doneUpTo(1));

    const mother = await admin('/admin/dogs', 'POST', {
      ...DOG,
      name: 'Mimi',
      birthday: '2021-03-04',
      kind: 'parent',
      price: null,
    });
    expect(mother.status, JSON.stringify(mother.body)).toBe(201);
    expect(ticks(await home())).toEqual(doneUpTo(2));

    const litter = await admin('/admin/litters', 'POST', {
      motherId: mother.body.id,
      status: 'planned',
    });
    expect(litter.status, JSON.stringify(litter.body)).toBe(201);
    expect(ticks(await home())).toEqual(doneUpTo(3));

    expect((await admin('/admin/dogs', 'POST', { ...DOG, name: 'Bogyó' })).status).toBe(201);
    expect(ticks(await home())).toEqual(doneUpTo(4));

    const applied = await call<{ id: number }>('/applications', {
      headers: { 'x-forwarded-for': '203.0.113.7' },
      json: applicationBody({ name: 'Greta Berger', email: 'greta@example.com', locale: 'de' }),
    });
    expect(applied.status, JSON.stringify(applied.body)).toBe(201);
    applicationId = applied.body.id;
    // A new application is not yet an approved one.
    expect(ticks(await home())).toEqual(doneUpTo(4));
    const read = await admin(`/admin/applications/${applicationId}`);
    const approved = await admin(`/admin/applications/${applicationId}`, 'PATCH', {
      decision: 'approve',
      version: read.body.version,
    });
    expect(approved.status, JSON.stringify(approved.body)).toBe(200);
    expect(ticks(await home())).toEqual(doneUpTo(5));

    // Asked for, not yet received: still to do.
    const asked = await admin(`/admin/applications/${applicationId}/deposit`, 'PATCH', {
      amount: 500,
      dueAt: '2099-01-15',
    });
    expect(asked.status, JSON.stringify(asked.body)).toBe(200);
    expect(ticks(await home())).toEqual(doneUpTo(5));
    const received = await admin(`/admin/applications/${applicationId}/deposit`, 'PATCH', {
      amount: 500,
      dueAt: '2099-01-15',
      received: true,
    });
    expect(received.status, JSON.stringify(received.body)).toBe(200);
    const html = await home();
    expect(ticks(html)).toEqual(doneUpTo(6));
    expect(html).toContain('6 of 9 steps done');
  });

  it('ticks the reservation and the signed contract, and goes once a puppy is placed', async () => {
    await whileStopped(server, async (query) => {
      await query(`UPDATE applications SET status = 'reserved' WHERE id = $1`, [applicationId]);
      await query(
        `INSERT INTO contracts (application_id, number, locale, status, text, text_hash, values)
         VALUES ($1, 1, 'de', 'open', 'Vertrag', 'hash', '{}'::jsonb)`,
        [applicationId],
      );
    });
    // Sent, not signed: still to do.
    expect(ticks(await home())).toEqual(doneUpTo(7));
    await whileStopped(server, async (query) => {
      await query(`UPDATE contracts SET status = 'signed', signed_at = now()`);
    });
    expect(ticks(await home())).toEqual(doneUpTo(8));
    await whileStopped(server, async (query) => {
      await query(`UPDATE applications SET status = 'placed' WHERE id = $1`, [applicationId]);
    });
    const html = await home();
    expect(html).not.toContain('first-sale');
    expect(html).not.toContain('Your first sale');
    // The kennel's details stay.
    expect(html).toContain('id="site-info"');
  });
});
