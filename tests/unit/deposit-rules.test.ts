import { describe, expect, it } from 'vitest';
import { DEPOSIT_EVENTS, depositKindFor, depositOutcome, depositRules } from '@/lib/deposit/rules';

describe('the deposit rules per choice', () => {
  it('repay an advance whenever the sale does not happen, and never keep it as a flat sum', () => {
    expect(Object.fromEntries(depositRules('advance').map((r) => [r.event, r.outcome]))).toEqual({
      buyerPasses: 'refundFull',
      noPuppy: 'refundFull',
      withdrawal: 'refundFull',
      noOneAtFault: 'refundFull',
      sellerAtFault: 'refundFull',
      buyerAtFault: 'refundLessDamage',
    });
  });

  it('follow Ptk. 6:185 for an earnest: lost by the buyer at fault, repaid double by the seller', () => {
    expect(depositOutcome('earnest', 'buyerAtFault')).toBe('kept');
    expect(depositOutcome('earnest', 'sellerAtFault')).toBe('refundDouble');
    expect(depositOutcome('earnest', 'noOneAtFault')).toBe('refundFull');
  });

  it('let the 14-day withdrawal and every case before a contract repay in full, whatever the choice', () => {
    for (const kind of ['advance', 'earnest'] as const) {
      for (const event of ['buyerPasses', 'noPuppy', 'withdrawal'] as const) {
        expect(depositOutcome(kind, event), `${kind} ${event}`).toBe('refundFull');
      }
    }
  });

  it('make an earnest only of a Hungarian buyer’s deposit', () => {
    expect(depositKindFor('earnest', 'HU')).toBe('earnest');
    expect(depositKindFor('earnest', 'de')).toBe('advance');
    expect(depositKindFor('earnest', 'AT')).toBe('advance');
    expect(depositKindFor('advance', 'HU')).toBe('advance');
    expect(depositKindFor(null, 'HU')).toBe('advance');
  });

  it('list every case once, in the order the buyer reads them', () => {
    expect(depositRules('earnest').map((r) => r.event)).toEqual([...DEPOSIT_EVENTS]);
  });
});
