import { createClient } from 'redis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRedis, type RedisServer } from '../support/redis-server';
import { client, DOG, signupAdmin } from './support/client';
import { BROWSER, httpRequest, type Raw } from './support/raw';
import { startServer, type TestServer } from './support/server';

// No address adds entries to Next's cache. A later page past a list's last,
// any other path under a list and every distinct cursor of the list APIs used to be stored (in
// Redis for 7 days): 40 long paths took Redis from 1.2 to 5.8 MB. Run under both entries.

let redis: RedisServer;
let server: TestServer;
let keys: ReturnType<typeof createClient>;
let call: ReturnType<typeof client>;
let token: string;

/** 13 available puppies: their list has two pages of 12; the other list and the gallery one. */
const AVAILABLE = 13;

beforeAll(async () => {
  redis = await startRedis();
  server = await startServer({ REDIS_URL: redis.url });
  keys = createClient({ url: redis.url });
  await keys.connect();
  call = client(server.url);
  token = await signupAdmin(call);
  for (let i = 1; i <= AVAILABLE; i++) {
    const made = await call('/admin/dogs', { token, json: { ...DOG, name: `Pup ${i}` } });
    expect(made.status).toBe(201);
  }
});
afterAll(async () => {
  await keys?.quit();
  await server?.stop();
  await redis?.stop();
});

const page = (path: string, language = 'en') =>
  httpRequest(server.url, path, { ...BROWSER, 'accept-language': language });

/** A cursor as the API writes it: an item's sort key and id, base64url. */
const cursor = (key: number, id: number) => Buffer.from(`${key}.${id}`).toString('base64url');

/** Every address a visitor may legitimately ask for here, so that their entries exist. */
async function visitRealPages() {
  for (const path of [
    '/gallery',
    '/puppies/available-puppies',
    '/puppies/available-puppies?page=2',
    '/puppies/puppies-with-parents',
  ]) {
    expect((await page(path)).status, path).toBe(200);
  }
  for (const path of ['/dogs?limit=5', '/gallery?limit=5', '/dogs?status=available&limit=5']) {
    expect((await fetch(`${server.url}/api${path}`)).status, path).toBe(200);
  }
}

/** Redis's key count, once it no longer changes while the real pages are visited again. */
async function settledKeyCount(): Promise<number> {
  let before = -1;
  for (let round = 0; round < 20; round++) {
    await visitRealPages();
    const now = await keys.dbSize();
    if (now === before) return now;
    before = now;
  }
  throw new Error('Redis kept growing while only real pages were visited');
}

/** `run` on each item, one after the other: the answers in order. */
async function inSequence<T, R>(items: T[], run: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (const item of items) results.push(await run(item));
  return results;
}

/** A 404 rendered for this request alone: never kept, one policy, with this answer's nonce. */
function expectPerRequestNotFound(answer: Raw, label: string) {
  expect(answer.status, label).toBe(404);
  const control = String(answer.headers['cache-control']);
  expect(control, label).toContain('no-store');
  expect(control, label).not.toContain('s-maxage');
  const policy = answer.headers['content-security-policy'];
  expect(typeof policy, `${label}: exactly one policy`).toBe('string');
  expect(String(policy), `${label}: exactly one policy`).not.toMatch(/,\s*default-src/);
  expect(String(policy), label).toMatch(/'nonce-[^']+'/);
}

describe('Next’s cache under made-up addresses', () => {
  it('Redis runs with a memory limit and an eviction policy, as the README asks', async () => {
    const config = await keys.configGet('maxmemory*');
    expect(Number(config.maxmemory)).toBeGreaterThan(0);
    expect(config['maxmemory-policy']).not.toBe('noeviction');
  });

  it('100 requests for pages past the last, junk list paths and cursors add no key', async () => {
    // The lists the proxy counts to tell a page past the last: one cached read each, at most.
    for (const list of ['/gallery', '/dogs?status=available', '/dogs?status=placed', '/news']) {
      await (await fetch(`${server.url}/api${list}`)).arrayBuffer();
    }
    const before = await settledKeyCount();
    expect(before).toBeGreaterThan(0);
    const long = 'x'.repeat(300);
    const pages: { path: string; language: string }[] = [];
    const reads: string[] = [];
    for (let i = 0; i < 12; i++) {
      const language = ['en', 'hu', 'de'][i % 3]!;
      for (const path of [
        `/gallery/${long}-${i}`,
        `/gallery?page=${1000 + i}`,
        `/gallery?page=${2 + i}&utm_source=${long}`,
        `/puppies/available-puppies?page=${3 + i}`,
        `/puppies/available-puppies/junk-${i}`,
        `/puppies/puppies-with-parents?page=${2 + i}`,
        `/puppies/puppies-with-parents/${i}.0`,
      ]) {
        pages.push({ path, language });
      }
      for (const list of ['/dogs?', '/dogs?status=available&', '/gallery?']) {
        reads.push(`${list}cursor=${cursor(1_700_000_000_000_000 + i, i + 1)}`);
      }
    }
    expect(pages.length + reads.length).toBeGreaterThanOrEqual(100);
    const answers = await inSequence(pages, ({ path, language }) => page(path, language));
    for (const path of reads) {
      const answer = await fetch(`${server.url}/api${path}`);
      expect(answer.status, path).toBe(200);
      await answer.arrayBuffer();
    }
    expect(await keys.dbSize()).toBe(before);
    answers.forEach((answer, i) => expectPerRequestNotFound(answer, pages[i]!.path));
    // The real pages are still there, and still served from the cache.
    expect(await settledKeyCount()).toBe(before);
  });

  it('a page that exists is served, and a new page at once once the list grows', async () => {
    const second = await page('/puppies/available-puppies?page=2');
    expect(second.status).toBe(200);
    expect(String(second.headers['cache-control'])).toContain('s-maxage');
    expectPerRequestNotFound(await page('/puppies/available-puppies?page=3'), '?page=3');
    // Junk under a list is not found; a page number there goes to its canonical address.
    expectPerRequestNotFound(await page('/gallery/abc'), '/gallery/abc');
    const moved = await page('/gallery/2');
    expect(moved.status).toBe(308);
    expect(moved.headers.location).toMatch(/\/gallery\?page=2$/);

    // 25 dogs take three pages: the third is there as soon as the 25th is saved.
    for (let i = AVAILABLE + 1; i <= 25; i++) {
      const made = await call('/admin/dogs', { token, json: { ...DOG, name: `Pup ${i}` } });
      expect(made.status).toBe(201);
    }
    expect((await page('/puppies/available-puppies?page=3')).status).toBe(200);
  });
});
