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

describe('health and description', () => {
  it('reports ok while the database answers', async () => {
    const result = await call('/health');
    expect(result.status).toBe(200);
    expect(result.body).toEqual({ status: 'ok' });
  });

  it('serves an OpenAPI document generated from the schemas', async () => {
    const result = await call<any>('/openapi.json');
    expect(result.status).toBe(200);
    expect(result.body.openapi).toBe('3.0.3');
    expect(Object.keys(result.body.paths)).toEqual(
      expect.arrayContaining([
        '/info',
        '/auth/login',
        '/dogs',
        '/admin/dogs/{id}/images',
        '/admin/gallery/order',
      ]),
    );
    const signup =
      result.body.paths['/auth/signup'].post.requestBody.content['application/json'].schema;
    expect(signup.required).toEqual(expect.arrayContaining(['name', 'email', 'password']));
    expect(signup.additionalProperties).toBe(false);
  });

  it('answers unknown API paths with 404 in the error shape', async () => {
    expectError(await call('/nothing/here'), 404, 'notFound');
  });
});

describe('site info', () => {
  it('starts empty', async () => {
    expect((await call('/info')).body).toEqual({
      email: null,
      phone: null,
      phoneAt: null,
      fbUrl: null,
      instaUrl: null,
      version: 0,
    });
  });

  it('needs an admin to change', async () => {
    expectError(
      await call('/info', { method: 'PUT', json: { email: 'a@b.hu' } }),
      401,
      'unauthorized',
    );
  });

  it('saves valid values and clears left-out ones', async () => {
    const info = {
      email: 'hello@kennel.example',
      phone: '+36 30 123 4567',
      phoneAt: '+43 660 7654321',
      fbUrl: 'https://www.facebook.com/frenchies',
      instaUrl: 'https://www.instagram.com/frenchies',
    };
    const saved = await call('/info', { method: 'PUT', token, json: info });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual({ ...info, version: 1 });
    expect((await call('/info')).body).toEqual({ ...info, version: 1 });
    const cleared = await call('/info', {
      method: 'PUT',
      token,
      json: { email: '', phone: '+36 1 234 5678' },
    });
    expect(cleared.body).toEqual({
      email: null,
      phone: '+36 1 234 5678',
      phoneAt: null,
      fbUrl: null,
      instaUrl: null,
      version: 2,
    });
  });

  it('refuses scripts and plain http as links, bad phones and e-mails, and unknown fields', async () => {
    for (const fbUrl of [
      'javascript:alert(1)',
      'http://facebook.com/x',
      'data:text/html,hi',
      'https://',
    ]) {
      expectFieldError(
        await call('/info', { method: 'PUT', token, json: { fbUrl } }),
        'fbUrl',
        'invalidUrl',
      );
    }
    expectFieldError(
      await call('/info', { method: 'PUT', token, json: { instaUrl: 'JAVASCRIPT:alert(1)' } }),
      'instaUrl',
      'invalidUrl',
    );
    expectFieldError(
      await call('/info', { method: 'PUT', token, json: { phone: '+36-30-abc' } }),
      'phone',
      'invalidPhone',
    );
    expectFieldError(
      await call('/info', { method: 'PUT', token, json: { email: 'not-an-email' } }),
      'email',
      'invalidEmail',
    );
    expectFieldError(
      await call('/info', { method: 'PUT', token, json: { address: 'x' } }),
      'address',
      'unknownField',
    );
    expect((await call<any>('/info')).body.phone).toBe('+36 1 234 5678');
  });

  it('stores phone numbers in international form, and refuses what cannot be dialled', async () => {
    const saved = await call('/info', {
      method: 'PUT',
      token,
      json: { phone: '06-30/123-4567', phoneAt: '0660 765 4321' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body).toMatchObject({ phone: '+36 30 123 4567', phoneAt: '+43 660 7654321' });
    const html = await (await fetch(`${server.url}/contact`)).text();
    expect(html).toContain('href="tel:+36301234567"');
    expect(html).toContain('href="https://wa.me/36301234567"');
    expect(html).toContain('href="tel:+436607654321"');
    expectFieldError(
      await call('/info', { method: 'PUT', token, json: { phone: '06 30 123' } }),
      'phone',
      'invalidPhone',
    );
    expectFieldError(
      await call('/info', { method: 'PUT', token, json: { phoneAt: '0660' } }),
      'phoneAt',
      'invalidPhoneAt',
    );
    expect((await call<any>('/info')).body.phone).toBe('+36 30 123 4567');
  });
});

describe('dogs', () => {
  let id: number;
  let slug: string;

  it('needs an admin for the admin routes', async () => {
    expectError(await call('/admin/dogs'), 401);
    expectError(await call('/admin/dogs', { json: DOG }), 401);
    expectError(await call('/admin/dogs/1', { method: 'DELETE' }), 401);
  });

  it('creates a dog with a transliterated slug (201)', async () => {
    const result = await call<any>('/admin/dogs', { token, json: DOG });
    expect(result.status).toBe(201);
    expect(result.body).toMatchObject({
      ...DOG,
      slug: 'boros-unoke',
      enabled: true,
      foundParent: false,
      images: [],
    });
    expect(Date.parse(result.body.createdAt)).not.toBeNaN();
    id = result.body.id;
    slug = result.body.slug;
    const twin = await call<any>('/admin/dogs', { token, json: DOG });
    expect(twin.body.slug).toBe('boros-unoke-2');
    expect((await call('/admin/dogs/' + twin.body.id, { method: 'DELETE', token })).status).toBe(
      204,
    );
  });

  it('validates every field', async () => {
    expectFieldError(
      await call('/admin/dogs', { token, json: { ...DOG, color: 'pink' } }),
      'color',
      'invalidColor',
    );
    expectFieldError(
      await call('/admin/dogs', { token, json: { ...DOG, gender: 'x' } }),
      'gender',
      'invalidGender',
    );
    expectFieldError(
      await call('/admin/dogs', { token, json: { ...DOG, birthday: '2999-01-01' } }),
      'birthday',
      'birthdayInFuture',
    );
    expectFieldError(
      await call('/admin/dogs', { token, json: { ...DOG, birthday: '01/02/2026' } }),
      'birthday',
      'invalidBirthday',
    );
    expectFieldError(
      await call('/admin/dogs', { token, json: { ...DOG, price: -1 } }),
      'price',
      'invalidPrice',
    );
    expectFieldError(
      await call('/admin/dogs', { token, json: { ...DOG, price: 10.5 } }),
      'price',
      'invalidPrice',
    );
    expectFieldError(
      await call('/admin/dogs', { token, json: { ...DOG, name: '  ' } }),
      'name',
      'required',
    );
    expectFieldError(
      await call('/admin/dogs', { token, json: { ...DOG, owner: 'me' } }),
      'owner',
      'unknownField',
    );
    expectFieldError(
      await call('/admin/dogs', {
        token,
        json: { ...DOG, description: { ...DOG.description, fr: 'non' } },
      }),
      'description.fr',
      'unknownField',
    );
    expectError(await call(`/admin/dogs/${id}`, { method: 'PATCH', token, json: {} }), 422);
  });

  it('lists enabled dogs publicly by status and finds one by slug or id', async () => {
    const available = await call<any[]>('/dogs?status=available');
    expect(available.body.map((d) => d.id)).toEqual([id]);
    expect((await call<any[]>('/dogs?status=placed')).body).toEqual([]);
    expectError(await call('/dogs?status=sold'), 422);
    expect((await call<any>(`/dogs/${slug}`)).body.id).toBe(id);
    expect((await call<any>(`/dogs/${id}`)).body.slug).toBe(slug);
    expectError(await call('/dogs/no-such-dog'), 404, 'dogNotFound');
    expectError(await call('/dogs/Bad_Id!'), 404);
  });

  it('moves between the lists when found-a-family changes, and hides when disabled', async () => {
    const patched = await call<any>(`/admin/dogs/${id}`, {
      method: 'PATCH',
      token,
      json: { foundParent: true },
    });
    expect(patched.status).toBe(200);
    expect(patched.body.foundParent).toBe(true);
    expect((await call<any[]>('/dogs?status=available')).body).toEqual([]);
    expect((await call<any[]>('/dogs?status=placed')).body.map((d) => d.id)).toEqual([id]);

    await call(`/admin/dogs/${id}`, { method: 'PATCH', token, json: { enabled: false } });
    expect((await call<any[]>('/dogs')).body).toEqual([]);
    expectError(await call(`/dogs/${slug}`), 404);
    expect((await call<any>(`/admin/dogs/${id}`, { token })).body.enabled).toBe(false);
    expect((await call<any[]>('/admin/dogs', { token })).body.map((d) => d.id)).toContain(id);
  });

  it('renames with a new slug and keeps other fields', async () => {
    const result = await call<any>(`/admin/dogs/${id}`, {
      method: 'PATCH',
      token,
      json: { name: 'Große Straße', description: { de: 'Neu' } },
    });
    expect(result.body.slug).toBe('grosse-strasse');
    expect(result.body.description).toEqual({ ...DOG.description, de: 'Neu' });
    expect(result.body.price).toBe(DOG.price);
  });

  it('deletes (204) and then answers 404', async () => {
    expect((await call(`/admin/dogs/${id}`, { method: 'DELETE', token })).status).toBe(204);
    expectError(await call(`/admin/dogs/${id}`, { token }), 404, 'dogNotFound');
    expectError(
      await call(`/admin/dogs/${id}`, { method: 'PATCH', token, json: { price: 1 } }),
      404,
    );
    expectError(await call(`/admin/dogs/${id}`, { method: 'DELETE', token }), 404);
    expectError(await call('/admin/dogs/abc', { token }), 422);
  });
});

describe('pages over a remote API (API_URL)', () => {
  it('render the data another instance serves', async () => {
    await call('/info', {
      method: 'PUT',
      token,
      json: { email: 'remote@kennel.example', phone: '+36 30 999 8888' },
    });
    const dog = await call<any>('/admin/dogs', {
      token,
      json: { ...DOG, name: 'Remote Rozi', enabled: true },
    });
    expect(dog.status).toBe(201);
    const upload = await call('/admin/dogs/' + dog.body.id + '/images', {
      token,
      body: form([{ name: 'rozi.jpg', data: await jpeg(1200, 900) }]),
    });
    expect(upload.status).toBe(201);

    // A page the breeder published there.
    const saved = await call('/admin/pages/about', {
      method: 'PUT',
      token,
      json: { content: { storyTitle: { en: 'Told by the API host' } } },
    });
    expect(saved.status).toBe(200);
    expect((await call('/admin/pages/about/publish', { token, json: {} })).status).toBe(200);

    const front = await startServer({ API_URL: `${server.url}/api` });
    try {
      expect(await (await fetch(`${front.url}/about`)).text()).toContain('Told by the API host');
      const html = await (await fetch(`${front.url}/contact`)).text();
      expect(html).toContain('remote@kennel.example');
      expect(html).toContain('tel:+36309998888');
      // The front instance's own database knows nothing of it.
      const own = await client(front.url)('/info');
      expect(own.body).toMatchObject({ email: null });

      const list = await (await fetch(`${front.url}/puppies/available-puppies`)).text();
      expect(list).toContain('Remote Rozi');
      const page = await fetch(`${front.url}/${dog.body.slug}`);
      expect(page.status).toBe(200);
      // Photos come from the API host, not from the front instance.
      expect(await page.text()).toContain(`src="${server.url}/api/uploads/`);
      const byId = await fetch(`${front.url}/${dog.body.id}`, { redirect: 'manual' });
      expect(byId.status).toBe(308);
      expect(new URL(byId.headers.get('location')!, front.url).pathname).toBe(`/${dog.body.slug}`);
      expect((await fetch(`${front.url}/no-such-remote-dog`)).status).toBe(404);
      // The front's proxy counts the list through the API: past its last page, a 404 of its own.
      const available = await call<unknown[]>('/dogs?status=available');
      const past = Math.ceil(available.body.length / 12) + 1;
      const missing = await fetch(`${front.url}/puppies/available-puppies?page=${past}`);
      expect(missing.status).toBe(404);
      expect(missing.headers.get('cache-control')).toContain('no-store');
    } finally {
      await front.stop();
    }
  });
});
