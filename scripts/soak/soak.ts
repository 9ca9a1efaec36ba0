import sharp from 'sharp';
import { jsonOf, loopbackClient } from './http';
import { rssGrowthPercent, rssMb, watchMemory, type MemoryReport } from './memory';
import type { ApiDog, ApiImage, Photo, SoakContext } from './state';
import { Recorder, type KindSummary } from './stats';
import { worker } from './traffic';
import { verifyWrites, type Verified } from './verify';

export interface SoakOptions {
  /** The site, on this machine. */
  url: string;
  /** An admin's API token, for the writes. */
  token: string;
  seconds: number;
  /** Concurrent connections, each running requests one after another. */
  connections: number;
  /** The server's process id, to follow its memory (Linux). */
  serverPid?: number;
  log?: (line: string) => void;
  /**
   * Fails the soak when the server's RSS grows more than this many percent from half-way through
   * the run to its end (a leak); unchecked when left out.
   */
  maxRssGrowthPercent?: number;
  /** Runs between the traffic and the read-back (tests use it to change data behind its back). */
  afterTraffic?: () => Promise<void>;
}

export interface SoakResult {
  url: string;
  seconds: number;
  connections: number;
  kinds: KindSummary[];
  requests: number;
  verified: Verified;
  memory: MemoryReport | null;
  failureCount: number;
  failures: string[];
  /** Counted outcomes that are no failure, e.g. a race the site answers correctly but plainly. */
  notes: Record<string, number>;
}

/** Small photos of a few kinds, made once: what a phone upload shrunk by the admin UI looks like. */
async function makePhotos(): Promise<Photo[]> {
  const colours = ['#8a9', '#a78', '#9ab', '#cb8', '#789', '#b9a'];
  return Promise.all(
    colours.map(async (background, i) => {
      const image = sharp({ create: { width: 240 + i * 8, height: 180, channels: 3, background } });
      return i % 2
        ? { name: `photo-${i}.png`, type: 'image/png', data: await image.png().toBuffer() }
        : { name: `photo-${i}.jpg`, type: 'image/jpeg', data: await image.jpeg().toBuffer() };
    }),
  );
}

/**
 * `connections` loops of mixed traffic for `seconds` — public pages in three languages, API reads,
 * admin writes — then reads every write back. Any 5xx, request without an answer, unexpected
 * status or write not found as last answered is a failure.
 */
export async function runSoak(options: SoakOptions): Promise<SoakResult> {
  const log = options.log ?? (() => {});
  const http = loopbackClient(options.url, options.connections);
  try {
    const start = async <T>(path: string) => {
      const answer = await http.send('GET', path);
      if (answer.status !== 200) throw new Error(`GET ${path} answered ${answer.status}`);
      return jsonOf<T>(answer);
    };
    const before = await start<ApiDog[]>('/api/dogs');
    const gallery = await start<ApiImage[]>('/api/gallery');
    const ctx: SoakContext = {
      http,
      token: options.token,
      deadline: Date.now() + options.seconds * 1000,
      recorder: new Recorder(),
      photos: await makePhotos(),
      stableSlugs: before.map((d) => d.slug),
      dogs: [],
      galleryImages: [],
      galleryIdsSeen: new Set(gallery.map((i) => i.id)),
      galleryUploading: false,
      removedUrls: [],
      enquiries: [],
      info: { expected: null, busy: false, unknown: false },
    };

    const pid = options.serverPid;
    const memory = pid ? watchMemory(pid, options.seconds * 1000) : null;
    const started = Date.now();
    const progress = setInterval(() => {
      const done = ctx.recorder.summaries().reduce((n, k) => n + k.count, 0);
      const rss = pid ? rssMb(pid) : null;
      log(
        `  ${Math.round((Date.now() - started) / 1000)} s: ${done} requests, ` +
          `${ctx.recorder.failureCount} failures${rss === null ? '' : `, server RSS ${rss} MB`}`,
      );
    }, 10_000);
    try {
      await Promise.all(
        Array.from({ length: options.connections }, (_, i) => worker(ctx, i === 0)),
      );
    } finally {
      clearInterval(progress);
    }
    const memoryReport = memory?.stop() ?? null;
    const limit = options.maxRssGrowthPercent;
    const growth = memoryReport && rssGrowthPercent(memoryReport);
    if (memoryReport && limit !== undefined && growth !== null && growth > limit) {
      const { warmMb, endMb } = memoryReport;
      ctx.recorder.fail(
        `server memory grew ${growth}% in the second half (${warmMb} → ${endMb} MB), ` +
          `more than ${limit}%`,
      );
    }
    await options.afterTraffic?.();

    log('> reading every write back');
    const verified = await verifyWrites(ctx);
    const kinds = ctx.recorder.summaries();
    return {
      url: options.url,
      seconds: options.seconds,
      connections: options.connections,
      kinds,
      requests: kinds.reduce((n, k) => n + k.count, 0),
      verified,
      memory: memoryReport,
      failureCount: ctx.recorder.failureCount,
      failures: ctx.recorder.failures,
      notes: Object.fromEntries(ctx.recorder.notes),
    };
  } finally {
    http.close();
  }
}
