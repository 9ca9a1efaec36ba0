import 'server-only';
import { and, eq, isNull } from 'drizzle-orm';
import { getDb } from '@/lib/db/client';
import { applications, contracts, mailOutbox } from '@/lib/db/schema';
import { sellerIdentity } from '@/features/site/seller';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { contractCountersignedMails } from '@/features/contracts/mail/contract-mail';
import { kickOutbox } from '@/lib/server/mail/outbox';
import { mailSender } from '@/features/waiting-list/mail/waiting-mail';
import { readSiteFacts } from '@/features/site/server/site-facts';
import { EditConflict } from '@/lib/server/versions';
import { contractFileName, contractState, latestContract } from './service';
import { contractPdf, withStoredPdf } from './sign';

/**
 * The breeder countersigns the contract the buyer signed, in the seller's legal name: the PDF is
 * made again with both signatures and mailed to both. Refused when the screen saw another version
 * (409 `editConflict`), when the buyer has not signed (409 `contractNotSigned`) or when it is
 * countersigned already (409 `contractAlreadyCountersigned`). The signed text never changes.
 */
export async function countersignContract(
  applicationId: number,
  number: number | undefined,
  now = new Date(),
) {
  const db = await getDb();
  const [application] = await db
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application) throw notFound('applicationNotFound');
  const current = await latestContract(db, applicationId);
  if (!current) throw notFound('contractNotFound');
  if (number !== undefined && number !== current.number) {
    throw new EditConflict(await contractState(applicationId));
  }
  if (current.status !== 'signed' || !current.signedAt || !current.signedName) {
    throw new ApiError(409, 'contractNotSigned');
  }
  if (current.countersignedAt) throw new ApiError(409, 'contractAlreadyCountersigned');
  if (current.withdrawnAt) throw new ApiError(409, 'contractAlreadyWithdrawn');

  const seller = sellerIdentity(await readSiteFacts());
  const countersignature = { name: seller.name, at: now };
  const pdf = await contractPdf(
    db,
    application,
    current,
    {
      name: current.signedName,
      at: current.signedAt,
      signer: { ip: current.signerIp ?? '', userAgent: current.signerAgent ?? '' },
    },
    countersignature,
  );
  const sender = await mailSender(db);
  await withStoredPdf(pdf, (key) =>
    db.transaction(async (tx) => {
      const done = await tx
        .update(contracts)
        .set({ countersignedName: seller.name, countersignedAt: now, pdfKey: key })
        .where(and(eq(contracts.id, current.id), isNull(contracts.countersignedAt)))
        .returning({ id: contracts.id });
      if (done.length === 0) throw new ApiError(409, 'contractAlreadyCountersigned');
      if (sender) {
        const attachment = {
          key,
          filename: await contractFileName(current),
          contentType: 'application/pdf',
        };
        await tx
          .insert(mailOutbox)
          .values(await contractCountersignedMails(sender, application, { attachment }));
      }
    }),
  );
  // The buyer-only PDF stays stored: mails already sent point at it.
  kickOutbox();
  return contractState(applicationId);
}
