import { describe, expect, it } from 'vitest';
import { withdrawalFacts, withdrawalOf } from '@/features/contracts/withdrawal-period';

// The withdrawal period of a puppy bought at a distance (Directive 2011/83/EU): 14 days from the
// day the buyer takes the puppy (Art. 9(2)(b)); every payment back within 14 days of the
// withdrawal (Art. 13(1)).
const reserved = {
  status: 'reserved' as const,
  closedAt: null,
  depositAmount: 500,
  depositCurrency: 'EUR',
  depositReceivedAt: new Date('2026-10-01T10:00:00Z'),
};
const placed = {
  ...reserved,
  status: 'placed' as const,
  closedAt: new Date('2026-11-01T09:00:00Z'),
};

describe('withdrawalFacts', () => {
  it('before handover: no period has begun, so it is never late; the refund is due in 14 days', () => {
    const facts = withdrawalFacts(reserved, new Date('2026-10-20T12:00:00Z'));
    expect(facts).toEqual({
      withdrawnAt: '2026-10-20T12:00:00.000Z',
      periodEndsAt: null,
      late: false,
      refundDueAt: '2026-11-03T12:00:00.000Z',
      deposit: { amount: 500, currency: 'EUR' },
    });
  });

  it('after handover: in time up to 14 days later, late after', () => {
    const inTime = withdrawalFacts(placed, new Date('2026-11-15T08:59:00Z'));
    expect(inTime.periodEndsAt).toBe('2026-11-15T09:00:00.000Z');
    expect(inTime.late).toBe(false);
    const late = withdrawalFacts(placed, new Date('2026-11-15T09:01:00Z'));
    expect(late.late).toBe(true);
    expect(late.refundDueAt).toBe('2026-11-29T09:01:00.000Z');
  });

  it('names a deposit only once it was received', () => {
    const asked = { ...reserved, depositReceivedAt: null };
    expect(withdrawalFacts(asked, new Date('2026-10-20T12:00:00Z')).deposit).toBeNull();
  });

  it('a contract without a withdrawal has none', () => {
    expect(withdrawalOf(reserved, { withdrawnAt: null })).toBeNull();
    expect(withdrawalOf(reserved, { withdrawnAt: new Date('2026-10-20T12:00:00Z') })?.late).toBe(
      false,
    );
  });
});
