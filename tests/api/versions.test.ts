import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  client,
  DOG,
  expectError,
  sessionCookie,
  signupAdmin,
  type CallResult,
} from './support/client';
import { form, jpeg } from './support/images';
import { startServer, type TestServer } from './support/server';

// Every admin write carries the version it was based on; a stale one is
// refused (409 with the current record) and changes nothing.

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;
/** A browser's session: signed in by cookie, from the site's own origin. */
let browser: { cookie: string; origin: string };

beforeAll(async () => {
  server = await startServer();
  call = client(server.url);
  token = await signupAdmin(call);
  const cookie = await sessionCookie(call);
  browser = { cookie, origin: server.url };
});
afterAll(() => server?.stop());

const asBrowser = (path: string, method: string, json: unknown) =>
  call<any>(path, { method, json, cookie: browser.cookie, headers: { origin: browser.origin } });

function expectConflict(result: CallResult<any>) {
  expectError(result, 409, 'editConflict');
  expect(result.body.current).toBeDefined();
  return result.body.current;
}

describe('a dog edited in two tabs', () => {
  it('refuses the second save based on the first version, changing nothing', async () => {
    const created = await call<any>('/admin/dogs', { token, json: { ...DOG, price: 2500 } });
    const dog = created.body;
    expect(dog.version).toBe(1);
    const path = `/admin/dogs/${dog.id}`;

    // Tab one saves a new price; tab two, opened before, the German description.
    const first = await asBrowser(path, 'PATCH', { price: 3100, version: dog.version });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body).toMatchObject({ price: 3100, version: 2 });
    const second = await asBrowser(path, 'PATCH', {
      ...DOG,
      price: 2500,
      description: { ...DOG.description, de: 'Ein ruhiger Welpe.' },
      version: dog.version,
    });
    const current = expectConflict(second);
    expect(current).toMatchObject({ id: dog.id, price: 3100, version: 2 });
    expect(current.description).toEqual(DOG.description);

    const stored = (await call<any>(path, { token })).body;
    expect(stored).toMatchObject({ price: 3100, version: 2, description: DOG.description });

    // Based on the current version it goes through, and the version moves on.
    const again = await asBrowser(path, 'PATCH', {
      description: { de: 'Ein ruhiger Welpe.' },
      version: current.version,
    });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ price: 3100, version: 3 });
    expect(again.body.description.de).toBe('Ein ruhiger Welpe.');
    expect(
      (await call<any[]>('/admin/dogs', { token })).body.find((d) => d.id === dog.id),
    ).toMatchObject({ version: 3 });
  });

  it('refuses a browser write without a version (428); a token script may still overwrite', async () => {
    const dog = (await call<any>('/admin/dogs', { token, json: { ...DOG, name: 'Nova' } })).body;
    const path = `/admin/dogs/${dog.id}`;
    expectError(await asBrowser(path, 'PATCH', { price: 1 }), 428, 'versionRequired');
    expectError(await asBrowser(path, 'PATCH', { price: 1, version: 0 }), 422, 'validationFailed');
    expect((await call<any>(path, { token })).body).toMatchObject({ price: DOG.price, version: 1 });
    // A version alone changes nothing and is no change.
    expectError(await asBrowser(path, 'PATCH', { version: 1 }), 422, 'validationFailed');

    const script = await call<any>(path, { method: 'PATCH', token, json: { price: 1999 } });
    expect(script.status).toBe(200);
    expect(script.body).toMatchObject({ price: 1999, version: 2 });
    expectConflict(await call(path, { method: 'PATCH', token, json: { price: 5, version: 1 } }));
    expect((await call<any>(path, { token })).body.price).toBe(1999);
  });

  it('keeps the list switches apart the same way', async () => {
    const dog = (await call<any>('/admin/dogs', { token, json: { ...DOG, name: 'Lux' } })).body;
    const path = `/admin/dogs/${dog.id}`;
    expect((await asBrowser(path, 'PATCH', { reserved: true, version: 1 })).status).toBe(200);
    const current = expectConflict(await asBrowser(path, 'PATCH', { enabled: false, version: 1 }));
    expect(current).toMatchObject({ reserved: true, enabled: true, version: 2 });
    expect((await call<any>(`/dogs/${dog.slug}`)).status).toBe(200);
  });
});

describe('a dog deleted in one tab and changed in another', () => {
  it('keeps a dog changed since the deleting tab read it, and deletes the one it saw', async () => {
    const dog = (await call<any>('/admin/dogs', { token, json: { ...DOG, name: 'Kept Kata' } }))
      .body;
    const path = `/admin/dogs/${dog.id}`;
    const changed = await asBrowser(path, 'PATCH', { price: 3300, version: dog.version });
    expect(changed.status, JSON.stringify(changed.body)).toBe(200);

    const stale = await call<any>(`${path}?version=${dog.version}`, {
      method: 'DELETE',
      cookie: browser.cookie,
      headers: { origin: browser.origin },
    });
    expect(expectConflict(stale)).toMatchObject({ id: dog.id, price: 3300, version: 2 });
    expect((await call<any>(path, { token })).body).toMatchObject({ price: 3300 });

    // A browser must say which version it deletes.
    const blind = await call(path, {
      method: 'DELETE',
      cookie: browser.cookie,
      headers: { origin: browser.origin },
    });
    expectError(blind, 428, 'versionRequired');

    const current = await call(`${path}?version=2`, {
      method: 'DELETE',
      cookie: browser.cookie,
      headers: { origin: browser.origin },
    });
    expect(current.status).toBe(204);
    expectError(await call(path, { token }), 404);
  });
});

describe('the site info edited in two tabs', () => {
  it('refuses the second save, changing nothing', async () => {
    const before = (await call<any>('/info')).body;
    const first = await asBrowser('/info', 'PUT', {
      email: 'first@kennel.example',
      phone: '+36 30 123 4567',
      version: before.version,
    });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    expect(first.body.version).toBe(before.version + 1);
    const current = expectConflict(
      await asBrowser('/info', 'PUT', { email: 'second@kennel.example', version: before.version }),
    );
    expect(current).toMatchObject({ email: 'first@kennel.example', phone: '+36 30 123 4567' });
    expect((await call<any>('/info')).body).toMatchObject({
      email: 'first@kennel.example',
      phone: '+36 30 123 4567',
      version: before.version + 1,
    });
    expectError(await asBrowser('/info', 'PUT', { email: 'x@kennel.example' }), 428);
    expect((await call<any>('/info')).body.email).toBe('first@kennel.example');
  });
});

describe('photo orders changed in two tabs', () => {
  const ids = (images: { id: number }[]) => images.map((i) => i.id);

  it("refuses a dog's second reordering based on the old order", async () => {
    const dog = (await call<any>('/admin/dogs', { token, json: { ...DOG, name: 'Foto' } })).body;
    const files = await Promise.all(
      [0, 1, 2].map((i) => jpeg(320, 240, ['#a00', '#0a0', '#00a'][i])),
    );
    const added = await call<any>(`/admin/dogs/${dog.id}/images`, {
      token,
      body: form(files.map((data, i) => ({ name: `${i}.jpg`, data }))),
    });
    expect(added.status).toBe(201);
    const original = ids(added.body.images);
    const order = `/admin/dogs/${dog.id}/images/order`;
    const seen = original.join(',');

    const moved = await asBrowser(order, 'PUT', { ids: [...original].reverse(), version: seen });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    const current = expectConflict(
      await asBrowser(order, 'PUT', {
        ids: [original[1], original[0], original[2]],
        version: seen,
      }),
    );
    expect(ids(current)).toEqual([...original].reverse());
    expect(ids((await call<any>(`/admin/dogs/${dog.id}`, { token })).body.images)).toEqual(
      [...original].reverse(),
    );
    expectError(await asBrowser(order, 'PUT', { ids: original }), 428, 'versionRequired');
    expectError(await asBrowser(order, 'PUT', { ids: original, version: 'x,1' }), 422);
    // Based on what is stored now it goes through.
    const again = await asBrowser(order, 'PUT', { ids: original, version: ids(current).join(',') });
    expect(ids(again.body)).toEqual(original);
  });

  it('refuses a reordering of the gallery made before another upload', async () => {
    const files = await Promise.all([0, 1].map((i) => jpeg(320, 240, ['#aa0', '#0aa'][i])));
    const added = await call<any>('/admin/gallery', {
      token,
      body: form(files.map((data, i) => ({ name: `g${i}.jpg`, data }))),
    });
    const seen = ids(added.body.images);
    const more = await call<any>('/admin/gallery', {
      token,
      body: form([{ name: 'late.jpg', data: await jpeg(320, 240, '#333') }]),
    });
    const stored = ids(more.body.images);
    expect(stored).toHaveLength(3);
    const current = expectConflict(
      await asBrowser('/admin/gallery/order', 'PUT', {
        ids: [...seen].reverse(),
        version: seen.join(','),
      }),
    );
    expect(ids(current)).toEqual(stored);
    expect(ids((await call<any[]>('/gallery')).body)).toEqual(stored);
    const ok = await asBrowser('/admin/gallery/order', 'PUT', {
      ids: [...stored].reverse(),
      version: stored.join(','),
    });
    expect(ok.status).toBe(200);
    expect(ids(ok.body)).toEqual([...stored].reverse());
  });
});

describe('a focal point set in two tabs', () => {
  /** Each photo path, a dog's and the gallery's, with one photo uploaded to it. */
  async function photoPaths() {
    const dog = (await call<any>('/admin/dogs', { token, json: { ...DOG, name: 'Fokus' } })).body;
    const paths: string[] = [];
    for (const upload of [`/admin/dogs/${dog.id}/images`, '/admin/gallery']) {
      const added = await call<any>(upload, {
        token,
        body: form([{ name: 'f.jpg', data: await jpeg(320, 240, '#5a5') }]),
      });
      expect(added.status).toBe(201);
      paths.push(`${upload}/${added.body.images.at(-1).id}`);
    }
    return { dog, paths };
  }

  it('refuses a point based on one no longer stored, for a dog photo and a gallery photo', async () => {
    const { dog, paths } = await photoPaths();
    for (const path of paths) {
      // Tab one sets a point on the photo both read without one.
      const first = await asBrowser(path, 'PATCH', { focal: { x: 0.3, y: 0.15 }, version: 'none' });
      expect(first.status, JSON.stringify(first.body)).toBe(200);
      expect(first.body.focal).toEqual({ x: 0.3, y: 0.15 });

      // Tab two, opened before, clears it, then sets another: both refused, nothing changes.
      const cleared = await asBrowser(path, 'PATCH', { focal: null, version: 'none' });
      expect(expectConflict(cleared)).toMatchObject({ focal: { x: 0.3, y: 0.15 } });
      const current = expectConflict(
        await asBrowser(path, 'PATCH', { focal: { x: 0.8, y: 0.6 }, version: 'none' }),
      );
      expect(current.id).toBe(first.body.id);
      expect(current.focal).toEqual({ x: 0.3, y: 0.15 });

      // A browser must say which point it replaces, in the version's form.
      expectError(
        await asBrowser(path, 'PATCH', { focal: { x: 0.8, y: 0.6 } }),
        428,
        'versionRequired',
      );
      expectError(
        await asBrowser(path, 'PATCH', { focal: null, version: 'x'.repeat(80) }),
        422,
        'validationFailed',
      );

      // Based on the point stored now it goes through; a script may still overwrite blindly.
      const version = `${current.focal.x},${current.focal.y}`;
      expect(version).toBe('0.3,0.15');
      const again = await asBrowser(path, 'PATCH', { focal: { x: 0.8, y: 0.6 }, version });
      expect(again.status, JSON.stringify(again.body)).toBe(200);
      expect(again.body.focal).toEqual({ x: 0.8, y: 0.6 });
      const script = await call<any>(path, { method: 'PATCH', token, json: { focal: null } });
      expect(script.status).toBe(200);
      expect(script.body.focal).toBeNull();
    }
    const stored = (await call<any>(`/admin/dogs/${dog.id}`, { token })).body.images[0];
    expect(stored.focal).toBeNull();
  });

  it('answers 404 for an unknown photo, whatever the version', async () => {
    const { paths } = await photoPaths();
    for (const path of paths) {
      expect((await call(path, { method: 'DELETE', token })).status).toBe(204);
      expectError(
        await asBrowser(path, 'PATCH', { focal: null, version: 'none' }),
        404,
        'imageNotFound',
      );
    }
  });
});

describe('the OpenAPI document', () => {
  it('describes the version of every admin write and its 409 and 428 answers', async () => {
    const doc = (await call<any>('/openapi.json')).body;
    for (const [path, method] of [
      ['/admin/dogs/{id}', 'patch'],
      ['/info', 'put'],
      ['/facts', 'put'],
      ['/admin/dogs/{id}/images/order', 'put'],
      ['/admin/gallery/order', 'put'],
      ['/admin/enquiries/{id}', 'patch'],
      ['/admin/dogs/{id}/images/{imageId}', 'patch'],
      ['/admin/gallery/{imageId}', 'patch'],
    ] as const) {
      const operation = doc.paths[path][method];
      const body = operation.requestBody.content['application/json'].schema;
      expect(Object.keys(body.properties), path).toContain('version');
      expect(Object.keys(operation.responses), path).toEqual(
        expect.arrayContaining(['409', '428']),
      );
    }
  });
});
