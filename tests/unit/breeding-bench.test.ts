import { describe, expect, it } from 'vitest';
import { measureMating } from '@/scripts/bench/breeding';

// What `npm run bench` times is the hard case it says: five generations a side with common
// ancestors, every colour locus heterozygous (3^8 outcomes). Its time is the bench's business.
describe('the mating preview the bench times', () => {
  it('rests on shared ancestors and all eight loci', () => {
    const { coi, outcomes } = measureMating(1);
    expect(coi).toBeGreaterThan(0);
    expect(outcomes).toBe(3 ** 8);
  });
});
