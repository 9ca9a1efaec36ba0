import type { ApplicationRow, ContractRow } from '@/lib/db/schema';

/** The withdrawal period and the refund's deadline: 14 days (Directive 2011/83/EU Art. 9, 13). */
export const WITHDRAWAL_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

export interface WithdrawalFacts {
  withdrawnAt: string;
  /** The period's end: 14 days after handover; null while the puppy is not handed over. */
  periodEndsAt: string | null;
  /** Sent after the period: recorded all the same, and the breeder is told; the law decides. */
  late: boolean;
  /** Every payment received goes back by then. */
  refundDueAt: string;
  /** The deposit received (the balance is paid at handover, and goes back with it). */
  deposit: { amount: number; currency: string } | null;
}

/** What a recorded withdrawal means: its period, whether it came late, and the refund due. */
export function withdrawalFacts(
  application: Pick<
    ApplicationRow,
    'status' | 'closedAt' | 'depositAmount' | 'depositCurrency' | 'depositReceivedAt'
  >,
  withdrawnAt: Date,
): WithdrawalFacts {
  const handover = application.status === 'placed' ? application.closedAt : null;
  const periodEnds = handover ? new Date(handover.getTime() + WITHDRAWAL_DAYS * DAY_MS) : null;
  return {
    withdrawnAt: withdrawnAt.toISOString(),
    periodEndsAt: periodEnds?.toISOString() ?? null,
    late: periodEnds !== null && withdrawnAt > periodEnds,
    refundDueAt: new Date(withdrawnAt.getTime() + WITHDRAWAL_DAYS * DAY_MS).toISOString(),
    deposit:
      application.depositAmount !== null && application.depositReceivedAt
        ? { amount: application.depositAmount, currency: application.depositCurrency ?? 'EUR' }
        : null,
  };
}

/** A recorded withdrawal of `contract`, or null. */
export function withdrawalOf(
  application: Parameters<typeof withdrawalFacts>[0],
  contract: Pick<ContractRow, 'withdrawnAt'>,
): WithdrawalFacts | null {
  return contract.withdrawnAt ? withdrawalFacts(application, contract.withdrawnAt) : null;
}
