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

// Litters — the breeder's API, the public API and pages, and the rules that
// bind litters, their parents and their puppies.

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

const PARENT = { ...DOG, birthday: '2021-03-04', kind: 'parent', price: null };

/** A page, fetched until it shows `text` (pages are rebuilt on the request after a change). */
async function pageShowing(path: string, text: string, locale = 'en'): Promise<string> {
  let html = '';
  for (let i = 0; i < 20; i++) {
    html = await (await page(path, locale)).text();
    if (html.includes(text)) return html;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return html;
}

let mother: any;
let father: any;
let litter: any;
let planned: any;

describe('litters', () => {
  it('adds a litter of the kennel’s parents, refusing bad input beside its field', async () => {
    mother = (
      await call<any>('/admin/dogs', {
        token,
        json: {
          ...PARENT,
          name: 'Mama Mimi',
          gender: 'female',
          registration: 'MET.FB.77/21',
          healthTests: [{ name: 'BOAS', result: 'Grade 1', date: '2024-05-01' }],
        },
      })
    ).body;
    father = (
      await call<any>('/admin/dogs', {
        token,
        json: { ...PARENT, name: 'Papa Pista', gender: 'male' },
      })
    ).body;
    const puppy = (await call<any>('/admin/dogs', { token, json: { ...DOG, name: 'Not Parent' } }))
      .body;

    const add = (json: unknown) => call<any>('/admin/litters', { token, json });
    const base = { motherId: mother.id, fatherId: father.id };
    expectFieldError(await add({ ...base, motherId: father.id }), 'motherId', 'invalidMother');
    expectFieldError(await add({ ...base, motherId: puppy.id }), 'motherId', 'invalidMother');
    expectFieldError(await add({ ...base, fatherId: mother.id }), 'fatherId', 'invalidFather');
    expectFieldError(
      await add({ ...base, outsideSire: { name: 'Guest', registration: 'X1' } }),
      'outsideSire',
      'twoSires',
    );
    expectFieldError(
      await add({ ...base, matedAt: '2026-05-02', bornAt: '2026-05-01' }),
      'bornAt',
      'bornTooSoon',
    );
    expectFieldError(await add({ ...base, status: 'born' }), 'bornAt', 'bornAtRequired');
    expectFieldError(await add({ ...base, status: 'weaned' }), 'status', 'invalidLitterStatus');
    expectFieldError(
      await add({ ...base, expected: { males: -1, females: 2 } }),
      'expected.males',
      'invalidCount',
    );
    expectFieldError(
      await add({ ...base, outsideSire: { name: '', registration: 'X' }, fatherId: null }),
      'outsideSire.name',
      'required',
    );
    expectFieldError(await add({ fatherId: father.id }), 'motherId', 'invalidParent');
    expectError(await call('/admin/litters', { json: base }), 401);
    expect((await call<any[]>('/admin/litters', { token })).body).toEqual([]);

    const created = await add({
      ...base,
      status: 'expected',
      matedAt: '2026-09-20',
      expectedAt: '2026-12-03',
      expected: { males: 2, females: 3, colors: { blue: 3, lilac: 2 } },
      note: { en: 'Our spring hopes.', hu: 'Tavaszi reményeink.' },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    litter = created.body;
    expect(litter).toMatchObject({
      slug: 'mama-mimi-2026-12',
      status: 'expected',
      motherId: mother.id,
      fatherId: father.id,
      outsideSire: null,
      expected: { males: 2, females: 3, colors: { blue: 3, lilac: 2 } },
      born: { males: 0, females: 0, colors: {} },
      note: { en: 'Our spring hopes.', hu: 'Tavaszi reményeink.', de: '' },
      version: 1,
      puppies: [],
      images: [],
    });
    planned = (
      await add({
        motherId: mother.id,
        outsideSire: { name: 'Guest Gusztáv', registration: 'MET.FB.9/20' },
        expectedAt: '2026-12-20',
      })
    ).body;
    expect(planned).toMatchObject({
      slug: 'mama-mimi-2026-12-2',
      status: 'planned',
      fatherId: null,
      father: null,
      outsideSire: { name: 'Guest Gusztáv', registration: 'MET.FB.9/20' },
    });
  });

  it('answers the public list and one litter with parents, health tests and notes', async () => {
    const list = await call<any[]>('/litters');
    expect(list.status).toBe(200);
    expect(list.body.map((l) => l.slug).sort()).toEqual([litter.slug, planned.slug].sort());
    const shown = list.body.find((l) => l.id === litter.id);
    expect(shown.mother).toMatchObject({
      name: 'Mama Mimi',
      slug: mother.slug,
      registration: 'MET.FB.77/21',
      healthTests: [{ name: 'BOAS', result: 'Grade 1', date: '2024-05-01' }],
    });
    expect(shown.father).toMatchObject({ name: 'Papa Pista', slug: father.slug });
    expect(shown.note).toEqual({ en: 'Our spring hopes.', hu: 'Tavaszi reményeink.', de: '' });
    for (const key of ['matedAt', 'expectedAt', 'bornAt', 'expected', 'born', 'images']) {
      expect(shown).toHaveProperty(key);
    }
    expect((await call<any>(`/litters/${litter.slug}`)).body.id).toBe(litter.id);
    expect((await call<any>(`/litters/${litter.id}`)).body.slug).toBe(litter.slug);
    expectError(await call('/litters/nobody-2020-01'), 404, 'litterNotFound');
    expectError(await call('/litters/%E2%9C%93'), 404);
    expectError(await call('/litters?status=weaned'), 422);
  });

  it('keeps versions: 428 without one from a browser, 409 with the litter as it is now', async () => {
    const path = `/admin/litters/${litter.id}`;
    expectError(await asBrowser(path, 'PATCH', { status: 'born' }), 428, 'versionRequired');
    const first = await asBrowser(path, 'PATCH', {
      expected: { males: 3, females: 3, colors: { blue: 6 } },
      version: 1,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.version).toBe(2);
    const stale = await asBrowser(path, 'PATCH', { note: { de: 'Zu spät.' }, version: 1 });
    expectError(stale, 409, 'editConflict');
    expect(stale.body.current).toMatchObject({ id: litter.id, version: 2 });
    expect(stale.body.current.expected.males).toBe(3);
    // The rules hold on the litter as it would be stored.
    expectFieldError(
      await asBrowser(path, 'PATCH', { bornAt: '2026-09-01', version: 2 }),
      'bornAt',
      'bornTooSoon',
    );
    expectFieldError(
      await asBrowser(path, 'PATCH', {
        outsideSire: { name: 'Guest', registration: 'X' },
        version: 2,
      }),
      'outsideSire',
      'twoSires',
    );
    expectFieldError(
      await asBrowser(path, 'PATCH', { status: 'ready', version: 2 }),
      'bornAt',
      'bornAtRequired',
    );
    expectFieldError(
      await asBrowser(path, 'PATCH', { fatherId: mother.id, version: 2 }),
      'fatherId',
      'invalidFather',
    );
    expectError(await asBrowser(path, 'PATCH', { version: 2 }), 422, 'validationFailed');
    expect((await call<any>(path, { token })).body.version).toBe(2);
    litter = (await call<any>(path, { token })).body;
  });

  it('refuses the sale’s dates that cannot be, each beside its field', async () => {
    const day = (ago: number) => new Date(Date.now() - ago * 86_400_000).toISOString().slice(0, 10);
    const created = await call<any>('/admin/litters', {
      token,
      json: { motherId: mother.id, status: 'expected', matedAt: day(70), expectedAt: day(7) },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    const path = `/admin/litters/${created.body.id}`;
    const patch = (json: object) => call<any>(path, { method: 'PATCH', token, json });
    const counted = { males: 2, females: 1, colors: {} };
    // Born 12 days after the mating; tomorrow; without a count.
    expectFieldError(
      await patch({ status: 'born', bornAt: day(58), born: counted }),
      'bornAt',
      'bornTooSoon',
    );
    expectFieldError(
      await patch({ status: 'born', bornAt: day(-1), born: counted }),
      'bornAt',
      'dateInFuture',
    );
    expectFieldError(
      await patch({ status: 'born', bornAt: day(1) }),
      'born.males',
      'bornCountRequired',
    );
    // Ready on its birth day, or at 7 weeks: refused; nothing was stored meanwhile.
    expectFieldError(
      await patch({ status: 'ready', bornAt: day(0), born: counted }),
      'status',
      'readyTooSoon',
    );
    expect((await call<any>(path, { token })).body).toMatchObject({
      status: 'expected',
      version: 1,
    });
    const born = await patch({ status: 'born', bornAt: day(14), born: counted });
    expect(born.status, JSON.stringify(born.body)).toBe(200);
    expectFieldError(await patch({ status: 'ready' }), 'status', 'readyTooSoon');
    expectFieldError(
      await patch({ born: { males: 0, females: 0 } }),
      'born.males',
      'bornCountRequired',
    );
    // A new litter is held to the same rules.
    expectFieldError(
      await call<any>('/admin/litters', {
        token,
        json: { motherId: mother.id, status: 'ready', bornAt: day(10), born: counted },
      }),
      'status',
      'readyTooSoon',
    );
    // Eight weeks after the birth (born 56 days after the mating at the earliest) it is ready.
    const ready = await patch({ status: 'ready', bornAt: day(56), matedAt: day(112) });
    expect(ready.status, JSON.stringify(ready.body)).toBe(200);
    expect(ready.body).toMatchObject({ status: 'ready', bornAt: day(56), born: { males: 2 } });
    // The admin's view says whom its news would mail (nobody: no mail settings here); the
    // public one does not.
    expect(ready.body.mailAudience).toEqual({ expected: 0, born: 0, ready: 0 });
    expect((await call<any>(`/litters/${ready.body.slug}`)).body).not.toHaveProperty(
      'mailAudience',
    );
    expect((await call(path, { method: 'DELETE', token })).status).toBe(204);
  });

  it('lists closed litters only when asked, yet keeps their page', async () => {
    const closed = await call<any>(`/admin/litters/${planned.id}`, {
      method: 'PATCH',
      token,
      json: { status: 'closed' },
    });
    expect(closed.body.status).toBe('closed');
    expect((await call<any[]>('/litters')).body.map((l) => l.id)).toEqual([litter.id]);
    expect((await call<any[]>('/litters?status=closed')).body.map((l) => l.id)).toEqual([
      planned.id,
    ]);
    expect((await call<any[]>('/litters?status=all')).body).toHaveLength(2);
    expect((await call<any[]>('/admin/litters', { token })).body).toHaveLength(2);
    expect((await call(`/litters/${planned.slug}`)).status).toBe(200);

    const list = await pageShowing('/litters', 'Mama Mimi × Papa Pista');
    expect(list).toContain(`href="/litters/${litter.slug}"`);
    expect(list).not.toContain(`/litters/${planned.slug}`);
    expect(list).toContain('"@type":"ItemList"');
    const sitemap = await (await page('/sitemap.xml')).text();
    expect(sitemap).toContain('/litters</loc>');
    expect(sitemap).toContain(`/litters/${litter.slug}</loc>`);
    expect(sitemap).not.toContain(`/litters/${planned.slug}</loc>`);
    const home = await pageShowing('/', 'Upcoming litters');
    expect(home).toContain(`href="/litters/${litter.slug}"`);
  });

  it('puts puppies in a litter, shows their status, siblings and the litter page in Hungarian', async () => {
    const puppy = (json: object) => call<any>('/admin/dogs', { token, json: { ...DOG, ...json } });
    expectFieldError(
      await puppy({ name: 'Lost Lili', litterId: 999999 }),
      'litterId',
      'invalidLitter',
    );
    expectFieldError(
      await puppy({ name: 'Lost Lili', litterId: 'x' }),
      'litterId',
      'invalidLitter',
    );
    const born = await call<any>(`/admin/litters/${litter.id}`, {
      method: 'PATCH',
      token,
      json: { status: 'born', bornAt: '2026-11-20', born: { males: 1, females: 2, colors: {} } },
    });
    expect(born.status, JSON.stringify(born.body)).toBe(200);
    const anna = (await puppy({ name: 'Anna Alom', litterId: litter.id })).body;
    const bella = (await puppy({ name: 'Bella Alom', litterId: litter.id, reserved: true })).body;
    const hidden = (await puppy({ name: 'Cili Alom', litterId: litter.id, enabled: false })).body;
    expect(anna.litterId).toBe(litter.id);

    const shown = (await call<any>(`/litters/${litter.slug}`)).body;
    expect(shown.puppies.map((p: any) => [p.name, p.status])).toEqual([
      ['Anna Alom', 'available'],
      ['Bella Alom', 'reserved'],
    ]);
    const admin = (await call<any>(`/admin/litters/${litter.id}`, { token })).body;
    expect(admin.puppies.map((p: any) => p.id)).toContain(hidden.id);

    const puppyPage = await pageShowing(`/${anna.slug}`, 'Littermates of Anna Alom');
    expect(puppyPage).toContain(`href="/litters/${litter.slug}"`);
    expect(puppyPage).toContain('From the litter of Mama Mimi × Papa Pista');
    expect(puppyPage).toContain(`href="/${bella.slug}"`);
    expect(puppyPage).not.toContain('Cili Alom');

    const hu = await pageShowing(`/litters/${litter.slug}`, 'Bella Alom', 'hu');
    expect(hu).toMatch(/<html[^>]*lang="hu"/);
    expect(hu).toContain('Megszületett');
    expect(hu).toContain('Tavaszi reményeink.');
    expect(hu).toContain('Lefoglalva');
    expect(hu).toContain('Grade 1');
    expect(hu).toContain(`href="/apply?litter=${litter.slug}"`);
    expect(hu).toContain('"@type":"ItemList"');
    expect(hu).not.toContain('Cili Alom');
    const de = await (await page(`/litters/${litter.slug}`, 'de')).text();
    expect(de).toContain('<div class="dog-description" lang="en"');
    expect(de).toContain('Our spring hopes.');
    expect(de).toContain('Die Welpen');

    const byId = await page(`/litters/${litter.id}`);
    expect(byId.status).toBe(308);
    expect(byId.headers.get('location')).toMatch(new RegExp(`/litters/${litter.slug}$`));
    expect((await page('/litters/nobody-2020-01')).status).toBe(404);
  });

  it('gives a litter’s sire from another kennel to its puppies: page, API and verification', async () => {
    const guest = { name: 'Guest Gusztáv', registration: 'MET.FB.9/20' };
    const guestLitter = (
      await call<any>('/admin/litters', {
        token,
        json: {
          motherId: mother.id,
          outsideSire: guest,
          status: 'born',
          matedAt: '2026-06-01',
          bornAt: '2026-08-01',
          born: { males: 1, females: 1 },
        },
      })
    ).body;
    const other = (
      await call<any>('/admin/dogs', {
        token,
        json: { ...PARENT, name: 'Other Olivér', gender: 'male' },
      })
    ).body;
    const puppy = (
      await call<any>('/admin/dogs', {
        token,
        json: { ...DOG, name: 'Gusztáv Fia', litterId: guestLitter.id, motherId: mother.id },
      })
    ).body;
    // A puppy naming another father of its own still has its litter's sire.
    const sibling = (
      await call<any>('/admin/dogs', {
        token,
        json: { ...DOG, name: 'Gusztáv Lánya', litterId: guestLitter.id, fatherId: other.id },
      })
    ).body;
    const outside = { id: null, slug: null, ...guest };
    expect(puppy.father).toEqual(outside);
    expect(sibling.father).toEqual(outside);
    expect((await call<any>(`/dogs/${puppy.slug}`)).body).toMatchObject({
      fatherId: null,
      father: outside,
    });
    expect((await call<any>(`/admin/dogs/${sibling.id}`, { token })).body.father).toEqual(outside);

    // The puppy's page names him among its facts and shows him beside the mother.
    let html = await pageShowing(`/${puppy.slug}`, 'Guest Gusztáv');
    expect(html).toContain('<dt>Father</dt><dd>Guest Gusztáv</dd>');
    expect(html).toContain('data-testid="outside-sire"');
    expect(html).toContain('Father, from another kennel');
    expect(html).toContain('MET.FB.9/20');
    expect(html).toContain('The parents of Gusztáv Fia');
    // And so does its verification page, with the mother.
    let verify = await (await page(`/verify/${puppy.verifyCode}`)).text();
    expect(verify).toContain('Mama Mimi');
    expect(verify).toContain('Guest Gusztáv');
    expect(verify).toContain('MET.FB.9/20');
    expect(verify).toContain('A sire from another kennel.');
    expect(await (await page(`/verify/${sibling.verifyCode}`)).text()).not.toContain(
      'Other Olivér',
    );

    // The litter's sire changed to the kennel's male: every answer follows at once.
    const changed = await call<any>(`/admin/litters/${guestLitter.id}`, {
      method: 'PATCH',
      token,
      json: { fatherId: father.id, outsideSire: null, version: guestLitter.version },
    });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);
    const kennelFather = { id: father.id, slug: father.slug, name: 'Papa Pista', registration: '' };
    expect((await call<any>(`/dogs/${sibling.slug}`)).body.father).toEqual(kennelFather);
    html = await pageShowing(`/${puppy.slug}`, '<dd>Papa Pista</dd>');
    expect(html).toContain('<dt>Father</dt><dd>Papa Pista</dd>');
    expect(html).not.toContain('Guest Gusztáv');
    expect(html).toContain(`href="/${father.slug}"`);
    verify = await pageShowing(`/verify/${puppy.verifyCode}`, 'Papa Pista');
    expect(verify).toContain('Papa Pista');
    expect(verify).not.toContain('Guest Gusztáv');

    // Back to the guest, then the puppies go, so the tests after this one count as before.
    await call(`/admin/litters/${guestLitter.id}`, {
      method: 'PATCH',
      token,
      json: { fatherId: null, outsideSire: guest },
    });
    for (const dog of [puppy, sibling, other]) {
      expect((await call(`/admin/dogs/${dog.id}`, { method: 'DELETE', token })).status).toBe(204);
    }
    expect(
      (await call(`/admin/litters/${guestLitter.id}`, { method: 'DELETE', token })).status,
    ).toBe(204);
  });

  it('keeps a litter’s parents: no delete, no change of sex or kind (409 parentInUse)', async () => {
    expectError(
      await call(`/admin/dogs/${mother.id}`, { method: 'DELETE', token }),
      409,
      'parentInUse',
    );
    expectError(
      await call(`/admin/dogs/${father.id}`, { method: 'DELETE', token }),
      409,
      'parentInUse',
    );
    expectError(
      await call(`/admin/dogs/${mother.id}`, { method: 'PATCH', token, json: { kind: 'puppy' } }),
      409,
      'parentInUse',
    );
    expectError(
      await call(`/admin/dogs/${father.id}`, {
        method: 'PATCH',
        token,
        json: { gender: 'female' },
      }),
      409,
      'parentInUse',
    );
    expect((await call(`/admin/dogs/${mother.id}`, { token })).status).toBe(200);
  });

  it('keeps litter photos through the photo pipeline: upload, order, focal point, delete', async () => {
    const base = `/admin/litters/${litter.id}/images`;
    const upload = await call<any>(base, {
      token,
      body: form([
        { name: 'a.jpg', data: await jpeg(600, 400, '#579') },
        { name: 'b.jpg', data: await jpeg(400, 600, '#975') },
      ]),
    });
    expect(upload.status).toBe(201);
    const ids = upload.body.images.map((i: any) => i.id);
    expect(ids).toHaveLength(2);
    const reversed = [...ids].reverse();
    const order = await asBrowser(`${base}/order`, 'PUT', { ids: reversed, version: ids.join() });
    expect(order.body.map((i: any) => i.id)).toEqual(reversed);
    expectError(await asBrowser(`${base}/order`, 'PUT', { ids, version: ids.join() }), 409);
    const focal = await call<any>(`${base}/${reversed[0]}`, {
      method: 'PATCH',
      token,
      json: { focal: { x: 0.5, y: 0.2 } },
    });
    expect(focal.body.focal).toEqual({ x: 0.5, y: 0.2 });
    expect((await call(`${base}/${reversed[1]}`, { method: 'DELETE', token })).status).toBe(204);
    expectError(await call(`${base}/${reversed[1]}`, { method: 'DELETE', token }), 404);
    const shown = (await call<any>(`/litters/${litter.slug}`)).body;
    expect(shown.images.map((i: any) => i.id)).toEqual([reversed[0]]);
    const html = await pageShowing(`/litters/${litter.slug}`, 'object-position:50% 20%');
    expect(html).toContain('Litter of Mama Mimi, photo 1');
  });

  it('deletes a litter with its version; its puppies stay, without it', async () => {
    const path = `/admin/litters/${litter.id}`;
    const puppies = (await call<any>(path, { token })).body.puppies;
    expectError(await asBrowser(path, 'DELETE'), 428, 'versionRequired');
    const stale = await asBrowser(`${path}?version=1`, 'DELETE');
    expectError(stale, 409, 'editConflict');
    expect(stale.body.current.id).toBe(litter.id);
    const version = stale.body.current.version;
    expect((await asBrowser(`${path}?version=${version}`, 'DELETE')).status).toBe(204);
    expectError(await call(path, { token }), 404, 'litterNotFound');
    for (const puppy of puppies) {
      const stored = (await call<any>(`/admin/dogs/${puppy.id}`, { token })).body;
      expect(stored.litterId).toBeNull();
    }
    expect((await page(`/litters/${litter.slug}`)).status).toBe(404);
    // The mother is still the closed litter's: it stays.
    expectError(
      await call(`/admin/dogs/${mother.id}`, { method: 'DELETE', token }),
      409,
      'parentInUse',
    );
    expect((await call(`/admin/dogs/${father.id}`, { method: 'DELETE', token })).status).toBe(204);
  });

  it('describes the litters in the OpenAPI document', async () => {
    const doc = (await call<any>('/openapi.json')).body;
    for (const path of [
      '/litters',
      '/litters/{idOrSlug}',
      '/admin/litters',
      '/admin/litters/{id}',
      '/admin/litters/{id}/images',
      '/admin/litters/{id}/images/order',
      '/admin/litters/{id}/images/{imageId}',
    ]) {
      expect(doc.paths[path], path).toBeDefined();
    }
    const create = doc.paths['/admin/litters'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(create.properties)).toEqual(
      expect.arrayContaining(['motherId', 'fatherId', 'outsideSire', 'status', 'expected']),
    );
    const dog = doc.paths['/admin/dogs'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(dog.properties)).toContain('litterId');
  });
});
