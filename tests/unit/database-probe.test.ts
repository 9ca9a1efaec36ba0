import { describe, expect, it, vi } from 'vitest';
import { dataReachable } from '@/lib/database-probe';

describe("the proxy's database probe", () => {
  it('reuses a good answer for a second, never a failed one', async () => {
    const up = vi.fn(async () => true);
    const down = vi.fn(async () => false);
    const broken = vi.fn(async (): Promise<boolean> => {
      throw new Error('ECONNREFUSED');
    });
    expect(await dataReachable(down, 1_000)).toBe(false);
    expect(await dataReachable(broken, 1_001)).toBe(false);
    expect(await dataReachable(up, 1_002)).toBe(true);
    expect(await dataReachable(down, 1_500)).toBe(true);
    expect(await dataReachable(down, 2_002)).toBe(true);
    expect(await dataReachable(down, 2_003)).toBe(false);
    expect(await dataReachable(up, 2_004)).toBe(true);
    expect([up.mock.calls.length, down.mock.calls.length, broken.mock.calls.length]).toEqual([
      2, 2, 1,
    ]);
  });
});
