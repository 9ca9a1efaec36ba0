import 'server-only';
import { ApiError } from '../http/errors';

/**
 * Photos decoded at once in this process. Decoding is what costs memory (a 40-megapixel photo
 * streams through its shrink in tens of MB, several at once multiply that) and CPU, which the
 * pages need too: one at a time keeps both bounded on a small server.
 */
export const DECODE_CONCURRENCY = 1;

/**
 * Photos admitted at once, decoding or waiting: two full uploads. An upload that would pass it is
 * refused whole, before anything is decoded, instead of waiting longer (a heavy photo takes about
 * a second) while its request's files stay in memory.
 */
export const MAX_QUEUED_IMAGES = 20;

/** What a refused upload is told to wait, in seconds: about what the queue needs to drain. */
export const QUEUE_RETRY_AFTER_SECONDS = 20;

export const uploadQueueFull = () =>
  new ApiError(503, 'uploadQueueFull', undefined, {
    'Retry-After': String(QUEUE_RETRY_AFTER_SECONDS),
  });

/** Runs one decode within the queue's concurrency. */
export type Decode = <T>(task: () => Promise<T>) => Promise<T>;

/**
 * A bounded queue in front of the image decoder: `admit` reserves places for an upload's files
 * (or refuses it with 503 and Retry-After), and each file's decode waits for a free slot.
 */
export class DecodeQueue {
  private admitted = 0;
  private running = 0;
  private readonly waiting: (() => void)[] = [];

  constructor(
    readonly concurrency = DECODE_CONCURRENCY,
    readonly capacity = MAX_QUEUED_IMAGES,
  ) {}

  /** Photos admitted and not yet done, decoding or waiting. */
  get size(): number {
    return this.admitted;
  }

  /**
   * Reserves `count` places for `work` and frees them when it ends; throws `uploadQueueFull`
   * when they would not fit. `work` decodes each file through the `decode` it is given.
   */
  async admit<T>(count: number, work: (decode: Decode) => Promise<T>): Promise<T> {
    if (count <= 0) return work((task) => task());
    if (this.admitted + count > this.capacity) throw uploadQueueFull();
    this.admitted += count;
    try {
      return await work((task) => this.run(task));
    } finally {
      this.admitted -= count;
    }
  }

  private async run<T>(task: () => Promise<T>): Promise<T> {
    if (this.running >= this.concurrency) {
      await new Promise<void>((resolve) => this.waiting.push(resolve));
    } else {
      this.running += 1;
    }
    try {
      return await task();
    } finally {
      // The slot passes straight to the next waiting decode, or is given back.
      const next = this.waiting.shift();
      if (next) next();
      else this.running -= 1;
    }
  }
}

const QUEUE = Symbol.for('kennel.decodeQueue');

/**
 * The process's one queue, on `globalThis`: every route bundle that processes photos (a dog's,
 * the gallery's) shares it, whichever copy of this module it loaded.
 */
export function decodeQueue(): DecodeQueue {
  const shared = globalThis as { [QUEUE]?: DecodeQueue };
  return (shared[QUEUE] ??= new DecodeQueue());
}
