import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { contracts, mailOutbox } from '@/lib/db/schema';
import { withdrawalFacts, type WithdrawalFacts } from '@/features/contracts/withdrawal-period';
import { countTries, hashKey } from '@/lib/server/enquiry-throttle';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { throttleAddress } from '@/lib/server/throttle';
import { contractWithdrawalMails } from '@/features/contracts/mail/contract-mail';
import { kickOutbox } from '@/lib/server/mail/outbox';
import { mailSender } from '@/features/waiting-list/mail/waiting-mail';
import { requireApplication } from '@/lib/server/my-link';
import { latestContract } from './service';
import type { Signer } from './sign';

/**
 * The buyer withdraws from the signed contract they name by its number, with the withdrawal
 * function of their page (Art. 11a): recorded once, with the time and address, confirmed to the
 * buyer by mail and told to the breeder with the refund owed. Refused when the contract is not
 * the one shown (409 `contractChanged`), not signed (409 `contractNotSigned`) or withdrawn from
 * already (409 `contractAlreadyWithdrawn`).
 */
export async function withdrawFromContract(
  token: string,
  number: number,
  signer: Signer,
  now = new Date(),
): Promise<WithdrawalFacts> {
  const db = await getDb();
  // A public write like every other: tries per address and per link an hour.
  const wait = await countTries(
    db,
    [
      { kind: 'withdrawal-address', key: hashKey(throttleAddress(signer.ip)), limit: 20 },
      { kind: 'withdrawal-link', key: hashKey(token), limit: 10 },
    ],
    now.getTime(),
    60 * 60 * 1000,
  );
  if (wait > 0) {
    throw new ApiError(429, 'tooManyAttempts', undefined, { 'Retry-After': String(wait) });
  }
  const application = await requireApplication(db, token);
  const current = await latestContract(db, application.id);
  if (!current) throw notFound('contractNotFound');
  if (current.number !== number) throw new ApiError(409, 'contractChanged');
  if (current.status !== 'signed') throw new ApiError(409, 'contractNotSigned');
  if (current.withdrawnAt) throw new ApiError(409, 'contractAlreadyWithdrawn');
  const facts = withdrawalFacts(application, now);
  const sender = await mailSender(db);
  await db.transaction(async (tx) => {
    const done = await tx
      .update(contracts)
      .set({ withdrawnAt: now, withdrawalIp: signer.ip.slice(0, 100) })
      .where(and(eq(contracts.id, current.id), isNull(contracts.withdrawnAt)))
      .returning({ id: contracts.id });
    if (done.length === 0) throw new ApiError(409, 'contractAlreadyWithdrawn');
    if (sender) {
      await tx
        .insert(mailOutbox)
        .values(await contractWithdrawalMails(sender, application, current, facts));
    }
  });
  kickOutbox();
  return facts;
}
