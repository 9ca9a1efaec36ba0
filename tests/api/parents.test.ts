import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DOG, expectError, expectFieldError, signupAdmin } from './support/client';
import { form, jpeg } from './support/images';
import { startServer, type TestServer } from './support/server';

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  server = await startServer();
  call = client(server.url);
  token = await signupAdmin(call);
});
afterAll(() => server?.stop());

const page = (path: string, locale = 'en') =>
  fetch(`${server.url}${path}`, {
    redirect: 'manual',
    headers: { cookie: `NEXT_LOCALE=${locale}` },
  });

const MOTHER = {
  ...DOG,
  name: 'Mama Mimi',
  birthday: '2021-03-04',
  gender: 'female',
  kind: 'parent',
  price: null,
  registration: 'MET.FB.1234/21',
  healthTests: [
    { name: 'BOAS', result: 'Grade 1', date: '2024-05-01' },
    { name: 'DNA panel', result: 'Clear' },
  ],
};

describe('parents and their puppies', () => {
  let mother: any;
  let father: any;
  let puppy: any;

  it('stores a parent with its registration and health tests, apart from the puppy lists', async () => {
    const created = await call<any>('/admin/dogs', { token, json: MOTHER });
    expect(created.status).toBe(201);
    mother = created.body;
    expect(mother).toMatchObject({
      kind: 'parent',
      registration: 'MET.FB.1234/21',
      healthTests: [
        { name: 'BOAS', result: 'Grade 1', date: '2024-05-01' },
        { name: 'DNA panel', result: 'Clear', date: null },
      ],
      motherId: null,
      fatherId: null,
    });
    father = (
      await call<any>('/admin/dogs', {
        token,
        json: { ...MOTHER, name: 'Papa Pista', gender: 'male', healthTests: [] },
      })
    ).body;
    const puppies = await call<any[]>('/dogs');
    expect(puppies.body.map((d) => d.id)).not.toContain(mother.id);
    expect((await call<any[]>('/dogs?status=available')).body).toEqual([]);
    const parents = await call<any[]>('/dogs?kind=parent');
    expect(parents.body.map((d) => d.name).sort()).toEqual(['Mama Mimi', 'Papa Pista']);
    expectError(await call('/dogs?kind=adult'), 422);
    expect((await call<any>(`/dogs/${mother.slug}`)).body.kind).toBe('parent');
  });

  it('lets a puppy name its parents, and only parents of the right sex', async () => {
    const created = await call<any>('/admin/dogs', {
      token,
      json: { ...DOG, name: 'Kölyök Kata', motherId: mother.id, fatherId: father.id },
    });
    expect(created.status).toBe(201);
    puppy = created.body;
    expect(puppy).toMatchObject({ kind: 'puppy', motherId: mother.id, fatherId: father.id });
    expect((await call<any[]>('/dogs')).body.map((d) => d.id)).toEqual([puppy.id]);

    const patch = (json: unknown) =>
      call(`/admin/dogs/${puppy.id}`, { method: 'PATCH', token, json });
    expectFieldError(await patch({ fatherId: mother.id }), 'fatherId', 'invalidFather');
    expectFieldError(await patch({ motherId: father.id }), 'motherId', 'invalidMother');
    expectFieldError(await patch({ motherId: puppy.id }), 'motherId', 'invalidMother');
    expectFieldError(await patch({ motherId: 999999 }), 'motherId', 'invalidMother');
    expectFieldError(await patch({ motherId: 'x' }), 'motherId', 'invalidParent');
    expectFieldError(
      await patch({ healthTests: [{ name: '', result: 'ok' }] }),
      'healthTests.0.name',
      'required',
    );
    expectFieldError(await patch({ kind: 'adult' }), 'kind', 'invalidKind');
    expect((await call<any>(`/admin/dogs/${puppy.id}`, { token })).body.motherId).toBe(mother.id);
    // A deleted parent leaves its puppies without, not deleted.
    const extra = await call<any>('/admin/dogs', {
      token,
      json: { ...MOTHER, name: 'Gone Gizi' },
    });
    expect((await patch({ motherId: extra.body.id })).status).toBe(200);
    expect((await call(`/admin/dogs/${extra.body.id}`, { method: 'DELETE', token })).status).toBe(
      204,
    );
    expect((await call<any>(`/admin/dogs/${puppy.id}`, { token })).body.motherId).toBeNull();
    expect((await patch({ motherId: mother.id })).status).toBe(200);
  });

  it("shows a puppy's parents on its page, and the parents on /our-dogs", async () => {
    const html = await (await page(`/${puppy.slug}`)).text();
    expect(html).toContain('The parents of Kölyök Kata');
    expect(html).toContain(`href="/${mother.slug}"`);
    expect(html).toContain(`href="/${father.slug}"`);
    expect(html).toContain('MET.FB.1234/21');
    expect(html).toContain('Grade 1');

    const ourDogs = await page('/our-dogs');
    expect(ourDogs.status).toBe(200);
    const list = await ourDogs.text();
    expect(list).toContain('Mama Mimi');
    expect(list).toContain('Papa Pista');
    expect(list).not.toContain('Kölyök Kata');
    expect(list).toContain('"@type":"ItemList"');
    // The header's Puppies menu and the footer link to it.
    expect(list.match(/href="\/our-dogs"/g)?.length).toBeGreaterThanOrEqual(2);

    const parentPage = await page(`/${mother.slug}`);
    expect(parentPage.status).toBe(200);
    const parentHtml = await parentPage.text();
    expect(parentHtml).toContain('DNA panel');
    expect(parentHtml).not.toContain('"@type":"Product"');

    const sitemap = await (await page('/sitemap.xml')).text();
    expect(sitemap).toContain('/our-dogs</loc>');
    expect(sitemap).toContain(`/${mother.slug}</loc>`);
  });

  it('describes the new fields in the OpenAPI document', async () => {
    const doc = await call<any>('/openapi.json');
    const create =
      doc.body.paths['/admin/dogs'].post.requestBody.content['application/json'].schema;
    expect(Object.keys(create.properties)).toEqual(
      expect.arrayContaining(['kind', 'registration', 'healthTests', 'motherId', 'fatherId']),
    );
    expect(doc.body.paths['/admin/dogs/{id}/images/{imageId}'].patch).toBeDefined();
    expect(doc.body.paths['/admin/gallery/{imageId}'].patch).toBeDefined();
    expect(doc.body.paths['/dogs'].get.parameters.map((p: any) => p.name)).toContain('kind');
  });
});

describe('photo focal points', () => {
  it('stores a focal point per photo, clears it, and refuses points off the photo', async () => {
    const dog = await call<any>('/admin/dogs', { token, json: { ...DOG, name: 'Fókusz Fanni' } });
    const other = await call<any>('/admin/dogs', { token, json: { ...DOG, name: 'Other Olga' } });
    const upload = await call<any>(`/admin/dogs/${dog.body.id}/images`, {
      token,
      body: form([{ name: 'up.jpg', data: await jpeg(300, 400) }]),
    });
    const image = upload.body.images[0];
    expect(image.focal).toBeNull();
    const path = `/admin/dogs/${dog.body.id}/images/${image.id}`;
    const saved = await call<any>(path, {
      method: 'PATCH',
      token,
      json: { focal: { x: 0.3, y: 0.15 } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ id: image.id, focal: { x: 0.3, y: 0.15 } });
    const shown = await call<any>(`/dogs/${dog.body.slug}`);
    expect(shown.body.images[0].focal).toEqual({ x: 0.3, y: 0.15 });
    const html = await (await page(`/${dog.body.slug}`)).text();
    expect(html).toContain('object-position:30% 15%');

    expectFieldError(
      await call(path, { method: 'PATCH', token, json: { focal: { x: 1.5, y: 0 } } }),
      'focal.x',
      'invalidFocalPoint',
    );
    expectError(
      await call(`/admin/dogs/${other.body.id}/images/${image.id}`, {
        method: 'PATCH',
        token,
        json: { focal: null },
      }),
      404,
      'imageNotFound',
    );
    expectError(await call(path, { method: 'PATCH', json: { focal: null } }), 401);
    const cleared = await call<any>(path, { method: 'PATCH', token, json: { focal: null } });
    expect(cleared.body.focal).toBeNull();

    const gallery = await call<any>('/admin/gallery', {
      token,
      body: form([{ name: 'g.jpg', data: await jpeg(400, 300) }]),
    });
    const galleryImage = gallery.body.images[0];
    const galleryFocal = await call<any>(`/admin/gallery/${galleryImage.id}`, {
      method: 'PATCH',
      token,
      json: { focal: { x: 0.9, y: 0.1 } },
    });
    expect(galleryFocal.body.focal).toEqual({ x: 0.9, y: 0.1 });
    expect((await call<any[]>('/gallery')).body[0].focal).toEqual({ x: 0.9, y: 0.1 });
  });
});

describe('addresses', () => {
  it('keeps an old address working after a rename: 308 to the current slug', async () => {
    const dog = await call<any>('/admin/dogs', { token, json: { ...DOG, name: 'Bella Rose' } });
    expect(dog.body.slug).toBe('bella-rose');
    const renamed = await call<any>(`/admin/dogs/${dog.body.id}`, {
      method: 'PATCH',
      token,
      json: { name: 'Bella Blue' },
    });
    expect(renamed.body.slug).toBe('bella-blue');
    const old = await page('/bella-rose');
    expect(old.status).toBe(308);
    expect(new URL(old.headers.get('location')!, server.url).pathname).toBe('/bella-blue');
    expect((await call<any>('/dogs/bella-rose')).body.slug).toBe('bella-blue');
    expect((await page('/bella-blue')).status).toBe(200);

    // Renamed twice: both old addresses lead to the dog.
    await call(`/admin/dogs/${dog.body.id}`, { method: 'PATCH', token, json: { name: 'Bella' } });
    for (const slug of ['bella-rose', 'bella-blue']) {
      const answer = await page(`/${slug}`);
      expect(answer.status, slug).toBe(308);
      expect(new URL(answer.headers.get('location')!, server.url).pathname).toBe('/bella');
    }
    // Another dog does not take an old address; the dog itself may take it back.
    const newcomer = await call<any>('/admin/dogs', {
      token,
      json: { ...DOG, name: 'Bella Rose' },
    });
    expect(newcomer.body.slug).toBe('bella-rose-2');
    const back = await call<any>(`/admin/dogs/${dog.body.id}`, {
      method: 'PATCH',
      token,
      json: { name: 'Bella Blue' },
    });
    expect(back.body.slug).toBe('bella-blue');
    expect((await page('/bella-blue')).status).toBe(200);
    expect(new URL((await page('/bella')).headers.get('location')!, server.url).pathname).toBe(
      '/bella-blue',
    );
  });

  it('never gives a dog a locale code or a page name as its slug', async () => {
    const de = await call<any>('/admin/dogs', { token, json: { ...DOG, name: 'De' } });
    expect(de.body.slug).toBe('dog-de');
    expect((await page('/dog-de')).status).toBe(200);
    const ourDogs = await call<any>('/admin/dogs', { token, json: { ...DOG, name: 'Our dogs' } });
    expect(ourDogs.body.slug).toBe('dog-our-dogs');
    const long = await call<any>('/admin/dogs', {
      token,
      json: { ...DOG, name: `${'Nagyon '.repeat(9)}Hosszú Nevű Kutya` },
    });
    // Cut after "hosszu" (69 characters), not inside "nevu".
    expect(long.body.slug).toBe(`${'nagyon-'.repeat(9)}hosszu`);
  });
});

describe('missing translations', () => {
  it('marks the English text standing in for a missing description with lang="en"', async () => {
    const dog = await call<any>('/admin/dogs', {
      token,
      json: {
        ...DOG,
        name: 'Csak Angol',
        description: { en: 'Only written in English.', hu: '', de: 'Auf Deutsch geschrieben.' },
      },
    });
    const hu = await (await page(`/${dog.body.slug}`, 'hu')).text();
    expect(hu).toMatch(/<div[^>]*lang="en"[^>]*>\s*<p[^>]*>Only written in English\.<\/p>/);
    const de = await (await page(`/${dog.body.slug}`, 'de')).text();
    expect(de).toContain('Auf Deutsch geschrieben.');
    expect(de).not.toMatch(/<div[^>]*lang="en"/);
  });
});

describe('the parent rule on every change', () => {
  const create = async (json: Record<string, unknown>) => {
    const created = await call<any>('/admin/dogs', { token, json });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    return created.body;
  };
  const patch = (id: number, json: unknown) =>
    call<any>(`/admin/dogs/${id}`, { method: 'PATCH', token, json });

  it("refuses to change a named parent's sex or kind, and leaves it as it was", async () => {
    const mother = await create({ ...MOTHER, name: 'Rule Rozi', healthTests: [] });
    const father = await create({ ...MOTHER, name: 'Rule Rudi', gender: 'male', healthTests: [] });
    const puppy = await create({
      ...DOG,
      name: 'Rule Kölyök',
      motherId: mother.id,
      fatherId: father.id,
    });

    for (const [dog, json, path] of [
      [mother, { gender: 'male' }, 'gender'],
      [mother, { kind: 'puppy' }, 'kind'],
      [father, { gender: 'female' }, 'gender'],
      [father, { kind: 'puppy', price: 100 }, 'kind'],
    ] as const) {
      const refused = await patch(dog.id, json);
      expectError(refused, 409, 'parentInUse');
      expect(refused.body.errors, JSON.stringify(json)).toContainEqual({
        msg: 'parentInUse',
        path,
      });
    }
    expect((await call<any>(`/admin/dogs/${mother.id}`, { token })).body).toMatchObject({
      gender: 'female',
      kind: 'parent',
      version: 1,
    });
    expect((await call<any>(`/admin/dogs/${father.id}`, { token })).body).toMatchObject({
      gender: 'male',
      kind: 'parent',
      price: MOTHER.price,
    });
    // Its other fields change as before; once no puppy names it, so may its sex.
    expect((await patch(mother.id, { registration: 'MET.FB.99/20' })).status).toBe(200);
    expect((await patch(puppy.id, { motherId: null })).status).toBe(200);
    expect((await patch(mother.id, { gender: 'male' })).body.gender).toBe('male');
    // And the puppy's page names no mother of the wrong sex.
    const html = await (await page(`/${puppy.slug}`)).text();
    expect(html).not.toContain(`href="/${mother.slug}"`);
  });

  it('refuses a cycle between parents', async () => {
    const grandma = await create({ ...MOTHER, name: 'Cycle Cili', healthTests: [] });
    const son = await create({
      ...MOTHER,
      name: 'Cycle Csaba',
      gender: 'male',
      healthTests: [],
      motherId: grandma.id,
    });
    const daughter = await create({
      ...MOTHER,
      name: 'Cycle Cecília',
      healthTests: [],
      fatherId: son.id,
    });
    // The grandmother cannot get her own son, or her granddaughter's line, as a parent.
    expectFieldError(await patch(grandma.id, { fatherId: son.id }), 'fatherId', 'parentCycle');
    expectFieldError(await patch(son.id, { motherId: daughter.id }), 'motherId', 'parentCycle');
    expect((await call<any>(`/admin/dogs/${grandma.id}`, { token })).body.fatherId).toBeNull();
    expect((await call<any>(`/admin/dogs/${son.id}`, { token })).body.motherId).toBe(grandma.id);
    // A father from outside the line is fine.
    const other = await create({ ...MOTHER, name: 'Cycle Ottó', gender: 'male', healthTests: [] });
    expect((await patch(grandma.id, { fatherId: other.id })).status).toBe(200);
  });
});
