import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  expectError,
  expectFieldError,
  sessionCookie,
  signupAdmin,
} from './support/client';
import { form, jpeg } from './support/images';
import { startServer, type TestServer } from './support/server';

// The breeder's pages in the database. A draft changes nothing public until it is
// published; publishing expires that page at once; every publish is a version to restore; a
// stale save is refused (409) and loses nothing; a text missing in a language shows in English.

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

const html = async (path: string, locale = 'en', cookie = '') =>
  (
    await fetch(`${server.url}${path}`, {
      redirect: 'manual',
      headers: { cookie: `NEXT_LOCALE=${locale}${cookie ? `; ${cookie}` : ''}` },
    })
  ).text();

/** The page, fetched until `seen` says yes (or 3 s have passed): the last HTML. */
async function pageUntil(path: string, seen: (page: string) => boolean, locale = 'en') {
  let page = '';
  const until = Date.now() + 3000;
  do {
    page = await html(path, locale);
    if (seen(page)) return page;
    await new Promise((resolve) => setTimeout(resolve, 100));
  } while (Date.now() < until);
  return page;
}

const block = (view: any, name: string) => view.blocks.find((b: any) => b.name === name);

describe('a fresh install', () => {
  it('lists the six pages, nothing missing, nothing published yet', async () => {
    const list = await call<any>('/admin/pages', { token });
    expect(list.status).toBe(200);
    expect(list.body.pages.map((p: any) => p.page)).toEqual([
      'home',
      'about',
      'breed',
      'transport',
      'contact',
      'privacy',
      'terms',
    ]);
    for (const page of list.body.pages) {
      expect(page).toMatchObject({ version: 0, changed: false, publishedAt: null });
      expect(page.missing).toEqual({ en: [], hu: [], de: [] });
    }
    const home = await call<any>('/admin/pages/home', { token });
    expect(block(home.body, 'heroTitle')).toMatchObject({
      kind: 'line',
      max: 120,
      required: true,
      draft: { en: 'French Bulldogs bred with love since {foundingYear}' },
    });
    expect(block(home.body, 'heroPhoto')).toMatchObject({ kind: 'photo', draft: null });
    expect(await html('/')).toContain('French Bulldogs bred with love since 2014');
  });

  it('answers 404 for a page that is not one of them', async () => {
    expectError(await call('/admin/pages/blog', { token }), 404, 'notFound');
    expectError(await call('/pages/blog'), 404, 'notFound');
  });
});

describe('draft, publish, versions', () => {
  let version = 0;

  it('saves a draft that changes nothing public until it is published', async () => {
    const saved = await asBrowser('/admin/pages/home', 'PUT', {
      version,
      content: {
        heroTitle: { en: 'Frenchies from {kennelName}', hu: 'Bulldogok 2026', de: 'Bulldoggen' },
        heroText: { en: '<p>Raised <b>at home</b>.</p>' },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body).toMatchObject({ version: 1, changed: true, publishedAt: null });
    // Rich text posted as HTML is stored as the editor's JSON.
    expect(block(saved.body, 'heroText').draft.en).toEqual({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: 'Raised ' },
            { type: 'text', text: 'at home', marks: [{ type: 'bold' }] },
            { type: 'text', text: '.' },
          ],
        },
      ],
    });
    // English only: Hungarian and German are flagged and fall back to English.
    expect(saved.body.missing).toEqual({ en: [], hu: ['heroText'], de: ['heroText'] });
    version = saved.body.version;

    const live = await html('/');
    expect(live).toContain('French Bulldogs bred with love since 2014');
    expect(live).not.toContain('Frenchies from');
    expect((await call<any>('/pages/home')).body.content.heroTitle.en).toBe(
      'French Bulldogs bred with love since {foundingYear}',
    );

    // The preview shows the draft to the breeder, as visitors will see it, never indexed.
    const preview = await html('/admin/pages/home/preview?locale=en', 'en', browser.cookie);
    expect(preview).toContain('Frenchies from Budapest French Bulldogs');
    expect(preview).toContain('<strong>at home</strong>');
    expect(preview).toMatch(/<meta name="robots" content="noindex, nofollow"/);
    const anonymous = await fetch(`${server.url}/admin/pages/home/preview?locale=en`, {
      redirect: 'manual',
    });
    expect(anonymous.status).toBeGreaterThanOrEqual(300);
    expect(await anonymous.text()).not.toContain('Frenchies from');
  });

  it('publishes: the page shows it at once, in every language, and keeps version 1', async () => {
    const published = await asBrowser('/admin/pages/home/publish', 'POST', { version });
    expect(published.status, JSON.stringify(published.body)).toBe(200);
    expect(published.body).toMatchObject({ version: 2, changed: false, publishedNumber: 1 });
    version = published.body.version;

    const en = await pageUntil('/', (page) => page.includes('Frenchies from'));
    expect(en).toContain('Frenchies from Budapest French Bulldogs');
    expect(en).toContain('<strong>at home</strong>');
    // Hungarian has its own title; its text is the English one, marked as English.
    const hu = await pageUntil('/', (page) => page.includes('Bulldogok 2026'), 'hu');
    expect(hu).toMatch(/<div class="rich-text lead mb-4 rich-text--flush" lang="en"><p>Raised/);
    // Other pages were not touched.
    expect(await html('/about')).toContain('About our kennel');

    const versions = await call<any>('/admin/pages/home/versions', { token });
    expect(versions.body.versions.map((v: any) => v.number)).toEqual([1]);
  });

  it('refuses a stale save (409 with the page as it is), losing nothing', async () => {
    const first = await asBrowser('/admin/pages/home', 'PUT', {
      version,
      content: { heroKicker: { en: 'Tab one' } },
    });
    expect(first.status).toBe(200);
    const second = await asBrowser('/admin/pages/home', 'PUT', {
      version,
      content: { heroKicker: { en: 'Tab two' } },
    });
    expectError(second, 409, 'editConflict');
    expect(second.body.current.version).toBe(first.body.version);
    expect(block(second.body.current, 'heroKicker').draft.en).toBe('Tab one');
    const stored = await call<any>('/admin/pages/home', { token });
    expect(block(stored.body, 'heroKicker').draft.en).toBe('Tab one');
    // The heading saved before is still there: a save changes only the blocks it sends.
    expect(block(stored.body, 'heroTitle').draft.en).toBe('Frenchies from {kennelName}');

    // A browser must say what it saw; a script with a token may overwrite.
    expectError(
      await asBrowser('/admin/pages/home', 'PUT', { content: { heroKicker: { en: 'x' } } }),
      428,
      'versionRequired',
    );
    expectError(await asBrowser('/admin/pages/home/publish', 'POST', {}), 428, 'versionRequired');
    expectError(
      await asBrowser('/admin/pages/home/publish', 'POST', { version }),
      409,
      'editConflict',
    );
    version = stored.body.version;
  });

  it('restores an earlier version into the draft, live only once published', async () => {
    const second = await asBrowser('/admin/pages/home/publish', 'POST', { version });
    expect(second.body.publishedNumber).toBe(2);
    version = second.body.version;
    const restored = await asBrowser('/admin/pages/home/versions/1/restore', 'POST', { version });
    expect(restored.status, JSON.stringify(restored.body)).toBe(200);
    expect(block(restored.body, 'heroKicker').draft.en).toBe('Family kennel in Budapest');
    expect(block(restored.body, 'heroKicker').published.en).toBe('Tab one');
    expect(restored.body.changed).toBe(true);
    expect(await pageUntil('/', (page) => page.includes('Tab one'))).toContain('Tab one');

    const again = await asBrowser('/admin/pages/home/publish', 'POST', {
      version: restored.body.version,
    });
    expect(again.body.publishedNumber).toBe(3);
    const live = await pageUntil('/', (page) => !page.includes('Tab one'));
    expect(live).not.toContain('Tab one');
    expect(live).toContain('Family kennel in Budapest');

    expectError(
      await asBrowser('/admin/pages/home/versions/9/restore', 'POST', {
        version: again.body.version,
      }),
      404,
      'versionNotFound',
    );
  });
});

describe('bad input', () => {
  it('refuses a text over its limit beside its block and language', async () => {
    const result = await call<any>('/admin/pages/about', {
      method: 'PUT',
      token,
      json: { content: { title: { hu: 'x'.repeat(121) }, promises: { en: ['a', 'b'] } } },
    });
    expectFieldError(result, 'content.title.hu', 'tooLong');
    expectFieldError(
      await call<any>('/admin/pages/about', {
        method: 'PUT',
        token,
        json: { content: { title: { en: '' } } },
      }),
      'content.title.en',
      'required',
    );
    expectFieldError(
      await call<any>('/admin/pages/about', {
        method: 'PUT',
        token,
        json: { content: { heroTitle: { en: 'Not on this page' } } },
      }),
      'content.heroTitle',
      'unknownField',
    );
    expectFieldError(
      await call<any>('/admin/pages/about', {
        method: 'PUT',
        token,
        json: { content: { photo: 999 } },
      }),
      'content.photo',
      'imageNotFound',
    );
    const stored = await call<any>('/admin/pages/about', { token });
    expect(stored.body.version).toBe(0);
  });

  it('drops a javascript: link and anything active from rich text', async () => {
    const saved = await call<any>('/admin/pages/breed', {
      method: 'PUT',
      token,
      json: {
        content: {
          careText: {
            en: '<p onmouseover="alert(1)">Walk <a href="javascript:alert(1)">twice</a> a day<script>alert(2)</script></p>',
            de: {
              type: 'doc',
              content: [
                {
                  type: 'paragraph',
                  content: [
                    {
                      type: 'text',
                      text: 'Spaziergang',
                      marks: [{ type: 'link', attrs: { href: 'javascript:alert(1)' } }],
                    },
                  ],
                },
              ],
            },
          },
        },
      },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    const stored = JSON.stringify(block(saved.body, 'careText').draft);
    expect(stored).not.toMatch(/javascript|alert|onmouseover|script/);
    expect(stored).toContain('Walk twice a day');
  });
});

describe('a text missing in a language', () => {
  it('shows the English one there, marked lang="en"', async () => {
    const saved = await call<any>('/admin/pages/about', {
      method: 'PUT',
      token,
      json: { content: { storyTitle: { en: 'Our story', hu: '', de: 'Unsere Geschichte' } } },
    });
    expect(saved.body.missing.hu).toEqual(['storyTitle']);
    const published = await call<any>('/admin/pages/about/publish', { token, json: {} });
    expect(published.status).toBe(200);
    const hu = await pageUntil('/about', (page) => page.includes('Our story'), 'hu');
    expect(hu).toMatch(/<h2 class="h3" lang="en">Our story<\/h2>/);
    const de = await pageUntil('/about', (page) => page.includes('Unsere Geschichte'), 'de');
    expect(de).toMatch(/<h2 class="h3">Unsere Geschichte<\/h2>/);
  });
});

describe('page photos', () => {
  it('replace the drawn illustration once chosen, as the hero loaded first', async () => {
    const upload = await call<any>('/admin/pages/home/photos', {
      token,
      body: form([{ name: 'kennel.jpg', data: await jpeg(1600, 1200) }]),
    });
    expect(upload.status, JSON.stringify(upload.body)).toBe(201);
    const photo = upload.body.images[0];
    expect(photo.variants.length).toBeGreaterThan(1);
    const other = await call<any>('/admin/pages/about/photos', {
      token,
      body: form([{ name: 'other.jpg', data: await jpeg(400, 300) }]),
    });
    // Another page's photo is not this page's to show.
    expectFieldError(
      await call<any>('/admin/pages/home', {
        method: 'PUT',
        token,
        json: { content: { heroPhoto: other.body.images[0].id } },
      }),
      'content.heroPhoto',
      'imageNotFound',
    );

    const saved = await call<any>('/admin/pages/home', {
      method: 'PUT',
      token,
      json: { content: { heroPhoto: photo.id, heroImageAlt: { en: 'Our dogs in the garden' } } },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(await html('/')).toContain('hero-puppy');
    await call('/admin/pages/home/publish', { token, json: {} });
    const live = await pageUntil('/', (page) => page.includes('Our dogs in the garden'));
    const hero = /<img[^>]*class="img-fluid hero__image"[^>]*>/.exec(live)?.[0] ?? '';
    expect(hero).toContain('alt="Our dogs in the garden"');
    expect(hero).toContain(`src="${photo.url}"`);
    expect(hero).toMatch(/srcSet="[^"]+ \d+w, /i);
    expect(hero).toMatch(/fetchPriority="high"/i);
    expect(hero).toContain(`width="${photo.width}"`);
    expect(live).not.toContain('hero-puppy');
    // Preloaded from the head with its variants, as the dog pages' first photo is.
    expect(live).toMatch(/<link rel="preload"[^>]*imageSrcSet="[^"]+"/i);

    // A photo the page shows is not deleted from under it (the live page would change).
    const remove = () =>
      call<any>(`/admin/pages/home/photos/${photo.id}`, { method: 'DELETE', token });
    const refused = await remove();
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe('pagePhotoInUse');
    expect((await call<any>('/admin/pages/home/photos', { token })).body.images).toHaveLength(1);
    // Unpicked in the draft it is still live: still refused, until published without it.
    await call('/admin/pages/home', {
      method: 'PUT',
      token,
      json: { content: { heroPhoto: null } },
    });
    expect((await remove()).status).toBe(409);
    await call('/admin/pages/home/publish', { token, json: {} });
    // Put into a text of the draft, it is refused too.
    const inText = {
      type: 'doc',
      content: [{ type: 'image', attrs: { src: photo.variants[0].url, alt: 'Garden' } }],
    };
    const withImage = await call<any>('/admin/pages/home', {
      method: 'PUT',
      token,
      json: { content: { introHealthText: { en: inText } } },
    });
    expect(withImage.status, JSON.stringify(withImage.body)).toBe(200);
    expect((await remove()).status).toBe(409);
    await call('/admin/pages/home', {
      method: 'PUT',
      token,
      json: { content: { introHealthText: { en: { type: 'doc', content: [] } } } },
    });
    expect((await remove()).status).toBe(204);
    expect(await pageUntil('/', (page) => page.includes('hero-puppy'))).toContain('hero-puppy');
  });
});

describe('page photo order', () => {
  it('is saved as sent, and an order based on an older one is refused with the order as it is', async () => {
    const upload = await call<any>('/admin/pages/transport/photos', {
      token,
      body: form([
        { name: 'car.jpg', data: await jpeg(400, 300) },
        { name: 'crate.jpg', data: await jpeg(300, 400) },
      ]),
    });
    expect(upload.status).toBe(201);
    const [first, second] = upload.body.images.map((image: any) => image.id);
    const order = (ids: number[], version: string) =>
      call<any>('/admin/pages/transport/photos/order', {
        method: 'PUT',
        token,
        json: { ids, version },
      });
    const moved = await order([second, first], `${first},${second}`);
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const listed = await call<any>('/admin/pages/transport/photos', { token });
    expect(listed.body.images.map((image: any) => image.id)).toEqual([second, first]);
    // Another tab still shows the first order: refused, nothing changed.
    const stale = await order([first, second], `${first},${second}`);
    expect(stale.status).toBe(409);
    expect(stale.body.message).toBe('editConflict');
    const after = await call<any>('/admin/pages/transport/photos', { token });
    expect(after.body.images.map((image: any) => image.id)).toEqual([second, first]);
  });
});

describe('a page photo across a restart', () => {
  it('is kept: the start-up sweep of leftover files knows the page photos', async () => {
    const upload = await call<any>('/admin/pages/contact/photos', {
      token,
      body: form([{ name: 'door.jpg', data: await jpeg(600, 450) }]),
    });
    expect(upload.status).toBe(201);
    await server.restart();
    for (const { url } of upload.body.images[0].variants) {
      expect((await fetch(`${server.url}${url}`)).status, url).toBe(200);
    }
  });
});
