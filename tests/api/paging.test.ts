import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { client, DOG, expectFieldError, signupAdmin } from './support/client';
import { form, jpeg } from './support/images';
import { startServer, type TestServer } from './support/server';

// `?limit=&cursor=` of GET /api/dogs and /api/gallery (lib/validation/paging.ts).

let server: TestServer;
let call: ReturnType<typeof client>;
let token: string;

beforeAll(async () => {
  server = await startServer();
  call = client(server.url);
  token = await signupAdmin(call);
  for (let i = 1; i <= 7; i++) {
    const made = await call<any>('/admin/dogs', {
      token,
      json: { ...DOG, name: `Pup ${i}`, enabled: true, foundParent: i % 3 === 0 },
    });
    expect(made.status).toBe(201);
  }
  const photos = await Promise.all(
    Array.from({ length: 7 }, async (_, i) => ({
      name: `p${i}.jpg`,
      data: await jpeg(120, 90, `#${(0x223344 + i * 0x101010).toString(16)}`),
    })),
  );
  const uploaded = await call('/admin/gallery', { token, body: form(photos) });
  expect(uploaded.status).toBe(201);
});
afterAll(() => server?.stop());

/** Every page of `path` with `limit`, following X-Next-Cursor, and the answers on the way. */
async function walk(path: string, limit: number) {
  const pages: any[][] = [];
  const links: (string | null)[] = [];
  let cursor: string | null = null;
  const join = path.includes('?') ? '&' : '?';
  do {
    const url = `${path}${join}limit=${limit}${cursor ? `&cursor=${cursor}` : ''}`;
    const answer: any = await call<any[]>(url);
    expect(answer.status, url).toBe(200);
    expect(Array.isArray(answer.body)).toBe(true);
    pages.push(answer.body);
    links.push(answer.headers.get('link'));
    cursor = answer.headers.get('x-next-cursor');
    expect(pages.length).toBeLessThan(20);
  } while (cursor);
  return { pages, links, items: pages.flat() };
}

const ids = (items: { id: number }[]) => items.map((i) => i.id);

describe('GET /api/dogs?limit=&cursor=', () => {
  it('answers the whole list without either, as before', async () => {
    const all = await call<any[]>('/dogs');
    expect(all.body).toHaveLength(7);
    expect(all.headers.get('link')).toBeNull();
    expect(all.headers.get('x-next-cursor')).toBeNull();
  });

  it('pages through the same list in the same order: no duplicates, no gaps', async () => {
    const all = (await call<any[]>('/dogs')).body;
    for (const limit of [1, 3, 7, 100]) {
      const { pages, items } = await walk('/dogs', limit);
      expect(ids(items), `limit ${limit}`).toEqual(ids(all));
      expect(new Set(ids(items)).size).toBe(items.length);
      expect(pages.slice(0, -1).every((p) => p.length === limit)).toBe(true);
    }
    // Newest first, ties by id: the order is total.
    expect(ids(all)).toEqual([...ids(all)].sort((a, b) => b - a));
  });

  it('names the next page in Link, with the query it was asked with', async () => {
    const first = await call<any[]>('/dogs?status=available&limit=2');
    const cursor = first.headers.get('x-next-cursor');
    expect(cursor).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(first.headers.get('link')).toBe(
      `</api/dogs?status=available&limit=2&cursor=${cursor}>; rel="next"`,
    );
    const { links } = await walk('/dogs?status=available', 2);
    expect(links.at(-1)).toBeNull();
  });

  it('pages each status list through its own filter', async () => {
    for (const status of ['available', 'placed']) {
      const whole = (await call<any[]>(`/dogs?status=${status}`)).body;
      const { items } = await walk(`/dogs?status=${status}`, 2);
      expect(ids(items)).toEqual(ids(whole));
      expect(items.every((d) => d.foundParent === (status === 'placed'))).toBe(true);
    }
  });

  it('keeps its place when dogs are added or removed before the cursor', async () => {
    const before = (await call<any[]>('/dogs')).body;
    const first = await call<any[]>('/dogs?limit=3');
    const cursor = first.headers.get('x-next-cursor');
    const added = await call<any>('/admin/dogs', {
      token,
      json: { ...DOG, name: 'Newcomer', enabled: true },
    });
    expect(added.status).toBe(201);
    const removed = first.body[0].id;
    expect((await call(`/admin/dogs/${removed}`, { method: 'DELETE', token })).status).toBe(204);
    const rest = await call<any[]>(`/dogs?limit=10&cursor=${cursor}`);
    expect(ids(rest.body)).toEqual(ids(before.slice(3)));
    // The new dog leads the first page; the deleted one is gone from it.
    const fresh = await call<any[]>('/dogs?limit=3');
    expect(fresh.body[0].id).toBe(added.body.id);
    expect(ids(fresh.body)).not.toContain(removed);
  });

  it('shows an admin change on the next request of a page it cached', async () => {
    const page = await call<any[]>('/dogs?limit=2');
    const dog = page.body[1];
    const renamed = await call<any>(`/admin/dogs/${dog.id}`, {
      method: 'PATCH',
      token,
      json: { name: 'Renamed Pup' },
    });
    expect(renamed.status).toBe(200);
    expect((await call<any[]>('/dogs?limit=2')).body[1].name).toBe('Renamed Pup');
    // Disabling takes it off every page.
    await call(`/admin/dogs/${dog.id}`, { method: 'PATCH', token, json: { enabled: false } });
    const { items } = await walk('/dogs', 2);
    expect(ids(items)).not.toContain(dog.id);
  });

  it('refuses a bad limit or cursor with a translated error naming the parameter', async () => {
    for (const limit of ['0', '101', '-1', '1.5', 'ten', '', '01', '1e2', '9999999999']) {
      expectFieldError(await call(`/dogs?limit=${limit}`), 'limit', 'invalidLimit');
    }
    const dogCursor = (await call('/dogs?limit=1')).headers.get('x-next-cursor')!;
    for (const cursor of [
      '',
      'abc',
      '!!!!',
      'x'.repeat(65),
      Buffer.from('1.0').toString('base64url'),
      Buffer.from('abc.1').toString('base64url'),
      Buffer.from('1.2147483648').toString('base64url'),
      Buffer.from('99999999999999999999.1').toString('base64url'),
      `${dogCursor}%00`,
    ]) {
      expectFieldError(await call(`/dogs?cursor=${cursor}`), 'cursor', 'invalidCursor');
    }
    const both = await call<any>('/dogs?limit=0&cursor=zz&status=sold');
    expect(both.status).toBe(422);
    expect(both.body.errors).toEqual(
      expect.arrayContaining([
        { msg: 'invalidLimit', path: 'limit' },
        { msg: 'invalidCursor', path: 'cursor' },
        { msg: 'invalidStatus', path: 'status' },
      ]),
    );
  });

  it('takes a cursor alone with the default page size', async () => {
    const cursor = (await call('/dogs?limit=1')).headers.get('x-next-cursor')!;
    const rest = await call<any[]>(`/dogs?cursor=${cursor}`);
    expect(rest.status).toBe(200);
    expect(rest.body.length).toBeGreaterThan(0);
    expect(rest.body.length).toBeLessThanOrEqual(24);
  });
});

describe('GET /api/gallery?limit=&cursor=', () => {
  it('answers the whole gallery without either, and the same photos page by page', async () => {
    const all = await call<any[]>('/gallery');
    expect(all.body).toHaveLength(7);
    expect(all.headers.get('x-next-cursor')).toBeNull();
    for (const limit of [1, 2, 7]) {
      const { items, links } = await walk('/gallery', limit);
      expect(ids(items)).toEqual(ids(all.body));
      expect(links.at(-1)).toBeNull();
    }
    const first = await call('/gallery?limit=3');
    expect(first.headers.get('link')).toBe(
      `</api/gallery?limit=3&cursor=${first.headers.get('x-next-cursor')}>; rel="next"`,
    );
  });

  it('follows a new order and a deletion at once', async () => {
    const before = ids((await call<any[]>('/gallery')).body);
    expect(ids((await walk('/gallery', 3)).items)).toEqual(before);
    const reversed = [...before].reverse();
    const saved = await call('/admin/gallery/order', {
      method: 'PUT',
      token,
      json: { ids: reversed },
    });
    expect(saved.status).toBe(200);
    expect(ids((await walk('/gallery', 3)).items)).toEqual(reversed);
    expect((await call(`/admin/gallery/${reversed[1]}`, { method: 'DELETE', token })).status).toBe(
      204,
    );
    expect(ids((await walk('/gallery', 3)).items)).toEqual(
      reversed.filter((id) => id !== reversed[1]),
    );
  });

  it('refuses a bad limit or cursor', async () => {
    expectFieldError(await call('/gallery?limit=101'), 'limit', 'invalidLimit');
    expectFieldError(await call('/gallery?cursor=%2F%2F'), 'cursor', 'invalidCursor');
  });

  it('is described in the OpenAPI document', async () => {
    const doc = (await call<any>('/openapi.json')).body;
    for (const path of ['/dogs', '/gallery']) {
      const names = doc.paths[path].get.parameters.map((p: { name: string }) => p.name);
      expect(names, path).toEqual(expect.arrayContaining(['limit', 'cursor']));
      expect(Object.keys(doc.paths[path].get.responses[200].headers)).toEqual([
        'Link',
        'X-Next-Cursor',
      ]);
    }
  });
});
