/** A copy of `items` with the item at `from` moved to `to` (both clamped to the list). */
export function moveItem<T>(items: readonly T[], from: number, to: number): T[] {
  const next = [...items];
  if (from < 0 || from >= next.length) return next;
  const target = Math.max(0, Math.min(next.length - 1, to));
  const [item] = next.splice(from, 1);
  next.splice(target, 0, item as T);
  return next;
}

/**
 * Saves of one list's order, sent one after another in the order they were made, where only the
 * latest one's answer may replace what the screen shows: an earlier answer arriving after a later
 * move would put the photos back for a moment, under the breeder's focus, and the next move would
 * start from there. Each save reports whether it is still the latest when its answer comes.
 */
export function createSaveQueue() {
  let chain: Promise<unknown> = Promise.resolve();
  let count = 0;
  return function enqueue<T>(send: () => Promise<T>) {
    const turn = ++count;
    const result = chain.then(send);
    chain = result.catch(() => undefined);
    return { result, isLatest: () => turn === count };
  };
}
