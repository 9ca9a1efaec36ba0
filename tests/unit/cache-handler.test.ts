import { randomUUID } from 'node:crypto';
import { createClient } from 'redis';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import CacheHandler, {
  createCacheHandler,
  deserializeEntry,
  serializeEntry,
} from '@/server/cache-handler.mjs';
import { frameworkScriptHashes } from '@/server/next-private.mjs';
import { startRedis, type RedisServer } from '@/tests/support/redis-server';

type Handler = InstanceType<ReturnType<typeof createCacheHandler>>;
type HandlerClass = ReturnType<typeof createCacheHandler>;

const INLINE_SCRIPT = 'self.__next_f.push([1,"x"])';
const TAGS_HEADER = 'x-next-cache-tags';

/** A rendered page as Next hands it to the cache: HTML, RSC payload, per-segment payloads. */
function page(html = `<html><body><script>${INLINE_SCRIPT}</script><p>Bodza</p></body></html>`) {
  return {
    kind: 'APP_PAGE' as const,
    html,
    rscData: Buffer.from([0, 1, 2, 254, 255, 0x7b, 0x22]),
    segmentData: new Map([
      ['/_tree', Buffer.from('tree\u0000\u00ff', 'latin1')],
      ['/_full', Buffer.from([9, 8, 7])],
    ]),
    headers: { [TAGS_HEADER]: '_N_T_/layout,_N_T_/puppies/page,dogs' } as Record<string, unknown>,
    status: 200,
    postponed: undefined,
  };
}

const PAGE_CTX = {
  kind: 'APP_PAGE',
  isRoutePPREnabled: false,
  isFallback: false,
  cacheControl: { revalidate: 3600, expire: 31536000 },
};
const PAGE_GET = { kind: 'APP_PAGE', isRoutePPREnabled: false, isFallback: false };

/** Cached data as `unstable_cache` stores it. */
function fetchValue(body: unknown) {
  return {
    kind: 'FETCH' as const,
    data: { headers: {}, body: JSON.stringify(body), status: 200, url: '' },
    revalidate: 31536000,
  };
}
const fetchSet = (tags: string[]) => ({ fetchCache: true, tags, fetchIdx: 0, fetchUrl: '' });
const fetchGet = (tags: string[], softTags: string[] = []) => ({
  kind: 'FETCH',
  revalidate: 31536000,
  tags,
  softTags,
  fetchIdx: 0,
  fetchUrl: '',
});

/** Tag expiries count for entries stored strictly before them (Next's rule): let a ms pass. */
const tick = () => new Promise((resolve) => setTimeout(resolve, 2));

/** Polls `check` until it is true; the time it took, or a failure after `timeoutMs`. */
async function within(timeoutMs: number, check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > timeoutMs) throw new Error(`not within ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  return Date.now() - started;
}

/** Runs `action`, failing if it throws or takes `limitMs` or longer. */
async function quick<T>(limitMs: number, action: () => Promise<T>): Promise<T> {
  const started = Date.now();
  const result = await action();
  expect(Date.now() - started).toBeLessThan(limitMs);
  return result;
}

const stores: HandlerClass[] = [];
function handlerClass(options: Parameters<typeof createCacheHandler>[0]): HandlerClass {
  const Class = createCacheHandler({ log: () => {}, ...options });
  stores.push(Class);
  return Class;
}
// Each test's instances disconnect after it, so a later outage test hears only its own.
afterEach(() => {
  for (const Class of stores.splice(0)) Class.store.close();
});

describe('memory mode (no REDIS_URL)', () => {
  it('keeps what it is given, dated when it was stored', async () => {
    const Class = handlerClass({});
    const cache: Handler = new Class({});
    const before = Date.now();
    await cache.set('/route-cache/app-page/abc/$/puppies', page(), PAGE_CTX);
    const hit = await cache.get('/route-cache/app-page/abc/$/puppies', PAGE_GET);
    expect(hit?.value).toMatchObject({ kind: 'APP_PAGE', status: 200 });
    expect(hit?.lastModified).toBeGreaterThanOrEqual(before);
    expect(hit?.cacheControl).toEqual({ revalidate: 3600, expire: 31536000 });
    expect(await cache.get('/route-cache/app-page/abc/$/other', PAGE_GET)).toBeNull();
  });

  it('never keeps a page or route answer with an error status (a page past the last)', async () => {
    const Class = handlerClass({});
    const cache: Handler = new Class({});
    await cache.set('/route-cache/app-page/abc/$/gallery/9', { ...page(), status: 404 }, PAGE_CTX);
    expect(await cache.get('/route-cache/app-page/abc/$/gallery/9', PAGE_GET)).toBeNull();
    const route = { kind: 'APP_ROUTE', body: Buffer.from('{}'), headers: {}, status: 500 };
    await cache.set('/route-cache/app-route/abc/$/api/x', route, PAGE_CTX);
    expect(await cache.get('/route-cache/app-route/abc/$/api/x', { kind: 'APP_ROUTE' })).toBeNull();
  });

  it('expires pages and data by tag at once with { expire: 0 }, and keeps the others', async () => {
    const Class = handlerClass({});
    const cache = new Class({});
    await cache.set('page', page(), PAGE_CTX);
    await cache.set('dogs-data', fetchValue(['Bodza']), fetchSet(['dogs']));
    await cache.set('info-data', fetchValue({ phone: '1' }), fetchSet(['info']));
    await tick();
    await cache.revalidateTag(['dogs'], { expire: 0 });
    expect(await cache.get('page', PAGE_GET)).toBeNull();
    expect(await cache.get('dogs-data', fetchGet(['dogs']))).toBeNull();
    expect(await cache.get('info-data', fetchGet(['info']))).not.toBeNull();
    // Stored again after the change: served again.
    await tick();
    await cache.set('dogs-data', fetchValue(['Bodza', 'Ödön']), fetchSet(['dogs']));
    const hit = await cache.get('dogs-data', fetchGet(['dogs']));
    expect(JSON.parse(hit?.value?.data.body)).toEqual(['Bodza', 'Ödön']);
  });

  it("expires data by the reading page's implicit (soft) tags and without durations", async () => {
    const Class = handlerClass({});
    const cache = new Class({});
    await cache.set('data', fetchValue(1), fetchSet(['dogs']));
    await tick();
    await cache.revalidateTag('_N_T_/puppies');
    expect(await cache.get('data', fetchGet(['dogs'], ['_N_T_/layout']))).not.toBeNull();
    expect(await cache.get('data', fetchGet(['dogs'], ['_N_T_/puppies']))).toBeNull();
  });

  it('serves entries of a tag marked stale (not expired) as stale, for Next to refresh', async () => {
    const Class = handlerClass({});
    const cache = new Class({});
    await cache.set('page', page(), PAGE_CTX);
    await cache.set('data', fetchValue(1), fetchSet(['dogs']));
    await tick();
    await cache.revalidateTag(['dogs'], { expire: 3600 });
    // Next counts a page stale once lastModified + revalidate has passed, and expired (render
    // before answering) once lastModified + expire has.
    const stalePage = await cache.get('page', PAGE_GET);
    const now = Date.now();
    expect(stalePage?.lastModified).toBeLessThan(now - 3600 * 1000);
    expect(stalePage!.lastModified + 31536000 * 1000).toBeGreaterThan(now);
    const staleData = await cache.get('data', fetchGet(['dogs']));
    // As Next works it out: age against the entry's revalidate.
    expect((Date.now() - staleData!.lastModified) / 1000).toBeGreaterThan(31536000);
  });

  it('revalidatedTags Next passes (minimal mode) hide cached data', async () => {
    const Class = handlerClass({});
    await new Class({}).set('data', fetchValue(1), fetchSet(['dogs']));
    expect(
      await new Class({ revalidatedTags: ['dogs'] }).get('data', fetchGet(['dogs'])),
    ).toBeNull();
    expect(await new Class({}).get('data', fetchGet(['dogs']))).not.toBeNull();
  });

  it('stays within its size, dropping the least recently used entries', async () => {
    const Class = handlerClass({ memoryBytes: 3000 });
    const cache = new Class({});
    const big = (n: number) => page(`<p>${String(n).repeat(1200)}</p>`);
    await cache.set('a', big(1), PAGE_CTX);
    await cache.set('b', big(2), PAGE_CTX);
    expect(await cache.get('a', PAGE_GET)).not.toBeNull(); // a is now the most recent
    await cache.set('c', big(3), PAGE_CTX);
    expect(await cache.get('b', PAGE_GET)).toBeNull();
    expect(await cache.get('a', PAGE_GET)).not.toBeNull();
    expect(await cache.get('c', PAGE_GET)).not.toBeNull();
  });

  it("gives a page its Content-Security-Policy before storing it, with its scripts' hashes", async () => {
    const Class = handlerClass({});
    const cache = new Class({});
    const value = page();
    await cache.set('page', value, PAGE_CTX);
    const policy = value.headers['content-security-policy'];
    expect(policy).toContain(frameworkScriptHashes(value.html)[0]);
    expect(policy).toMatch(/'sha256-[A-Za-z0-9+/=]+'/);
    const hit = await cache.get('page', PAGE_GET);
    expect(hit?.value?.headers['content-security-policy']).toBe(policy);
  });

  it('the default export works from one store per process', async () => {
    delete process.env.REDIS_URL;
    const a = new CacheHandler({});
    await a.set('default-export', fetchValue(1), fetchSet(['t']));
    expect(await new CacheHandler({}).get('default-export', fetchGet(['t']))).not.toBeNull();
  });
});

describe('serialization', () => {
  it('round-trips Buffers (every byte value) and Maps exactly', () => {
    const value = page();
    value.rscData = Buffer.from(Array.from({ length: 256 }, (_, i) => i));
    const entry = {
      lastModified: 1234,
      value,
      cacheControl: { revalidate: 60, expire: 600 },
      tags: undefined,
    };
    const back = deserializeEntry(serializeEntry(entry));
    expect(back?.lastModified).toBe(1234);
    expect(back?.cacheControl).toEqual({ revalidate: 60, expire: 600 });
    const got = back!.value!;
    expect(Buffer.isBuffer(got.rscData)).toBe(true);
    expect(got.rscData.equals(value.rscData)).toBe(true);
    expect(got.segmentData).toBeInstanceOf(Map);
    expect([...got.segmentData.keys()]).toEqual([...value.segmentData.keys()]);
    for (const [segment, buffer] of value.segmentData) {
      expect(Buffer.isBuffer(got.segmentData.get(segment))).toBe(true);
      expect(got.segmentData.get(segment).equals(buffer)).toBe(true);
    }
    expect(got.html).toBe(value.html);
    expect(got.headers).toEqual(value.headers);
  });

  it('round-trips route answers and cached data', () => {
    const route = {
      lastModified: 1,
      value: {
        kind: 'APP_ROUTE',
        body: Buffer.from('{"ok":true}'),
        headers: { 'content-type': 'application/json' },
        status: 200,
      },
    };
    const back = deserializeEntry(serializeEntry(route));
    expect(back?.value?.body.equals(route.value.body)).toBe(true);
    const data = { lastModified: 2, value: fetchValue({ a: [1, 'ő'] }), tags: ['dogs'] };
    expect(deserializeEntry(serializeEntry(data))).toEqual(data);
  });

  it('reads anything else as a miss', () => {
    expect(deserializeEntry('not json')).toBeNull();
    expect(deserializeEntry('{"value":1}')).toBeNull();
  });
});

describe('shared through Redis', () => {
  let redis: RedisServer;
  let keyPrefix: string;
  let A: HandlerClass;
  let B: HandlerClass;
  const logs: string[] = [];

  beforeAll(async () => {
    redis = await startRedis();
    return () => redis.stop();
  });

  function instances() {
    keyPrefix = `test-${randomUUID()}:`;
    const options = { redisUrl: redis.url, keyPrefix, buildId: 'build-1' };
    A = handlerClass({ ...options, log: (line) => logs.push(`A ${line}`) });
    B = handlerClass({ ...options, log: (line) => logs.push(`B ${line}`) });
  }

  /** Until both instances have connected. */
  async function connected() {
    await within(5000, async () => Boolean(A.store.redis?.usable && B.store.redis?.usable));
  }

  it('shows a page stored on A on B, with its headers and policy, Buffers and Maps intact', async () => {
    instances();
    await connected();
    const value = page();
    await new A({}).set('/route-cache/app-page/x/$/puppies', value, PAGE_CTX);
    const hit = await new B({}).get('/route-cache/app-page/x/$/puppies', PAGE_GET);
    expect(hit).not.toBeNull();
    const got = hit!.value!;
    expect(got.html).toBe(value.html);
    expect(got.rscData.equals(value.rscData)).toBe(true);
    expect([...got.segmentData]).toEqual([...value.segmentData]);
    const policy = got.headers['content-security-policy'];
    expect(policy).toBe(value.headers['content-security-policy']);
    expect(policy).toContain(frameworkScriptHashes(value.html)[0]);
    expect(got.headers[TAGS_HEADER]).toBe(value.headers[TAGS_HEADER]);
    expect(hit!.cacheControl).toEqual(PAGE_CTX.cacheControl);
    // Another build never reads it.
    const otherBuild = handlerClass({ redisUrl: redis.url, keyPrefix, buildId: 'build-2' });
    await within(5000, async () => Boolean(otherBuild.store.redis?.usable));
    expect(await new otherBuild({}).get('/route-cache/app-page/x/$/puppies', PAGE_GET)).toBeNull();
  });

  it('a tag expired on A hides the pages and data B holds within 2 s', async () => {
    instances();
    await connected();
    await new A({}).set('page', page(), PAGE_CTX);
    await new A({}).set('data', fetchValue(['Bodza']), fetchSet(['dogs']));
    // B has read both (so it also holds copies in memory).
    expect(await new B({}).get('page', PAGE_GET)).not.toBeNull();
    expect(await new B({}).get('data', fetchGet(['dogs']))).not.toBeNull();
    await tick();
    await new A({}).revalidateTag(['dogs'], { expire: 0 });
    const pageGone = await within(2000, async () => !(await new B({}).get('page', PAGE_GET)));
    const dataGone = await within(
      2000,
      async () => !(await new B({}).get('data', fetchGet(['dogs']))),
    );
    // Tag expiries are reread every 250 ms: well within the 2 s the site promises.
    expect(pageGone).toBeLessThan(1000);
    expect(dataGone).toBeLessThan(1000);
    // B renders afresh and stores; A then serves B's version.
    await tick();
    await new B({}).set('data', fetchValue(['Bodza', 'Ödön']), fetchSet(['dogs']));
    const hit = await new A({}).get('data', fetchGet(['dogs']));
    expect(JSON.parse(hit?.value?.data.body)).toEqual(['Bodza', 'Ödön']);
  });

  it('a tag marked stale on A makes B serve its entry stale', async () => {
    instances();
    await connected();
    await new A({}).set('page', page(), PAGE_CTX);
    await tick();
    await new A({}).revalidateTag(['dogs'], { expire: 3600 });
    await within(2000, async () => {
      const hit = await new B({}).get('page', PAGE_GET);
      return Boolean(hit && hit.lastModified < Date.now() - 3600 * 1000);
    });
  });

  it('keeps entries in Redis for their expire time at most', async () => {
    instances();
    await connected();
    await new A({}).set('short', page(), {
      ...PAGE_CTX,
      cacheControl: { revalidate: 10, expire: 120 },
    });
    await new A({}).set('data', fetchValue(1), fetchSet(['dogs']));
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      const short = await client.ttl(`${keyPrefix}build-1:entry:short`);
      expect(short).toBeGreaterThan(100);
      expect(short).toBeLessThanOrEqual(120);
      const data = await client.ttl(`${keyPrefix}build-1:entry:data`);
      expect(data).toBeGreaterThan(120);
      expect(data).toBeLessThanOrEqual(7 * 24 * 3600);
    } finally {
      client.destroy();
    }
  });

  it('Redis stopped: nothing waits or throws, memory serves; sharing resumes once it is back', async () => {
    instances();
    await connected();
    await new A({}).set('before', fetchValue('before'), fetchSet(['info']));
    logs.length = 0;
    await redis.stop();
    try {
      for (let i = 0; i < 20; i++) {
        await quick(1000, () => new A({}).set(`during-${i}`, fetchValue(i), fetchSet(['info'])));
        expect(
          await quick(1000, () => new A({}).get(`during-${i}`, fetchGet(['info']))),
        ).not.toBeNull();
        await quick(1000, () => new B({}).get(`during-${i}`, fetchGet(['info'])));
      }
      // A's own copy from before the outage still serves A.
      expect(await quick(1000, () => new A({}).get('before', fetchGet(['info'])))).not.toBeNull();
      // A change during the outage is recorded locally at once…
      await quick(1000, () => new A({}).revalidateTag(['info'], { expire: 0 }));
      expect(await new A({}).get('before', fetchGet(['info']))).toBeNull();
      // …and one line per instance says Redis is gone.
      expect(
        logs.filter((line) => line.startsWith('A ')),
        logs.join('\n'),
      ).toHaveLength(1);
      expect(logs.filter((line) => line.startsWith('B '))).toHaveLength(1);
      expect(logs[0]).toMatch(/Redis .* lost/);
    } finally {
      await redis.start();
    }
    const resumed = await within(5000, async () => {
      await new A({}).set('after', fetchValue('after'), fetchSet(['info']));
      return Boolean(await new B({}).get('after', fetchGet(['info'])));
    });
    expect(resumed).toBeLessThan(5000);
    expect(
      logs.filter((line) => /shared again/.test(line)),
      logs.join('\n'),
    ).toHaveLength(2);
    // The change made during the outage reached Redis once it was back.
    const client = createClient({ url: redis.url });
    await client.connect();
    try {
      expect(Number(await client.hGet(`${keyPrefix}tags`, 'x:info'))).toBeGreaterThan(0);
    } finally {
      client.destroy();
    }
  }, 20_000);

  it('Redis frozen (answers nothing): each call gives up within a few hundred ms', async () => {
    instances();
    await connected();
    await new A({}).set('frozen', fetchValue(1), fetchSet(['t']));
    redis.pause();
    try {
      await quick(800, () => new A({}).set('frozen-2', fetchValue(2), fetchSet(['t'])));
      const hit = await quick(800, () => new A({}).get('frozen', fetchGet(['t'])));
      expect(hit).not.toBeNull();
      await quick(800, () => new B({}).get('frozen', fetchGet(['t'])));
      await quick(800, () => new A({}).revalidateTag('t', { expire: 0 }));
    } finally {
      redis.resume();
    }
    await within(5000, async () => {
      await new A({}).set('thawed', fetchValue(3), fetchSet(['u']));
      return Boolean(await new B({}).get('thawed', fetchGet(['u'])));
    });
  }, 20_000);

  it('says once when Redis has no memory limit, and nothing when it has one', async () => {
    instances();
    await connected();
    const admin = createClient({ url: redis.url });
    await admin.connect();
    try {
      await admin.configSet('maxmemory', '0');
      const lines: string[] = [];
      const unbounded = handlerClass({ redisUrl: redis.url, keyPrefix, log: (l) => lines.push(l) });
      await within(5000, async () => lines.length > 0);
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatch(/no maxmemory; give it a limit and an eviction policy/);
      await admin.configSet('maxmemory', '64mb');
      await admin.configSet('maxmemory-policy', 'noeviction');
      await unbounded.store.redis?.checkMemoryLimit();
      expect(lines).toHaveLength(2);
      expect(lines[1]).toMatch(/maxmemory-policy noeviction/);
    } finally {
      await admin.configSet({ maxmemory: '64mb', 'maxmemory-policy': 'volatile-lru' });
      await admin.quit();
    }
    // A and B connected to a Redis with a limit: not a word.
    expect(logs.filter((line) => line.includes('maxmemory'))).toEqual([]);
  });

  it('Redis never reachable: memory only, fast, one warning', async () => {
    const lines: string[] = [];
    const Class = handlerClass({
      redisUrl: 'redis://127.0.0.1:1',
      log: (line) => lines.push(line),
    });
    const cache = new Class({});
    for (let i = 0; i < 10; i++) {
      await quick(500, () => cache.set(`k${i}`, fetchValue(i), fetchSet(['t'])));
      expect(await quick(500, () => cache.get(`k${i}`, fetchGet(['t'])))).not.toBeNull();
    }
    await within(2000, async () => lines.length > 0);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/unreachable \(ECONNREFUSED\)/);
  });
});
