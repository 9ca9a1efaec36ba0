import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import de from '../../messages/de.json';
import en from '../../messages/en.json';
import hu from '../../messages/hu.json';
import { ADMIN, client, DOG, expectError, signupAdmin } from './support/client';
import { form, jpeg } from './support/images';
import { canRunPostgres, startPostgres, type PostgresCluster } from './support/postgres';
import { startServer, type TestServer } from './support/server';

// SPEC §7/§10: with PostgreSQL stopped, public pages keep serving their cached HTML,
// /api/health and the API answer 503, the admin says so in the visitor's language, and all of it
// heals by itself once PostgreSQL is back. Needs the server binaries and root (our own cluster,
// which this file stops and starts); CI installs them before its PostgreSQL run.

/**
 * The copies kept besides Next's own page cache live one second: the server's page micro-cache,
 * the proxy's dog lookups and revalidate.ts's second expiry after a change.
 */
const SHORT_CACHES_MS = 1000;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let pg: PostgresCluster;
let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
let session: string;
let slug: string;
let dogPhoto: string;
let galleryPhoto: string;

const page = (path: string, cookie?: string) =>
  fetch(`${server.url}${path}`, { redirect: 'manual', headers: cookie ? { cookie } : {} });

/** Every public page with what proves it shows the seeded data. */
const publicPages = () => [
  { path: '/', shows: [DOG.name] },
  { path: `/${slug}`, shows: [DOG.name, DOG.description.en, dogPhoto] },
  { path: '/puppies', shows: [DOG.name] },
  { path: '/puppies/available-puppies', shows: [DOG.name, dogPhoto] },
  { path: '/gallery', shows: [galleryPhoto] },
  { path: '/contact', shows: ['outage@kennel.example'] },
];

async function expectPublicPages() {
  for (const { path, shows } of publicPages()) {
    const response = await page(path);
    const html = await response.text();
    expect(response.status, path).toBe(200);
    for (const text of shows) expect(html, `${path} shows ${text}`).toContain(text);
  }
}

/** Whether the page shows `text` as its heading (admin pages also carry every message). */
const heading = (html: string, text: string) => new RegExp(`<h1[^>]*>${text}</h1>`).test(html);

async function waitForHealth(status: number, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const health = await call('/health');
    if (health.status === status) return health;
    if (Date.now() > deadline) throw new Error(`health stayed ${health.status}, not ${status}`);
    await pause(250);
  }
}

describe.skipIf(!canRunPostgres())('PostgreSQL stopped, then started again', () => {
  beforeAll(async () => {
    pg = await startPostgres();
    server = await startServer({ DATABASE_URL: pg.adminUrl });
    call = client(server.url);
    token = await signupAdmin(call);
    const info = await call('/info', {
      method: 'PUT',
      token,
      json: { email: 'outage@kennel.example' },
    });
    expect(info.status).toBe(200);
    const dog = await call<{ id: number; slug: string }>('/admin/dogs', { token, json: DOG });
    expect(dog.status).toBe(201);
    slug = dog.body.slug;
    const photos = await call<{ images: { url: string }[] }>(`/admin/dogs/${dog.body.id}/images`, {
      token,
      body: form([{ name: 'dog.jpg', data: await jpeg() }]),
    });
    expect(photos.status).toBe(201);
    dogPhoto = photos.body.images[0]!.url;
    const gallery = await call<{ images: { url: string }[] }>('/admin/gallery', {
      token,
      body: form([{ name: 'owner.jpg', data: await jpeg(640, 480, '#c96') }]),
    });
    expect(gallery.status).toBe(201);
    galleryPhoto = gallery.body.images[0]!.url;
    const login = await fetch(`${server.url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    expect(login.status).toBe(200);
    session = /(?:^|\s)(session=[^;]+)/.exec(login.headers.get('set-cookie') ?? '')![1]!;
    // The last change's second expiry has run; then every page is rendered and cached.
    await pause(SHORT_CACHES_MS + 500);
    await expectPublicPages();
    await pg.stop();
  });
  afterAll(async () => {
    await server?.stop();
    await pg?.destroy();
  });

  it('keeps serving the cached public pages and photos', async () => {
    await expectPublicPages();
    // Past the one-second copies: Next's own page cache answers, not the server's micro-cache,
    // and the dog page passes the proxy although its lookup fails.
    await pause(SHORT_CACHES_MS + 200);
    for (const { path } of publicPages()) {
      const response = await page(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('x-kennel-cache'), path).not.toBe('hit');
    }
    await expectPublicPages();
    for (const url of [dogPhoto, galleryPhoto]) {
      const photo = await fetch(`${server.url}${url}`);
      expect(photo.status, url).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
    }
  });

  it('answers 503 in the error shape from the health check and the API', async () => {
    const health = await call('/health');
    expectError(health, 503, 'databaseUnavailable');
    expect(health.headers.get('retry-after')).toBe('5');
    expectError(await call('/admin/dogs', { token }), 503, 'databaseUnavailable');
    expectError(
      await call('/admin/dogs', { token, json: { ...DOG, name: 'Lost Write' } }),
      503,
      'databaseUnavailable',
    );
    expectError(await call('/dogs'), 503, 'databaseUnavailable');
    expectError(
      await call('/auth/login', { json: { email: ADMIN.email, password: ADMIN.password } }),
      503,
      'databaseUnavailable',
    );
  });

  it('shows the admin a translated "database unreachable" screen with 503, not an error page', async () => {
    for (const [locale, messages] of [
      ['en', en],
      ['hu', hu],
      ['de', de],
    ] as const) {
      const response = await page('/admin/products', `${session}; NEXT_LOCALE=${locale}`);
      const html = await response.text();
      expect(response.status, locale).toBe(503);
      expect(response.headers.get('retry-after'), locale).toBe('5');
      expect(html).toContain(`<html lang="${locale}"`);
      expect(heading(html, messages.DatabaseUnavailable.title), locale).toBe(true);
      expect(html).toContain(messages.DatabaseUnavailable.message);
      expect(html).not.toContain('__next_error__');
      expect(html).not.toMatch(/ECONNREFUSED|DataUnavailableError|\n\s+at /);
    }
    // Sign-up cannot tell whether it is open: the same screen. Login still shows its form.
    const signup = await page('/signup');
    expect(signup.status).toBe(503);
    expect(await signup.text()).toContain(en.DatabaseUnavailable.title);
    const login = await page('/login', session);
    expect(login.status).toBe(200);
    expect(await login.text()).toContain(en.LoginPage.submit);
  });

  it('recovers by itself once PostgreSQL is back', async () => {
    await pg.start();
    expect((await waitForHealth(200)).body).toEqual({ status: 'ok' });
    const dogs = await call<{ slug: string }[]>('/admin/dogs', { token });
    expect(dogs.status).toBe(200);
    expect(dogs.body.map((d) => d.slug)).toEqual([slug]);
    const admin = await page('/admin/products', session);
    expect(admin.status).toBe(200);
    const html = await admin.text();
    expect(html).toMatch(new RegExp(`<h1[^>]*>${en.AdminDogs.title}</h1>`));
    expect(heading(html, en.DatabaseUnavailable.title), 'outage screen gone').toBe(false);
    const signup = await page('/signup');
    expect(signup.status).toBe(200);
    expect(await signup.text()).toContain(en.SignupPage.closed);
    // Writes work and reach the public pages again.
    const next = await call('/admin/dogs', { token, json: { ...DOG, name: 'Back Online' } });
    expect(next.status).toBe(201);
    const deadline = Date.now() + 10_000;
    while (!(await (await page('/puppies/available-puppies')).text()).includes('Back Online')) {
      if (Date.now() > deadline) throw new Error('the new dog never reached the public list');
      await pause(250);
    }
  });
});
