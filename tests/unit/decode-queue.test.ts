import { describe, expect, it } from 'vitest';
import { ApiError } from '@/lib/server/http/errors';
import {
  DECODE_CONCURRENCY,
  DecodeQueue,
  decodeQueue,
  MAX_QUEUED_IMAGES,
  QUEUE_RETRY_AFTER_SECONDS,
} from '@/lib/server/images/queue';

/** A task that ends when told to, counting how many run at once. */
function gate(state: { running: number; most: number }) {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  const task = async () => {
    state.running += 1;
    state.most = Math.max(state.most, state.running);
    await opened;
    state.running -= 1;
  };
  return { task, open };
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('DecodeQueue', () => {
  it('decodes one photo at a time across uploads, in arrival order', async () => {
    const queue = new DecodeQueue(1, 20);
    const state = { running: 0, most: 0 };
    const order: string[] = [];
    const gates = [gate(state), gate(state), gate(state)];
    const uploads = [
      queue.admit(2, async (decode) => {
        await decode(async () => (order.push('a1'), gates[0]!.task()));
        await decode(async () => (order.push('a2'), gates[2]!.task()));
      }),
      queue.admit(1, (decode) => decode(async () => (order.push('b1'), gates[1]!.task()))),
    ];
    await tick();
    expect(queue.size).toBe(3);
    expect(order).toEqual(['a1']);
    for (const g of gates) {
      g.open();
      await tick();
    }
    await Promise.all(uploads);
    expect(order).toEqual(['a1', 'b1', 'a2']);
    expect(state.most).toBe(1);
    expect(queue.size).toBe(0);
  });

  it('refuses an upload that would not fit, whole, with 503 and Retry-After, and nothing runs', async () => {
    const queue = new DecodeQueue(1, 3);
    const state = { running: 0, most: 0 };
    const first = gate(state);
    const admitted = queue.admit(2, (decode) => decode(first.task));
    let ran = false;
    const refused = await queue
      .admit(2, async () => {
        ran = true;
      })
      .catch((error: unknown) => error);
    expect(ran).toBe(false);
    expect(refused).toBeInstanceOf(ApiError);
    expect(refused).toMatchObject({
      status: 503,
      message: 'uploadQueueFull',
      headers: { 'Retry-After': String(QUEUE_RETRY_AFTER_SECONDS) },
    });
    // One more photo still fits; after the first upload its places are free again.
    await queue.admit(1, async () => {});
    first.open();
    await admitted;
    expect(queue.size).toBe(0);
    await queue.admit(3, async () => {});
  });

  it('frees its places and its slot when a decode or the upload fails', async () => {
    const queue = new DecodeQueue(1, 2);
    await expect(
      queue.admit(2, (decode) => decode(() => Promise.reject(new Error('corrupt')))),
    ).rejects.toThrow('corrupt');
    expect(queue.size).toBe(0);
    expect(await queue.admit(2, (decode) => decode(async () => 'decoded'))).toBe('decoded');
  });

  it('is one queue per process: one photo at a time, two full uploads admitted', () => {
    expect(decodeQueue()).toBe(decodeQueue());
    expect([DECODE_CONCURRENCY, MAX_QUEUED_IMAGES]).toEqual([1, 20]);
  });
});
