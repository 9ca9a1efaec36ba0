import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  DOG,
  expectError,
  expectFieldError,
  sessionCookie,
  signupAdmin,
} from './support/client';
import { form, jpeg } from './support/images';
import { startServer, type TestServer } from './support/server';

// News posts — the breeder's API, publish dates that wait (and then appear by
// themselves, the caches notwithstanding), the list's order and pages, the Atom feeds, 409 on a
// stale write, and posts that announce a litter.

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
let browser: { cookie: string; origin: string };

beforeAll(async () => {
  server = await startServer();
  call = client(server.url);
  token = await signupAdmin(call);
  const cookie = await sessionCookie(call);
  browser = { cookie, origin: server.url };
});
afterAll(() => server?.stop());

const asBrowser = (path: string, method: string, json?: unknown) =>
  call<any>(path, { method, json, cookie: browser.cookie, headers: { origin: browser.origin } });

const page = (path: string, locale = 'en') =>
  fetch(`${server.url}${path}`, {
    redirect: 'manual',
    headers: { cookie: `NEXT_LOCALE=${locale}` },
  });

/** Fetches `path` until `check` holds for its status and text (or the time is up). */
async function until(
  path: string,
  check: (status: number, text: string) => boolean,
  { locale = 'en', ms = 20_000 } = {},
): Promise<{ status: number; text: string }> {
  const end = Date.now() + ms;
  let last = { status: 0, text: '' };
  while (Date.now() < end) {
    const response = await page(path, locale);
    last = { status: response.status, text: await response.text() };
    if (check(last.status, last.text)) return last;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return last;
}

// jsdom (a dev dependency without types here) parses the feed as XML, as a feed reader does.
const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: { DOMParser: typeof DOMParser } };
};

const doc = (text: string) => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});
const ago = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const add = (json: unknown) => call<any>('/admin/news', { token, json });

/** The feed, parsed as XML (a parse error fails the test), with its `atom:` elements. */
async function feed(locale: string) {
  const response = await fetch(`${server.url}/news/feed/${locale}`);
  const text = await response.text();
  const parsed = new new JSDOM('').window.DOMParser().parseFromString(text, 'application/xml');
  expect(parsed.getElementsByTagName('parsererror'), text).toHaveLength(0);
  return { response, text, root: parsed.documentElement };
}

let first: any;

describe('news posts', () => {
  it('refuses a post without a title, a bad address or an unknown litter, beside the field', async () => {
    expectFieldError(await add({ title: {} }), 'title.en', 'required');
    expectFieldError(
      await add({ title: { hu: '' }, body: { hu: doc('Szöveg cím nélkül') } }),
      'title.en',
      'required',
    );
    expectFieldError(
      await add({ title: { en: 'Hi', de: '' }, body: { de: doc('Text') } }),
      'title.de',
      'required',
    );
    expectFieldError(await add({ slug: 'Not A Slug', title: { en: 'x' } }), 'slug', 'invalidSlug');
    expectFieldError(await add({ slug: '2026', title: { en: 'x' } }), 'slug', 'invalidSlug');
    expectFieldError(await add({ slug: 'feed', title: { en: 'x' } }), 'slug', 'invalidSlug');
    expectFieldError(await add({ title: { en: 'x' }, litterId: 999 }), 'litterId', 'invalidLitter');
    expectFieldError(
      await add({ title: { en: 'x' }, publishAt: 'tomorrow' }),
      'publishAt',
      'invalidDate',
    );
    expectError(await call('/admin/news', { json: { title: { en: 'x' } } }), 401);
    expect((await call<any[]>('/admin/news', { token })).body).toEqual([]);
  });

  it('creates posts from JSON or posted HTML, sanitised, with an address from the title', async () => {
    const created = await add({
      title: { en: 'Our first litter of the year', hu: 'Az év első alma' },
      body: {
        en: '<p>Born <b>today</b>!<script>alert(1)</script> <a href="javascript:alert(1)">x</a></p>',
        hu: doc('Ma születtek!'),
      },
      publishAt: ago(60),
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    first = created.body;
    expect(first).toMatchObject({
      slug: 'our-first-litter-of-the-year',
      title: { en: 'Our first litter of the year', hu: 'Az év első alma', de: '' },
      body: { de: null },
      litterId: null,
      images: [],
      version: 1,
    });
    const html = JSON.stringify(first.body.en);
    expect(html).toContain('today');
    expect(html).toContain('bold');
    expect(html).not.toContain('script');
    expect(html).not.toContain('alert');
    expect(html).not.toContain('javascript');
    const again = await add({ title: { en: 'Our first litter of the year' }, publishAt: ago(50) });
    expect(again.body.slug).toBe('our-first-litter-of-the-year-2');
    expectFieldError(
      await add({ slug: 'our-first-litter-of-the-year', title: { en: 'Again' } }),
      'slug',
      'slugTaken',
    );
  });

  it('lists the posts newest first, and shows a post in English, marked, where its language is missing', async () => {
    await add({ slug: 'older', title: { en: 'An older post' }, publishAt: ago(600) });
    const list = (await call<any[]>('/news')).body;
    expect(list.map((p) => p.slug)).toEqual([
      'our-first-litter-of-the-year-2',
      'our-first-litter-of-the-year',
      'older',
    ]);
    const html = await (await page(`/news/${first.slug}`, 'de')).text();
    expect(html).toMatch(/<html[^>]*lang="de"/);
    expect(html).toMatch(/<h1[^>]*lang="en"[^>]*>Our first litter of the year<\/h1>/);
    const jsonLd = [...html.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/g)]
      .map((m) => JSON.parse(m[1]!))
      .find((data) => data['@type'] === 'BlogPosting');
    expect(jsonLd).toMatchObject({
      headline: 'Our first litter of the year',
      inLanguage: 'en-US',
      datePublished: first.publishAt,
    });
    expect(jsonLd.articleBody).toContain('Born today!');
    expect(html).toContain('<link rel="alternate" type="application/atom+xml"');
    expect(html).toContain('/news/feed/de');
    const hu = await (await page(`/news/${first.slug}`, 'hu')).text();
    expect(hu).toMatch(/<h1[^>]*>Az év első alma<\/h1>/);
    expect((await page('/news/no-such-post')).status).toBe(404);
  });

  it('keeps a post with a later publish date hidden everywhere, then shows it when due with no write in between', async () => {
    const dueAt = new Date(Date.now() + 8000).toISOString();
    const created = await add({
      slug: 'puppies-coming',
      title: { en: 'Puppies are coming' },
      body: { en: doc('Soon!') },
      publishAt: dueAt,
    });
    expect(created.status).toBe(201);
    // The pages are rendered (and cached) while it waits.
    const list = await until('/news', (s, text) => s === 200 && text.includes('An older post'));
    expect(list.text).not.toContain('Puppies are coming');
    expect((await page('/news/puppies-coming')).status).toBe(404);
    expectError(await call('/news/puppies-coming'), 404, 'newsNotFound');
    expect((await call<any[]>('/news')).body.map((p) => p.slug)).not.toContain('puppies-coming');
    expect(await (await page('/sitemap.xml')).text()).not.toContain('puppies-coming');
    expect((await feed('en')).text).not.toContain('Puppies are coming');
    // The admin sees it, waiting.
    const admin = (await call<any[]>('/admin/news', { token })).body;
    expect(admin.map((p) => p.slug)).toContain('puppies-coming');

    const shown = await until('/news', (s, text) => text.includes('Puppies are coming'));
    expect(shown.text).toContain('Puppies are coming');
    expect(Date.now()).toBeGreaterThanOrEqual(Date.parse(dueAt));
    // Newest first: it heads the list now.
    expect(shown.text.indexOf('Puppies are coming')).toBeLessThan(
      shown.text.indexOf('Our first litter of the year'),
    );
    expect((await until('/news/puppies-coming', (s) => s === 200)).status).toBe(200);
    expect((await call<any[]>('/news')).body[0].slug).toBe('puppies-coming');
    expect(await (await page('/sitemap.xml')).text()).toContain('/news/puppies-coming');
    expect((await feed('en')).text).toContain('Puppies are coming');
  });

  it('serves valid Atom 1.0 feeds per language, linked from the pages', async () => {
    const { response, root } = await feed('hu');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/atom+xml; charset=utf-8');
    expect(root.namespaceURI).toBe('http://www.w3.org/2005/Atom');
    expect(root.localName).toBe('feed');
    expect(root.getAttribute('xml:lang')).toBe('hu');
    const child = (el: Element, name: string) =>
      [...el.children].filter((c) => c.localName === name);
    for (const name of ['id', 'title', 'updated', 'author']) {
      expect(child(root, name), name).toHaveLength(1);
    }
    expect(child(root, 'link').map((l) => l.getAttribute('rel'))).toEqual(['self', 'alternate']);
    const entries = child(root, 'entry');
    expect(entries).toHaveLength(4);
    for (const entry of entries) {
      for (const name of ['id', 'title', 'updated', 'published']) {
        expect(child(entry, name), name).toHaveLength(1);
      }
      expect(child(entry, 'link')[0]!.getAttribute('href')).toMatch(/^http:\/\/.+\/news\/.+/);
      expect(Number.isNaN(Date.parse(child(entry, 'updated')[0]!.textContent!))).toBe(false);
    }
    const titles = entries.map((e) => child(e, 'title')[0]!.textContent);
    expect(titles).toContain('Az év első alma');
    // Not written in Hungarian: the English entry, marked as English.
    const older = entries.find((e) => child(e, 'title')[0]!.textContent === 'An older post')!;
    expect(older.getAttribute('xml:lang')).toBe('en');
    const content = child(
      entries.find((e) => e.getAttribute('xml:lang') === null)!,
      'content',
    )[0]!;
    expect(content.getAttribute('type')).toBe('html');
    expect(content.textContent).toContain('<p>Ma születtek!</p>');
    expect((await fetch(`${server.url}/news/feed/fr`)).status).toBe(404);
    const list = await (await page('/news', 'hu')).text();
    const link = /<link rel="alternate" type="application\/atom\+xml"[^>]*>/.exec(list)?.[0];
    expect(link).toMatch(/href="http:\/\/[^"]+\/news\/feed\/hu"/);
    expect(link).toMatch(/title="[^"]+"/);
  });

  it('pages the list as the gallery does, in the API and on the site', async () => {
    for (let i = 0; i < 9; i++) {
      expect((await add({ title: { en: `Filler ${i}` }, publishAt: ago(1000 + i) })).status).toBe(
        201,
      );
    }
    const all = (await call<any[]>('/news')).body;
    expect(all).toHaveLength(13);
    const one = await call<any[]>('/news?limit=5');
    expect(one.body.map((p) => p.id)).toEqual(all.slice(0, 5).map((p) => p.id));
    const cursor = one.headers.get('x-next-cursor')!;
    expect(one.headers.get('link')).toContain('rel="next"');
    const two = await call<any[]>(`/news?limit=5&cursor=${cursor}`);
    expect(two.body.map((p) => p.id)).toEqual(all.slice(5, 10).map((p) => p.id));
    const last = await call<any[]>(`/news?limit=5&cursor=${two.headers.get('x-next-cursor')}`);
    expect(last.body.map((p) => p.id)).toEqual(all.slice(10).map((p) => p.id));
    expect(last.headers.get('x-next-cursor')).toBeNull();
    expectError(await call('/news?limit=0'), 422);

    const second = await until('/news?page=2', (s, text) => s === 200 && text.includes('Filler'));
    expect(second.status).toBe(200);
    expect((second.text.match(/data-testid="news-card"/g) ?? []).length).toBe(3);
    expect((await page('/news?page=3')).status).toBe(404);
    const internal = await page('/news/page/2');
    expect(internal.status).toBe(308);
    expect(internal.headers.get('location')).toMatch(/\/news\?page=2$/);
    const firstPage = await (await page('/news')).text();
    expect((firstPage.match(/data-testid="news-card"/g) ?? []).length).toBe(10);
    expect(firstPage).toContain('href="/news?page=2"');
  });

  it('refuses a stale edit or delete (409, with the post as it is) and an unversioned browser write (428)', async () => {
    const edited = await asBrowser(`/admin/news/${first.id}`, 'PATCH', {
      title: { de: 'Unser erster Wurf des Jahres' },
      version: 1,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.version).toBe(2);
    const stale = await asBrowser(`/admin/news/${first.id}`, 'PATCH', {
      title: { de: 'Zu spät' },
      version: 1,
    });
    expectError(stale, 409, 'editConflict');
    expect(stale.body.current).toMatchObject({
      version: 2,
      title: { de: 'Unser erster Wurf des Jahres' },
    });
    expectError(
      await asBrowser(`/admin/news/${first.id}`, 'PATCH', { title: { de: 'x' } }),
      428,
      'versionRequired',
    );
    expectFieldError(
      await asBrowser(`/admin/news/${first.id}`, 'PATCH', {
        title: { en: '', hu: '', de: '' },
        version: 2,
      }),
      'title.en',
      'required',
    );
    expectError(await asBrowser(`/admin/news/${first.id}?version=1`, 'DELETE'), 409);
    const de = await until(`/news/${first.slug}`, (s, text) => text.includes('Unser erster'), {
      locale: 'de',
    });
    expect(de.text).toMatch(/<h1[^>]*>Unser erster Wurf des Jahres<\/h1>/);
  });

  it('links a litter announcement and its litter both ways, and shows the post’s photos', async () => {
    const mother = (
      await call<any>('/admin/dogs', {
        token,
        json: {
          ...DOG,
          name: 'Mama Bella',
          birthday: '2021-03-04',
          kind: 'parent',
          price: null,
          gender: 'female',
        },
      })
    ).body;
    const litter = (
      await call<any>('/admin/litters', {
        token,
        json: { motherId: mother.id, status: 'expected' },
      })
    ).body;
    const litterId = litter.id;
    const post = await add({
      slug: 'bella-expects',
      title: { en: 'Bella is expecting' },
      body: { en: doc('Puppies due soon.') },
      publishAt: ago(1),
      litterId,
    });
    expect(post.status).toBe(201);
    expect(post.body.litter).toEqual({ id: litterId, slug: litter.slug, mother: 'Mama Bella' });
    const upload = await call<any>(`/admin/news/${post.body.id}/images`, {
      token,
      body: form([{ name: 'a.jpg', data: await jpeg(600, 400) }]),
    });
    expect(upload.status).toBe(201);
    const html = (await until('/news/bella-expects', (s, text) => text.includes('/api/uploads/')))
      .text;
    expect(html).toContain(`href="/litters/${litter.slug}"`);
    const litterPage = await until(`/litters/${litter.slug}`, (s, text) =>
      text.includes('Bella is expecting'),
    );
    expect(litterPage.text).toContain('href="/news/bella-expects"');
    // Deleting the post takes it off the litter's page and its photo files with it.
    const stored = (await call<any>(`/admin/news/${post.body.id}`, { token })).body;
    expect(
      (
        await call(`/admin/news/${post.body.id}?version=${stored.version}`, {
          method: 'DELETE',
          token,
        })
      ).status,
    ).toBe(204);
    const gone = await until(`/litters/${litter.slug}`, (s, text) => !text.includes('Bella is'));
    expect(gone.text).not.toContain('Bella is expecting');
    expect((await fetch(`${server.url}${upload.body.images[0].url}`)).status).toBe(404);
    expect((await until('/news/bella-expects', (s) => s === 404)).status).toBe(404);
  });
});
