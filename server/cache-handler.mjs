// @ts-check
// Next's incremental cache (next.config.mjs `cacheHandler`): rendered pages, route answers, cached
// reads and their tags' expiry times. Without REDIS_URL in this process's memory (an LRU of 50 MB);
// with it shared by every instance: entries under `<REDIS_KEY_PREFIX><build id>:entry:<key>`,
// tag expiries in the hash `<REDIS_KEY_PREFIX>tags`, reread at most every 250 ms, and a memory copy
// of an entry serves for 1 s. While Redis cannot be reached nothing waits for it (commands fail at
// once, or after 300 ms without an answer, then Redis is left alone for 2 s): the instance works
// from memory, logs one line when Redis is lost and one when it is back, and records the tags it
// expired meanwhile then. `next build` and `next dev` never use Redis. Every page is readied before
// it is stored (`prepareStaticPage`: its query out, its scripts after the first paint, its policy).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from 'redis';
import { contentSecurityPolicy } from '../lib/security-headers.mjs';
import {
  deferScripts,
  frameworkScriptHashes,
  htmlWithoutRenderedQuery,
  payloadWithoutRenderedQuery,
} from './next-private.mjs';

const MEMORY_BYTES = 50 * 1024 * 1024;
/** Longest life of an entry in Redis; a page's own `expire` shortens it. */
const MAX_TTL_SECONDS = 7 * 24 * 60 * 60;
const TAGS_MAX_AGE_MS = 250;
const LOCAL_COPY_MS = 1000;
const COMMAND_TIMEOUT_MS = 300;
const PAUSE_MS = 2000;

/**
 * @typedef {{ kind?: string, [field: string]: any } | null} CacheValue  APP_PAGE, APP_ROUTE, FETCH…
 * @typedef {{ revalidate?: number | false, expire?: number }} CacheControl
 * @typedef {{ lastModified: number, value: CacheValue, cacheControl?: CacheControl, tags?: string[] }} Entry
 * @typedef {Map<string, { stale?: number, expired?: number }>} TagExpiries
 * @typedef {{ kind?: string, tags?: string[], softTags?: string[], revalidate?: number | false }} GetContext
 * @typedef {{ fetchCache?: boolean, tags?: string[], cacheControl?: CacheControl }} SetContext
 * @typedef {{ expire?: number } | undefined} Durations
 * @typedef {{ redisUrl?: string | null, keyPrefix?: string, buildId?: string,
 *   memoryBytes?: number, log?: (message: string) => void }} StoreOptions
 */

const TAGS_HEADER = 'x-next-cache-tags';

/** Cached data (`fetch`, `unstable_cache`), not a page or route answer. @param {CacheValue} value */
export const isFetchEntry = (value) => value?.kind === 'FETCH';

/** The tags a page's or route's answer was rendered under. @param {CacheValue} value @returns {string[]} */
export function renderedTags(value) {
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header !== '' ? header.split(',') : [];
}

/** A page or route answer with an error status: never kept, so no address adds entries. @param {CacheValue} value */
export const isErrorAnswer = (value) =>
  !isFetchEntry(value) && typeof value?.status === 'number' && value.status >= 400;

/** An entry's size as Next's own memory cache estimates it. @param {CacheValue} value */
export function entrySize(value) {
  if (!value) return 25;
  const bytes = (/** @type {Buffer | undefined} */ buffer) => buffer?.length ?? 0;
  if (value.kind === 'FETCH') return JSON.stringify(value.data ?? '').length;
  if (value.kind === 'APP_ROUTE') return bytes(value.body);
  if (value.kind !== 'APP_PAGE') {
    return (value.html?.length ?? 0) + (JSON.stringify(value.pageData)?.length ?? 0);
  }
  let size = (value.html?.length ?? 0) + bytes(value.rscData) + (value.postponed?.length ?? 0);
  if (value.segmentData instanceof Map) {
    for (const [segment, buffer] of value.segmentData) size += segment.length + bytes(buffer);
  }
  return Math.max(1, size);
}

/**
 * Readies a rendered page (an `APP_PAGE` entry Next hands its cache handler) in place: the
 * rendered query out of its HTML, router payload and prefetch segments; its script files after
 * the first paint; then the policy of that HTML (its framework scripts by hash) and the `Vary` of
 * its language, which Next sends with the page whatever serves it. Other entries stay as they are.
 * @param {CacheValue} value
 */
export function prepareStaticPage(value) {
  if (value?.kind !== 'APP_PAGE' || typeof value.html !== 'string' || value.html === '') return;
  value.rscData = payloadWithoutRenderedQuery(value.rscData);
  if (value.segmentData instanceof Map) {
    for (const [segment, payload] of value.segmentData) {
      value.segmentData.set(segment, payloadWithoutRenderedQuery(payload));
    }
  }
  value.html = deferScripts(htmlWithoutRenderedQuery(value.html));
  value.headers = {
    ...value.headers,
    'content-security-policy': contentSecurityPolicy({
      scripts: frameworkScriptHashes(value.html),
      embed: true,
    }),
    // One address serves three languages (the locale cookie, else Accept-Language).
    vary: 'Cookie, Accept-Language',
  };
}

/** Least recently used entries leave first once the total size passes `maxBytes`. */
function memoryLru(/** @type {number} */ maxBytes) {
  /** @type {Map<string, { entry: Entry, size: number, checkedAt: number }>} */
  const items = new Map();
  let bytes = 0;
  const remove = (/** @type {string} */ key) => {
    bytes -= items.get(key)?.size ?? 0;
    items.delete(key);
  };
  return {
    get(/** @type {string} */ key) {
      const item = items.get(key);
      if (item) {
        items.delete(key);
        items.set(key, item);
      }
      return item;
    },
    /** `checkedAt`: when it was last known to be Redis's version too. */
    set(/** @type {string} */ key, /** @type {Entry} */ entry, /** @type {number} */ checkedAt) {
      remove(key);
      const size = key.length + entrySize(entry.value);
      if (size > maxBytes) return;
      items.set(key, { entry, size, checkedAt });
      bytes += size;
      for (const oldest of items.keys()) {
        if (bytes <= maxBytes) break;
        remove(oldest);
      }
    },
    delete: remove,
  };
}

// Tag expiries, with Next's rules (next/dist/server/lib/incremental-cache/tags-manifest.external):
// an entry is hidden by a tag expired after it was stored, served stale by one marked stale since.

/** @param {TagExpiries[]} sources @param {string[]} tags @param {'stale' | 'expired'} mark */
function marked(sources, tags, mark, /** @type {number} */ after, now = Infinity) {
  return tags.some((tag) =>
    sources.some((source) => {
      const time = source.get(tag)?.[mark];
      return typeof time === 'number' && time > after && time <= now;
    }),
  );
}

/** What `revalidateTag(tag, durations)` records: expired now, or stale now and expired later. */
function tagUpdate(/** @type {Durations} */ durations, /** @type {number} */ now) {
  if (!durations) return { expired: now };
  return {
    stale: now,
    ...(durations.expire === undefined ? {} : { expired: now + durations.expire * 1000 }),
  };
}

/**
 * What `get` answers for a stored entry: null when a tag expired it, else the entry, dated back
 * past its revalidation time when a tag made it stale (Next then serves it and renders afresh).
 * @param {Entry} entry @param {GetContext} ctx @param {TagExpiries[]} sources
 * @param {string[]} revalidatedTags  what Next says was revalidated (minimal mode)
 */
function answer(entry, ctx, sources, revalidatedTags) {
  const { value, lastModified, cacheControl } = entry;
  const isFetch = isFetchEntry(value);
  if (isFetch !== (ctx.kind === 'FETCH')) return null;
  const tags = isFetch
    ? [...(ctx.tags ?? []), ...(ctx.softTags ?? []), ...(entry.tags ?? [])]
    : renderedTags(value);
  if (isFetch && tags.some((tag) => revalidatedTags.includes(tag))) return null;
  const now = Date.now();
  if (marked(sources, tags, 'expired', lastModified, now)) return null;
  if (!marked(sources, tags, 'stale', lastModified)) return { lastModified, value, cacheControl };
  const revalidate = isFetch ? ctx.revalidate || value?.revalidate : cacheControl?.revalidate;
  if (typeof revalidate !== 'number' || (!isFetch && revalidate <= 0)) return null;
  const expire = isFetch ? undefined : cacheControl?.expire;
  if (typeof expire === 'number' && expire <= revalidate) return null;
  return { lastModified: now - revalidate * 1000 - 1, value, cacheControl };
}

// Serialization: JSON, with Buffers and Maps (pages' payloads and segments) kept exactly.

/** @this {any} @param {string} key @param {unknown} value */
function encode(key, value) {
  const original = this[key];
  if (original instanceof Uint8Array) return { $buffer: Buffer.from(original).toString('base64') };
  return original instanceof Map ? { $map: [...original] } : value;
}

/** @param {string} _key @param {any} value */
function revive(_key, value) {
  if (typeof value?.$buffer === 'string') return Buffer.from(value.$buffer, 'base64');
  return Array.isArray(value?.$map) ? new Map(value.$map) : value;
}

export const serializeEntry = (/** @type {Entry} */ entry) => JSON.stringify(entry, encode);

/** @param {string} text @returns {Entry | null} null when it is not an entry of this handler */
export function deserializeEntry(text) {
  try {
    const entry = JSON.parse(text, revive);
    if (typeof entry?.lastModified !== 'number') return null;
    return { value: null, ...entry };
  } catch {
    return null;
  }
}

/** Seconds in Redis: a page's `expire` (then Next renders afresh anyway), at most 7 days. */
function ttlSeconds(/** @type {Entry} */ entry) {
  const expire = isFetchEntry(entry.value) ? undefined : entry.cacheControl?.expire;
  const seconds = typeof expire === 'number' && Number.isFinite(expire) ? expire : MAX_TTL_SECONDS;
  return Math.max(1, Math.min(MAX_TTL_SECONDS, Math.ceil(seconds)));
}

/** Redis shared by the instances; every call gives up rather than wait, and never throws. */
class SharedRedis {
  /** @param {string} url @param {string} entryPrefix @param {string} tagsKey @param {(message: string) => void} log */
  constructor(url, entryPrefix, tagsKey, log) {
    this.entryPrefix = entryPrefix;
    this.tagsKey = tagsKey;
    this.log = log;
    this.closed = false;
    /** Redis is not asked before this time (it stopped answering). */
    this.pausedUntil = 0;
    this.where = `Cache: Redis at ${url.replace(/\/\/([^:@/]*):[^@/]*@/, '//$1:***@')}`;
    /** @type {'connecting' | 'up' | 'down'} */
    this.state = 'connecting';
    /** @type {TagExpiries} */
    this.remoteTags = new Map();
    this.tagsReadAt = 0;
    /** @type {Promise<void> | null} */
    this.tagsReading = null;
    /** @type {Map<string, Durations>} expiries Redis has not recorded yet (it was away) */
    this.pendingTags = new Map();
    this.memoryChecked = false;
    this.client = createClient({
      url,
      disableOfflineQueue: true,
      socket: {
        connectTimeout: 500,
        reconnectStrategy: (retries) =>
          Math.min(100 * 2 ** Math.min(retries, 5), 2000) + Math.floor(Math.random() * 100),
      },
    });
    this.client.on('error', (error) => this.lost(error));
    this.client.on('ready', () => this.regained());
    this.client.connect().catch((error) => this.lost(error));
  }

  get usable() {
    return !this.closed && this.client.isReady && Date.now() >= this.pausedUntil;
  }

  /** @param {any} error */
  lost(error) {
    if (this.closed || this.state === 'down') return;
    const why = typeof error?.code === 'string' ? error.code : error?.message || String(error);
    this.log(
      `${this.where} ${this.state === 'up' ? 'lost' : 'unreachable'} (${why}); ` +
        'pages are cached in this instance only until it is back.',
    );
    this.state = 'down';
  }

  regained() {
    if (this.closed) return;
    this.pausedUntil = this.tagsReadAt = 0;
    if (this.state === 'up') return;
    if (this.state === 'down') this.log(`${this.where} is back; the cache is shared again.`);
    this.state = 'up';
    void this.storePendingTags();
    if (!this.memoryChecked) void this.checkMemoryLimit();
    this.memoryChecked = true;
  }

  /** Says once when Redis may grow without bound (then a full Redis refuses every new page). */
  async checkMemoryLimit() {
    const config = await this.attempt((client) => client.configGet('maxmemory*'));
    const unbounded = config?.maxmemory === '0' ? 'no maxmemory' : null;
    const why =
      unbounded ??
      (config?.['maxmemory-policy'] === 'noeviction' ? 'maxmemory-policy noeviction' : null);
    if (why) {
      this.log(
        `${this.where} has ${why}; give it a limit and an eviction policy ` +
          '(e.g. maxmemory 256mb, maxmemory-policy volatile-lru).',
      );
    }
  }

  /**
   * One command, or undefined when Redis is unusable, failed, or did not answer in time.
   * @template T
   * @param {(client: SharedRedis['client']) => Promise<T>} command
   * @returns {Promise<T | undefined>}
   */
  async attempt(command) {
    if (!this.usable) return undefined;
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    const timeout = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error('no answer')), COMMAND_TIMEOUT_MS);
    });
    try {
      const sent = command(this.client);
      sent.catch(() => {});
      const result = /** @type {T} */ (await Promise.race([sent, timeout]));
      if (this.state !== 'up') this.regained();
      return result;
    } catch (error) {
      if (error instanceof Error && error.message === 'no answer') {
        this.pausedUntil = Date.now() + PAUSE_MS;
        this.lost({ code: 'no answer' });
      }
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /** @param {string} key */
  async read(key) {
    const text = await this.attempt((client) => client.get(this.entryPrefix + key));
    return text === undefined || text === null ? text : deserializeEntry(text);
  }

  /** @param {string} key @param {Entry} entry */
  async write(key, entry) {
    if (!this.usable) return;
    const text = serializeEntry(entry);
    const expiration = { type: /** @type {const} */ ('EX'), value: ttlSeconds(entry) };
    await this.attempt((client) => client.set(this.entryPrefix + key, text, { expiration }));
  }

  /** Tag expiries Redis knows, at most TAGS_MAX_AGE_MS old (the last ones while it is away). */
  async tags() {
    if (this.usable && Date.now() - this.tagsReadAt > TAGS_MAX_AGE_MS) {
      this.tagsReading ??= this.readTags().finally(() => (this.tagsReading = null));
      await this.tagsReading;
    }
    return this.remoteTags;
  }

  async readTags() {
    const startedAt = Date.now();
    const hash = await this.attempt((client) => client.hGetAll(this.tagsKey));
    if (!hash) return;
    /** @type {TagExpiries} */
    const tags = new Map();
    // No entry in Redis is older than MAX_TTL_SECONDS: older marks concern none.
    const horizon = startedAt - (MAX_TTL_SECONDS + 24 * 60 * 60) * 1000;
    /** @type {string[]} */
    const obsolete = [];
    for (const [field, text] of Object.entries(hash)) {
      const mark = /** @type {Record<string, string>} */ ({ 's:': 'stale', 'x:': 'expired' })[
        field.slice(0, 2)
      ];
      const time = Number(text);
      if (!mark || !Number.isFinite(time)) continue;
      if (time < horizon) obsolete.push(field);
      else tags.set(field.slice(2), { ...tags.get(field.slice(2)), [mark]: time });
    }
    this.remoteTags = tags;
    this.tagsReadAt = startedAt;
    if (obsolete.length > 0) void this.attempt((client) => client.hDel(this.tagsKey, obsolete));
  }

  /** @param {string[]} tags @param {Durations} durations */
  async revalidate(tags, durations) {
    for (const tag of tags) this.pendingTags.set(tag, durations);
    await this.storePendingTags();
  }

  /** Records the pending expiries, dated now (later than when they happened: safe). */
  async storePendingTags() {
    if (this.pendingTags.size === 0 || !this.usable) return;
    const pending = [...this.pendingTags];
    /** @type {Record<string, string>} */
    const fields = {};
    for (const [tag, durations] of pending) {
      const { stale, expired } = /** @type {{ stale?: number, expired?: number }} */ (
        tagUpdate(durations, Date.now())
      );
      if (stale !== undefined) fields[`s:${tag}`] = String(stale);
      if (expired !== undefined) fields[`x:${tag}`] = String(expired);
    }
    if ((await this.attempt((client) => client.hSet(this.tagsKey, fields))) === undefined) return;
    for (const [tag, durations] of pending) {
      if (this.pendingTags.get(tag) === durations) this.pendingTags.delete(tag);
    }
    this.tagsReadAt = 0;
  }

  close() {
    this.closed = true;
    try {
      this.client.destroy();
    } catch {
      // already closed
    }
  }
}

/** The cache of one instance: memory only, or memory in front of Redis. @param {StoreOptions} [options] */
export function createCacheStore(options = {}) {
  const memory = memoryLru(options.memoryBytes ?? MEMORY_BYTES);
  /** @type {TagExpiries} revalidations made in this process */
  const localTags = new Map();
  const prefix = options.keyPrefix ?? 'kennel:';
  const redis = options.redisUrl
    ? new SharedRedis(
        options.redisUrl,
        `${prefix}${options.buildId ?? 'unknown-build'}:entry:`,
        `${prefix}tags`,
        options.log ?? ((message) => console.warn(message)),
      )
    : null;

  return {
    redis,

    /** @param {string} key @param {GetContext} ctx @param {string[]} [revalidatedTags] */
    async get(key, ctx, revalidatedTags = []) {
      const item = memory.get(key);
      if (!redis) return item ? answer(item.entry, ctx, [localTags], revalidatedTags) : null;
      const remoteTags = redis.tags();
      // A recent copy serves unless a tag expired it (Redis may then hold a newer one).
      if (item && Date.now() - item.checkedAt < LOCAL_COPY_MS) {
        const data = answer(item.entry, ctx, [localTags, await remoteTags], revalidatedTags);
        if (data) return data;
      }
      const [stored, tags] = await Promise.all([redis.read(key), remoteTags]);
      let entry = item?.entry;
      if (stored === null) {
        // Redis has none, so the site has none.
        memory.delete(key);
        entry = undefined;
      } else if (stored && !(item && item.entry.lastModified > stored.lastModified)) {
        // (A newer copy here was stored while Redis was away.)
        memory.set(key, stored, Date.now());
        entry = stored;
      }
      return entry ? answer(entry, ctx, [localTags, tags], revalidatedTags) : null;
    },

    /** @param {string} key @param {CacheValue} data @param {SetContext} ctx */
    async set(key, data, ctx) {
      /** @type {Entry} */
      const entry = {
        lastModified: Date.now(),
        value: data ?? null,
        cacheControl: ctx.fetchCache ? undefined : ctx.cacheControl,
        tags: ctx.fetchCache ? ctx.tags : undefined,
      };
      memory.set(key, entry, entry.lastModified);
      await redis?.write(key, entry);
    },

    /** @param {string | string[]} tags @param {Durations} [durations] */
    async revalidateTag(tags, durations) {
      const list = typeof tags === 'string' ? [tags] : tags;
      const now = Date.now();
      for (const tag of list)
        localTags.set(tag, { ...localTags.get(tag), ...tagUpdate(durations, now) });
      if (list.length > 0) await redis?.revalidate(list, durations);
    },

    close() {
      redis?.close();
    },
  };
}

/** @typedef {ReturnType<typeof createCacheStore>} CacheStore */

/** The id of the build being served: entries of another build are never read. */
function readBuildId(serverDistDir = path.join(process.cwd(), '.next', 'server')) {
  try {
    return readFileSync(path.join(serverDistDir, '..', 'BUILD_ID'), 'utf8').trim() || undefined;
  } catch {
    return undefined;
  }
}

const STORE = Symbol.for('kennel.cache-handler.store');

/** This process's store (Next creates a handler per request, maybe from two copies of this module). */
function processStore(/** @type {{ serverDistDir?: string, dev?: boolean }} */ ctx) {
  const shared = /** @type {{ [STORE]?: CacheStore }} */ (globalThis);
  if (!shared[STORE]) {
    const building = process.env.NEXT_PHASE === 'phase-production-build';
    const redisUrl = !building && !ctx.dev ? process.env.REDIS_URL || null : null;
    shared[STORE] = createCacheStore({
      redisUrl,
      keyPrefix: process.env.REDIS_KEY_PREFIX || undefined,
      buildId: redisUrl ? readBuildId(ctx.serverDistDir) : undefined,
    });
  }
  return shared[STORE];
}

/** Next's cache handler interface, over one store. */
class StoreHandler {
  /** @param {CacheStore} store @param {{ revalidatedTags?: string[] }} ctx */
  constructor(store, ctx) {
    this.store = store;
    this.revalidatedTags = Array.isArray(ctx?.revalidatedTags) ? ctx.revalidatedTags : [];
  }

  /** @param {string} key @param {GetContext} ctx */
  async get(key, ctx) {
    return this.store.get(key, ctx ?? {}, this.revalidatedTags).catch((error) => {
      console.error('Cache: reading failed; rendering afresh.', error);
      return null;
    });
  }

  /** @param {string} key @param {CacheValue} data @param {SetContext} ctx */
  async set(key, data, ctx) {
    prepareStaticPage(data);
    if (isErrorAnswer(data)) return;
    await this.store
      .set(key, data, ctx ?? {})
      .catch((error) => console.error('Cache: storing failed.', error));
  }

  /** @param {string | string[]} tags @param {Durations} [durations] */
  async revalidateTag(tags, durations) {
    await this.store
      .revalidateTag(tags, durations)
      .catch((error) => console.error('Cache: recording a tag expiry failed.', error));
  }

  resetRequestCache() {}
}

/** A handler class over a store of its own (tests: several instances in one process). */
export function createCacheHandler(/** @type {StoreOptions} */ options) {
  const store = createCacheStore(options);
  return class extends StoreHandler {
    static store = store;
    constructor(ctx = {}) {
      super(store, ctx);
    }
  };
}

/** The handler next.config.mjs names: this process's store. */
export default class CacheHandler extends StoreHandler {
  /** @param {{ serverDistDir?: string, dev?: boolean, revalidatedTags?: string[] }} [ctx] */
  constructor(ctx = {}) {
    super(processStore(ctx), ctx);
  }
}
