// @ts-check
// Next's incremental cache (next.config.mjs `cacheHandler`): rendered pages, route handler
// answers, cached reads (`unstable_cache`, `fetch`) and the expiry times of their tags.
//
// - Without REDIS_URL everything stays in this process's memory, as with Next's own cache: an LRU
//   of at most 50 MB and a map of tag expiries.
// - With REDIS_URL, entries and tag expiries are shared by every instance through Redis. Entries
//   live under `<REDIS_KEY_PREFIX><build id>:entry:<key>` (the prefix defaults to `kennel:`), so
//   two builds never share one; tag expiries in one hash, `<REDIS_KEY_PREFIX>tags`, shared by
//   all builds (a change is a change, whichever build is serving). Each instance rereads that hash
//   at most every 250 ms, and a copy of an entry in its memory serves for at most 1 s before it
//   is read from Redis again, so a tag expired on one instance is honoured by all within ~0.3 s.
// - When Redis cannot be reached, nothing waits for it: commands fail at once while it is
//   disconnected (no offline queue) or after 300 ms when it stops answering, and the cache
//   works from this instance's memory until it is back; the client reconnects on its own. One
//   line is logged when Redis is lost and one when it is back. Tags expired meanwhile are
//   recorded in Redis once it is back (dated then), so the other instances drop what they hold.
// - `next build` and `next dev` never use Redis. Instances compare their own clocks with each
//   other's tag expiry times: keep them synchronised (NTP).
//
// Every rendered page entering the cache gets its Content-Security-Policy first
// (lib/static-page-policy.mjs): Next sends an entry's headers with the page whenever it serves it.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { createClient } from 'redis';
import { prepareStaticPage } from '../lib/static-page-policy.mjs';

/** Size of the in-memory LRU (both modes), counted as Next counts it. */
const MEMORY_BYTES = 50 * 1024 * 1024;
/** Longest life of an entry in Redis; an entry's own `expire` shortens it. */
const MAX_TTL_SECONDS = 7 * 24 * 60 * 60;
/** How old the copy of Redis's tag expiries may be when an entry is checked against it. */
const TAGS_MAX_AGE_MS = 250;
/** How long a copy of a Redis entry in memory is served before Redis is asked again. */
const LOCAL_COPY_MS = 1000;
/** Longest wait for one Redis command; past it Redis is left alone for PAUSE_MS. */
const COMMAND_TIMEOUT_MS = 300;
const CONNECT_TIMEOUT_MS = 500;
const PAUSE_MS = 2000;
/** Reconnection delays: 100 ms doubling up to 2 s, forever. */
const RECONNECT_MAX_MS = 2000;
/** Where Next lists the tags of a rendered page or route answer. */
const TAGS_HEADER = 'x-next-cache-tags';

/**
 * @typedef {{ stale?: number, expired?: number }} TagExpiry
 * @typedef {Map<string, TagExpiry>} TagExpiries
 * @typedef {{ revalidate?: number | false, expire?: number }} CacheControl
 * @typedef {{ kind?: string, [field: string]: any } | null} CacheValue
 * @typedef {{ lastModified: number, value: CacheValue, cacheControl?: CacheControl, tags?: string[] }} Entry
 * @typedef {{ lastModified: number, value: CacheValue, cacheControl?: CacheControl }} CacheData
 * @typedef {{ kind?: string, tags?: string[], softTags?: string[], revalidate?: number | false, [field: string]: unknown }} GetContext
 * @typedef {{ fetchCache?: boolean, tags?: string[], cacheControl?: CacheControl, [field: string]: unknown }} SetContext
 * @typedef {{ expire?: number }} Durations
 * @typedef {{ serverDistDir?: string, dev?: boolean, revalidatedTags?: string[], [field: string]: unknown }} HandlerContext
 * @typedef {object} StoreOptions
 * @property {string | null} [redisUrl]  Redis to share the cache through; none: memory only
 * @property {string} [keyPrefix]  namespace of this site's keys (default `kennel:`)
 * @property {string} [buildId]  entries of other builds are never read
 * @property {number} [memoryBytes]
 * @property {(message: string) => void} [log]  where the one-line Redis warnings go
 */

// ---------------------------------------------------------------------------------------------
// Memory

/** @param {Buffer | undefined} buffer */
const bufferSize = (buffer) => buffer?.length ?? 0;

/**
 * An entry's size as Next's own memory cache estimates it.
 * @param {CacheValue} value
 */
function valueSize(value) {
  if (!value) return 25;
  switch (value.kind) {
    case 'FETCH':
      return JSON.stringify(value.data ?? '').length;
    case 'APP_ROUTE':
      return bufferSize(value.body);
    case 'APP_PAGE': {
      let size =
        (value.html?.length ?? 0) + bufferSize(value.rscData) + (value.postponed?.length ?? 0);
      if (value.segmentData instanceof Map) {
        for (const [segment, buffer] of value.segmentData)
          size += segment.length + bufferSize(buffer);
      }
      return Math.max(1, size);
    }
    default:
      return (value.html?.length ?? 0) + (JSON.stringify(value.pageData)?.length ?? 0);
  }
}

/** Least recently used entries leave first once the total size passes the limit. */
class MemoryLru {
  /** @param {number} maxBytes */
  constructor(maxBytes) {
    this.maxBytes = maxBytes;
    this.bytes = 0;
    /** @type {Map<string, { entry: Entry, size: number, checkedAt: number }>} */
    this.items = new Map();
  }

  /** @param {string} key */
  get(key) {
    const item = this.items.get(key);
    if (!item) return undefined;
    this.items.delete(key);
    this.items.set(key, item);
    return item;
  }

  /**
   * @param {string} key
   * @param {Entry} entry
   * @param {number} checkedAt  when it was last known to be Redis's version too
   */
  set(key, entry, checkedAt) {
    this.delete(key);
    const size = key.length + valueSize(entry.value);
    if (size > this.maxBytes) return;
    this.items.set(key, { entry, size, checkedAt });
    this.bytes += size;
    for (const oldest of this.items.keys()) {
      if (this.bytes <= this.maxBytes) break;
      this.delete(oldest);
    }
  }

  /** @param {string} key */
  delete(key) {
    const item = this.items.get(key);
    if (!item) return;
    this.items.delete(key);
    this.bytes -= item.size;
  }
}

// ---------------------------------------------------------------------------------------------
// Tag expiries, with Next's rules (next/dist/server/lib/incremental-cache/tags-manifest.external)

/**
 * Whether one of `tags` expired after `timestamp` (and its expiry has come).
 * @param {TagExpiries[]} sources
 * @param {string[]} tags
 * @param {number} timestamp
 * @param {number} now
 */
function tagsExpired(sources, tags, timestamp, now) {
  for (const tag of tags) {
    for (const source of sources) {
      const expired = source.get(tag)?.expired;
      if (typeof expired === 'number' && expired <= now && expired > timestamp) return true;
    }
  }
  return false;
}

/**
 * Whether one of `tags` was marked stale after `timestamp`.
 * @param {TagExpiries[]} sources
 * @param {string[]} tags
 * @param {number} timestamp
 */
function tagsStale(sources, tags, timestamp) {
  for (const tag of tags) {
    for (const source of sources) {
      const stale = source.get(tag)?.stale;
      if (typeof stale === 'number' && stale > timestamp) return true;
    }
  }
  return false;
}

/**
 * What `revalidateTag(tag, durations)` records, as Next's own handlers do: without durations the
 * tag expires now; with them it is stale now and expires `durations.expire` seconds from now.
 * @param {Durations | undefined} durations
 * @param {number} now
 * @returns {TagExpiry}
 */
function tagUpdate(durations, now) {
  if (!durations) return { expired: now };
  return durations.expire === undefined
    ? { stale: now }
    : { stale: now, expired: now + durations.expire * 1000 };
}

/**
 * The tags an entry is checked by: a page's or route's own list; for cached data, the tags it
 * was stored with and those the reader gives (its own and the page's implicit tags).
 * @param {Entry} entry
 * @param {GetContext} ctx
 */
function entryTags(entry, ctx) {
  const value = entry.value;
  if (value?.kind === 'FETCH') {
    return [...(ctx.tags ?? []), ...(ctx.softTags ?? []), ...(entry.tags ?? [])];
  }
  const header = value?.headers?.[TAGS_HEADER];
  return typeof header === 'string' && header !== '' ? header.split(',') : [];
}

/**
 * What `get` answers for a stored entry: null when it must not be served (a tag expired after it
 * was stored), otherwise the entry — dated back past its revalidation time when a tag made it
 * stale, so Next serves it and renders a fresh one in the background (as it does itself when the
 * tag was marked stale in this process; another instance's marks reach it only through here).
 * @param {Entry} entry
 * @param {GetContext} ctx
 * @param {TagExpiries[]} sources
 * @param {string[]} revalidatedTags  tags Next says were revalidated (minimal mode)
 * @returns {CacheData | null}
 */
function answer(entry, ctx, sources, revalidatedTags) {
  const { value, lastModified, cacheControl } = entry;
  const isFetch = value?.kind === 'FETCH';
  // Keys of the two kinds never meet; a mismatch is a corrupt entry, not a hit.
  if (isFetch !== (ctx.kind === 'FETCH')) return null;
  const tags = entryTags(entry, ctx);
  if (isFetch && tags.some((tag) => revalidatedTags.includes(tag))) return null;
  const now = Date.now();
  if (tags.length > 0 && tagsExpired(sources, tags, lastModified, now)) return null;
  if (tags.length === 0 || !tagsStale(sources, tags, lastModified)) {
    return { lastModified, value, cacheControl };
  }
  if (isFetch) {
    const revalidate = ctx.revalidate || value?.revalidate;
    if (typeof revalidate !== 'number') return null;
    return { lastModified: now - revalidate * 1000 - 1, value, cacheControl };
  }
  const revalidate = cacheControl?.revalidate;
  const expire = cacheControl?.expire;
  // Without a revalidation time it cannot be served stale; render it afresh instead.
  if (typeof revalidate !== 'number' || revalidate <= 0) return null;
  if (typeof expire === 'number' && expire <= revalidate) return null;
  return { lastModified: now - revalidate * 1000 - 1, value, cacheControl };
}

// ---------------------------------------------------------------------------------------------
// Serialization: JSON, with Buffers (RSC payloads, segments, route bodies) and Maps (segments)
// kept exactly.

const BUFFER = '$buffer';
const MAP = '$map';

/**
 * @param {unknown} value
 * @returns {unknown}
 */
function encode(value) {
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Uint8Array) {
    return {
      [BUFFER]: Buffer.from(value.buffer, value.byteOffset, value.byteLength).toString('base64'),
    };
  }
  if (value instanceof Map) return { [MAP]: [...value].map(([k, v]) => [encode(k), encode(v)]) };
  if (Array.isArray(value)) return value.map(encode);
  /** @type {Record<string, unknown>} */
  const out = {};
  for (const [key, item] of Object.entries(value)) {
    if (item !== undefined) out[key] = encode(item);
  }
  return out;
}

/**
 * @param {string} _key
 * @param {unknown} value
 */
function revive(_key, value) {
  if (value === null || typeof value !== 'object' || Array.isArray(value)) return value;
  const keys = Object.keys(value);
  if (keys.length !== 1) return value;
  const record = /** @type {Record<string, unknown>} */ (value);
  if (keys[0] === BUFFER && typeof record[BUFFER] === 'string') {
    return Buffer.from(record[BUFFER], 'base64');
  }
  if (keys[0] === MAP && Array.isArray(record[MAP])) {
    return new Map(/** @type {[unknown, unknown][]} */ (record[MAP]));
  }
  return value;
}

/** @param {Entry} entry */
export function serializeEntry(entry) {
  return JSON.stringify(encode(entry));
}

/**
 * @param {string} text
 * @returns {Entry | null}  null when it is not an entry of this handler
 */
export function deserializeEntry(text) {
  try {
    const entry = JSON.parse(text, revive);
    if (!entry || typeof entry !== 'object' || typeof entry.lastModified !== 'number') return null;
    if (!('value' in entry)) entry.value = null;
    return entry;
  } catch {
    return null;
  }
}

/**
 * Seconds an entry is kept in Redis: a page's or route's `expire` (past it Next renders afresh
 * before answering, so a missing entry changes nothing), at most MAX_TTL_SECONDS. Cached data has
 * no expiry in Next (it is served stale while refreshed), so it gets the maximum.
 * @param {Entry} entry
 */
function ttlSeconds(entry) {
  const expire = entry.value?.kind === 'FETCH' ? undefined : entry.cacheControl?.expire;
  const seconds = typeof expire === 'number' && Number.isFinite(expire) ? expire : MAX_TTL_SECONDS;
  return Math.max(1, Math.min(MAX_TTL_SECONDS, Math.ceil(seconds)));
}

// ---------------------------------------------------------------------------------------------
// Redis

/** @param {string} url  for log lines: no password */
function safeUrl(url) {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}

/** @param {unknown} error */
function reason(error) {
  if (error && typeof error === 'object') {
    const { code, message } = /** @type {{ code?: unknown, message?: unknown }} */ (error);
    if (typeof code === 'string') return code;
    if (typeof message === 'string' && message) return message;
  }
  return String(error);
}

class RedisTimeoutError extends Error {
  constructor() {
    super(`no answer within ${COMMAND_TIMEOUT_MS} ms`);
    this.code = 'no answer';
  }
}

class SharedRedis {
  /**
   * @param {string} url
   * @param {string} entryPrefix
   * @param {string} tagsKey
   * @param {(message: string) => void} log
   */
  constructor(url, entryPrefix, tagsKey, log) {
    this.url = url;
    this.entryPrefix = entryPrefix;
    this.tagsKey = tagsKey;
    this.log = log;
    /** @type {'connecting' | 'up' | 'down'} */
    this.state = 'connecting';
    this.closed = false;
    /** Redis is not asked before this time (it stopped answering). */
    this.pausedUntil = 0;
    /** Tag expiries as Redis last gave them, and when they were asked for. */
    /** @type {TagExpiries} */
    this.remoteTags = new Map();
    this.tagsReadAt = 0;
    /** @type {Promise<void> | null} */
    this.tagsReading = null;
    /** Revalidations Redis has not recorded yet (it was unreachable): stored once it is back. */
    /** @type {Map<string, Durations | undefined>} */
    this.pendingTags = new Map();
    /** Whether Redis's memory limit was looked at (once, on the first connection). */
    this.memoryChecked = false;

    this.client = createClient({
      url,
      // Commands fail at once while disconnected instead of waiting for a reconnection.
      disableOfflineQueue: true,
      socket: {
        connectTimeout: CONNECT_TIMEOUT_MS,
        // Never gives up: sharing resumes by itself whenever Redis is back.
        reconnectStrategy: (retries) =>
          Math.min(100 * 2 ** Math.min(retries, 5), RECONNECT_MAX_MS) +
          Math.floor(Math.random() * 100),
      },
    });
    this.client.on('error', (error) => this.lost(error));
    this.client.on('ready', () => this.regained());
    this.client.connect().catch((error) => this.lost(error));
  }

  /** Whether Redis may be asked now. */
  get usable() {
    return !this.closed && this.client.isReady && Date.now() >= this.pausedUntil;
  }

  /** @param {unknown} error */
  lost(error) {
    if (this.closed || this.state === 'down') return;
    const was = this.state;
    this.state = 'down';
    this.log(
      `Cache: Redis at ${safeUrl(this.url)} ${was === 'up' ? 'lost' : 'unreachable'} (${reason(error)}); ` +
        'pages are cached in this instance only until it is back.',
    );
  }

  regained() {
    if (this.closed) return;
    this.pausedUntil = 0;
    this.tagsReadAt = 0;
    if (this.state === 'up') return;
    if (this.state === 'down') {
      this.log(`Cache: Redis at ${safeUrl(this.url)} is back; the cache is shared again.`);
    }
    this.state = 'up';
    void this.storePendingTags();
    if (!this.memoryChecked) {
      this.memoryChecked = true;
      void this.checkMemoryLimit();
    }
  }

  /**
   * Says once when Redis may grow without bound: no `maxmemory`, or `noeviction` (then a full
   * Redis refuses every new page). Managed services that refuse CONFIG are left alone.
   */
  async checkMemoryLimit() {
    const config = await this.attempt((client) => client.configGet('maxmemory*'));
    if (!config) return;
    const policy = config['maxmemory-policy'];
    if (config.maxmemory === '0' || policy === 'noeviction') {
      this.log(
        `Cache: Redis at ${safeUrl(this.url)} has ${config.maxmemory === '0' ? 'no maxmemory' : 'maxmemory-policy noeviction'}; ` +
          'give it a limit and an eviction policy (e.g. maxmemory 256mb, maxmemory-policy volatile-lru).',
      );
    }
  }

  /**
   * Runs one command; undefined when Redis is unusable, the command failed or Redis did not
   * answer within COMMAND_TIMEOUT_MS (node-redis times out only commands not yet sent). Never
   * throws.
   * @template T
   * @param {(client: SharedRedis['client']) => Promise<T>} command
   * @returns {Promise<T | undefined>}
   */
  async attempt(command) {
    if (!this.usable) return undefined;
    /** @type {NodeJS.Timeout | undefined} */
    let timer;
    try {
      const sent = command(this.client);
      // Answered or failed after the wait is over: nobody is listening any more.
      sent.catch(() => {});
      const timeout = new Promise((_, reject) => {
        timer = setTimeout(() => reject(new RedisTimeoutError()), COMMAND_TIMEOUT_MS);
      });
      const result = /** @type {T} */ (await Promise.race([sent, timeout]));
      if (this.state !== 'up') this.regained();
      return result;
    } catch (error) {
      if (error instanceof RedisTimeoutError) {
        this.pausedUntil = Date.now() + PAUSE_MS;
        this.lost(error);
      }
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  /** @param {string} key */
  async read(key) {
    const text = await this.attempt((client) => client.get(this.entryPrefix + key));
    if (text === undefined) return undefined;
    return text === null ? null : deserializeEntry(text);
  }

  /**
   * @param {string} key
   * @param {Entry} entry
   */
  async write(key, entry) {
    if (!this.usable) return;
    const text = serializeEntry(entry);
    await this.attempt((client) =>
      client.set(this.entryPrefix + key, text, {
        expiration: { type: 'EX', value: ttlSeconds(entry) },
      }),
    );
  }

  /**
   * Tag expiries known to Redis, at most TAGS_MAX_AGE_MS old while it is reachable (the last
   * ones it gave while it is not).
   */
  async tags() {
    if (this.usable && Date.now() - this.tagsReadAt > TAGS_MAX_AGE_MS) {
      this.tagsReading ??= this.readTags().finally(() => {
        this.tagsReading = null;
      });
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
    /** @type {string[]} */
    const obsolete = [];
    // No entry in Redis is older than MAX_TTL_SECONDS, so older marks concern none.
    const horizon = startedAt - (MAX_TTL_SECONDS + 24 * 60 * 60) * 1000;
    for (const [field, text] of Object.entries(hash)) {
      const time = Number(text);
      const kind = field.slice(0, 2);
      if ((kind !== 's:' && kind !== 'x:') || !Number.isFinite(time)) continue;
      if (time < horizon) {
        obsolete.push(field);
        continue;
      }
      const tag = field.slice(2);
      const expiry = tags.get(tag) ?? {};
      if (kind === 's:') expiry.stale = time;
      else expiry.expired = time;
      tags.set(tag, expiry);
    }
    this.remoteTags = tags;
    this.tagsReadAt = startedAt;
    if (obsolete.length > 0) void this.attempt((client) => client.hDel(this.tagsKey, obsolete));
  }

  /**
   * @param {string[]} tags
   * @param {Durations | undefined} durations
   */
  async revalidate(tags, durations) {
    for (const tag of tags) this.pendingTags.set(tag, durations);
    await this.storePendingTags();
  }

  /** Records the pending revalidations, dated now (later than when they happened: safe). */
  async storePendingTags() {
    if (this.pendingTags.size === 0 || !this.usable) return;
    const pending = [...this.pendingTags];
    const now = Date.now();
    /** @type {Record<string, string>} */
    const fields = {};
    for (const [tag, durations] of pending) {
      const update = tagUpdate(durations, now);
      if (update.stale !== undefined) fields[`s:${tag}`] = String(update.stale);
      if (update.expired !== undefined) fields[`x:${tag}`] = String(update.expired);
    }
    const stored = await this.attempt((client) => client.hSet(this.tagsKey, fields));
    if (stored === undefined) return;
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

// ---------------------------------------------------------------------------------------------
// The store one process shares between the handler instances Next creates (one per request)

/**
 * The cache of one instance of the site: memory only, or memory in front of Redis.
 * @param {StoreOptions} [options]
 */
export function createCacheStore(options = {}) {
  const memory = new MemoryLru(options.memoryBytes ?? MEMORY_BYTES);
  /** @type {TagExpiries} Revalidations made in this process, Next's way (latest wins). */
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

    /**
     * @param {string} key
     * @param {GetContext} ctx
     * @param {string[]} [revalidatedTags]
     * @returns {Promise<CacheData | null>}
     */
    async get(key, ctx, revalidatedTags = []) {
      const item = memory.get(key);
      if (!redis) return item ? answer(item.entry, ctx, [localTags], revalidatedTags) : null;
      const remoteTags = redis.tags();
      // A copy Redis gave (or took) within LOCAL_COPY_MS serves as it is, unless a tag expired it:
      // then Redis may hold a newer one another instance stored.
      if (item && Date.now() - item.checkedAt < LOCAL_COPY_MS) {
        const data = answer(item.entry, ctx, [localTags, await remoteTags], revalidatedTags);
        if (data) return data;
      }
      const [stored, tags] = await Promise.all([redis.read(key), remoteTags]);
      /** @type {Entry | undefined} */
      let entry;
      if (stored === undefined) {
        // Redis unusable: this instance's copy, however old.
        entry = item?.entry;
      } else if (stored === null) {
        // Redis has none, so the site has none (this copy may be one it dropped or never got).
        memory.delete(key);
      } else if (item && item.entry.lastModified > stored.lastModified) {
        // Stored here while Redis was unreachable: newer than Redis's.
        entry = item.entry;
      } else {
        memory.set(key, stored, Date.now());
        entry = stored;
      }
      return entry ? answer(entry, ctx, [localTags, tags], revalidatedTags) : null;
    },

    /**
     * @param {string} key
     * @param {CacheValue} data
     * @param {SetContext} ctx
     */
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

    /**
     * @param {string | string[]} tags
     * @param {Durations} [durations]
     */
    async revalidateTag(tags, durations) {
      const list = typeof tags === 'string' ? [tags] : tags;
      if (list.length === 0) return;
      const now = Date.now();
      for (const tag of list)
        localTags.set(tag, { ...localTags.get(tag), ...tagUpdate(durations, now) });
      await redis?.revalidate(list, durations);
    },

    close() {
      redis?.close();
    },
  };
}

/** @typedef {ReturnType<typeof createCacheStore>} CacheStore */

/**
 * The id of the build being served, so that entries of another build are never read.
 * @param {string | undefined} serverDistDir  `.next/server`
 */
function readBuildId(serverDistDir) {
  const candidates = [
    ...(serverDistDir ? [path.join(serverDistDir, '..', 'BUILD_ID')] : []),
    path.join(process.cwd(), '.next', 'BUILD_ID'),
  ];
  for (const file of candidates) {
    try {
      const id = readFileSync(file, 'utf8').trim();
      if (id) return id;
    } catch {
      // next candidate
    }
  }
  return undefined;
}

const STORE = Symbol.for('kennel.cache-handler.store');

/**
 * This process's store, created from the environment by the first handler. Kept on globalThis:
 * Next creates a handler per request, possibly from more than one copy of this module.
 * @param {HandlerContext} ctx
 * @returns {CacheStore}
 */
function processStore(ctx) {
  const shared = /** @type {{ [STORE]?: CacheStore }} */ (globalThis);
  if (!shared[STORE]) {
    // `next build` and `next dev` keep their entries to themselves.
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

/**
 * A page or route answer with an error status (a list's page past its last, answered by the page
 * itself while the proxy could not tell): never kept, so that no address can add entries. Next
 * renders it again for the next request.
 * @param {CacheValue} data
 */
function isErrorAnswer(data) {
  return data?.kind !== 'FETCH' && typeof data?.status === 'number' && data.status >= 400;
}

/** Next's cache handler interface, over one store. */
class StoreHandler {
  /**
   * @param {CacheStore} store
   * @param {HandlerContext} ctx
   */
  constructor(store, ctx) {
    this.store = store;
    this.revalidatedTags = Array.isArray(ctx?.revalidatedTags) ? ctx.revalidatedTags : [];
  }

  /**
   * @param {string} key
   * @param {GetContext} ctx
   */
  async get(key, ctx) {
    try {
      return await this.store.get(key, ctx ?? {}, this.revalidatedTags);
    } catch (error) {
      console.error('Cache: reading failed; rendering afresh.', error);
      return null;
    }
  }

  /**
   * @param {string} key
   * @param {CacheValue} data
   * @param {SetContext} ctx
   */
  async set(key, data, ctx) {
    // A page's scripts deferred and its own Content-Security-Policy, before it is stored anywhere.
    prepareStaticPage(data);
    if (isErrorAnswer(data)) return;
    try {
      await this.store.set(key, data, ctx ?? {});
    } catch (error) {
      console.error('Cache: storing failed.', error);
    }
  }

  /**
   * @param {string | string[]} tags
   * @param {Durations} [durations]
   */
  async revalidateTag(tags, durations) {
    try {
      await this.store.revalidateTag(tags, durations);
    } catch (error) {
      console.error('Cache: recording a tag expiry failed.', error);
    }
  }

  resetRequestCache() {}
}

/**
 * A handler class over a store of its own (tests: several "instances" in one process).
 * @param {StoreOptions} options
 */
export function createCacheHandler(options) {
  const store = createCacheStore(options);
  return class IsolatedCacheHandler extends StoreHandler {
    static store = store;
    /** @param {HandlerContext} [ctx] */
    constructor(ctx = {}) {
      super(store, ctx);
    }
  };
}

/** The handler next.config.mjs names: this process's store. */
export default class CacheHandler extends StoreHandler {
  /** @param {HandlerContext} [ctx] */
  constructor(ctx = {}) {
    super(processStore(ctx), ctx);
  }
}
