import 'server-only';
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { getTranslations } from 'next-intl/server';
import { getDb, type Database } from '@/lib/db/client';
import { contracts, mailOutbox, type ApplicationRow, type ContractRow } from '@/lib/db/schema';
import type { RichDoc } from '@/lib/rich-text/doc';
import type { ContractSignInput } from '@/features/contracts/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { contractSignedMails } from '@/features/contracts/mail/contract-mail';
import { kickOutbox } from '@/lib/server/mail/outbox';
import { mailSender } from '@/features/waiting-list/mail/waiting-mail';
import { formatMoment } from '@/lib/server/mail/formats';
import { requireApplication } from '@/lib/server/my-link';
import { renderContractPdf } from './contract-pdf';
import { qrMatrix } from '@/lib/server/qr';
import { verifyCodeFor } from '@/lib/server/verify-codes';
import { publicPaths } from '@/lib/public-paths.mjs';
import { absoluteUrl } from '@/lib/site/url';
import { kennelName } from '@/features/site/server/site-facts';
import { getStorage, PRIVATE_PREFIX } from '@/lib/server/storage';
import { contractFileName, latestContract, sha256 } from './service';

export interface Signer {
  ip: string;
  userAgent: string;
}

interface Signature {
  name: string;
  at: Date;
  signer: Signer;
}

/** Stores a contract's PDF privately for `write`, and removes it again if `write` fails. */
export async function withStoredPdf<T>(
  pdf: Buffer,
  write: (key: string) => Promise<T>,
): Promise<T> {
  const key = `${PRIVATE_PREFIX}${randomUUID()}.pdf`;
  const storage = getStorage();
  await storage.put(key, pdf);
  try {
    return await write(key);
  } catch (error) {
    await storage.delete(key);
    throw error;
  }
}

/**
 * The signed contract's PDF: its text, the terms' edition it refers to, and the signature block
 * with the buyer's name, time and address, the seller's countersignature once given, and the hash.
 */
export async function contractPdf(
  db: Database,
  application: ApplicationRow,
  contract: ContractRow,
  signature: Signature,
  countersignature?: { name: string; at: Date },
): Promise<Buffer> {
  const locale = contract.locale;
  const [t, tVerify] = await Promise.all([
    getTranslations({ locale, namespace: 'ContractPdf' }),
    getTranslations({ locale, namespace: 'Verify' }),
  ]);
  const site = await kennelName();
  // Its verification page opens once the contract is signed.
  const verifyUrl = absoluteUrl(
    publicPaths.verify(await verifyCodeFor(db, { contractId: contract.id })),
  );
  return renderContractPdf({
    title: t('title', { puppy: contract.values.puppyName ?? '' }),
    subtitle: t('subtitle', { site, number: String(contract.number) }),
    doc: JSON.parse(contract.text) as RichDoc,
    signatureHeading: t('signatureHeading'),
    signature: [
      [t('signedBy'), signature.name],
      [t('signedAt'), formatMoment(locale, signature.at)],
      [t('address'), signature.signer.ip],
      ...(countersignature
        ? ([
            [t('countersignedBy'), countersignature.name],
            [t('countersignedAt'), formatMoment(locale, countersignature.at)],
          ] as [string, string][])
        : []),
      [t('termsVersion'), String(contract.termsVersion ?? 1)],
      [t('hash'), contract.textHash],
    ],
    pageLabel: (page, pages) => t('page', { page: String(page), pages: String(pages) }),
    info: {
      author: site,
      subject: `SHA-256 ${contract.textHash}`,
      keywords: `${application.name}; ${signature.name}`,
    },
    lang: locale,
    verify: { matrix: qrMatrix(verifyUrl), label: tVerify('pdfLabel'), url: verifyUrl },
    droppedNote: (characters) => t('droppedNote', { characters }),
  });
}

/**
 * The buyer signs the contract they read, named by the hash of its text: refused when none
 * waits (404 `contractNotFound`), when it is signed already (409 `contractAlreadySigned`) or
 * when its text is no longer the one they read (409 `contractChanged`: the page shows the new
 * one). The PDF is stored before the row is marked signed, and mailed to both with it.
 */
export async function signContract(
  token: string,
  input: ContractSignInput,
  signer: Signer,
  now = new Date(),
): Promise<void> {
  const db = await getDb();
  const application = await requireApplication(db, token);
  const current = await latestContract(db, application.id);
  if (!current) throw notFound('contractNotFound');
  if (current.status === 'signed') throw new ApiError(409, 'contractAlreadySigned');
  if (current.textHash !== input.hash) throw new ApiError(409, 'contractChanged');
  // The stored text is what is signed: its hash is computed again, not trusted.
  if (sha256(current.text) !== current.textHash) throw new Error('contract text altered');

  const signature = { name: input.name, at: now, signer };
  const pdf = await contractPdf(db, application, current, signature);
  const sender = await mailSender(db);
  await withStoredPdf(pdf, (key) =>
    db.transaction(async (tx) => {
      const signed = await tx
        .update(contracts)
        .set({
          status: 'signed',
          signedName: input.name,
          signedAt: now,
          signerIp: signer.ip.slice(0, 100),
          signerAgent: signer.userAgent.slice(0, 500),
          pdfKey: key,
        })
        .where(
          and(
            eq(contracts.id, current.id),
            eq(contracts.status, 'open'),
            eq(contracts.textHash, input.hash),
          ),
        )
        .returning({ id: contracts.id });
      if (signed.length === 0) {
        // Another tab signed it, or the breeder sent a new version, since it was read.
        const [row] = await tx
          .select({ status: contracts.status })
          .from(contracts)
          .where(eq(contracts.id, current.id));
        throw new ApiError(
          409,
          row?.status === 'signed' ? 'contractAlreadySigned' : 'contractChanged',
        );
      }
      if (sender) {
        const attachment = {
          key,
          filename: await contractFileName(current),
          contentType: 'application/pdf',
        };
        const mails = await contractSignedMails(sender, application, {
          number: current.number,
          signedAt: now,
          attachment,
        });
        await tx.insert(mailOutbox).values(mails);
      }
    }),
  );
  kickOutbox();
}
