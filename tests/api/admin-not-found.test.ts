import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, sessionCookie, signupAdmin } from './support/client';
import { startServer, type TestServer } from './support/server';

// Issue 45, item 6: an admin screen whose record does not exist answers 404 with the admin's own
// page, translated, inside the admin layout (its bar), not Next's blank one.

let server: TestServer;
let cookie: string;

beforeAll(async () => {
  server = await startServer();
  const call = client(server.url);
  await signupAdmin(call);
  cookie = await sessionCookie(call);
});
afterAll(() => server?.stop());

const adminPage = (path: string, locale: string) =>
  fetch(`${server.url}${path}`, {
    redirect: 'manual',
    headers: { cookie: `${cookie}; NEXT_LOCALE=${locale}` },
  });

const MISSING = [
  '/admin/applications/999',
  '/admin/products/edit/999999',
  '/admin/products/product-image-upload/999999',
  '/admin/litters/edit/999999',
  '/admin/news/edit/999999',
  '/admin/pages/blog',
];

const WORDS = {
  en: { nav: 'Admin area', title: '404 – Not found', dogs: 'Dogs' },
  hu: { nav: 'Adminisztráció', title: '404 – Nem található', dogs: 'Kutyák' },
  de: { nav: 'Verwaltung', title: '404 – Nicht gefunden', dogs: 'Hunde' },
} as const;

describe('the admin’s 404 (issue 45, item 6)', () => {
  it('answers 404 with the admin bar and its own page, in the breeder’s language', async () => {
    for (const [locale, words] of Object.entries(WORDS)) {
      for (const path of MISSING) {
        const response = await adminPage(path, locale);
        expect(response.status, `${path} (${locale})`).toBe(404);
        // The page as the browser renders it (Next streams a notFound() of a per-request page
        // as its payload): the admin's layout, in the breeder's language, with its bar, and the
        // admin's own 404 in the admin segment.
        const payload = (await response.text()).replaceAll('\\"', '"');
        expect(payload, path).toContain(`"lang":"${locale}"`);
        expect(payload, path).toContain('"AdminNav"]');
        expect(payload, path).toContain(
          `"AdminNav":{"label":"${words.nav}","dogs":"${words.dogs}"`,
        );
        expect(payload, path).toContain('"data-testid":"admin-not-found"');
        expect(payload, path).toContain(`"children":"${words.title}"`);
        expect(payload, path).toContain('"noindex, nofollow"');
      }
    }
  });

  it('still sends a visitor who is not signed in to the login first', async () => {
    const response = await fetch(`${server.url}/admin/applications/999`, { redirect: 'manual' });
    expect(response.status).toBeGreaterThanOrEqual(300);
    expect(response.status).toBeLessThan(400);
    expect(response.headers.get('location')).toContain('/login');
  });
});
