import 'server-only';
import { getDb } from '@/lib/db/client';
import type { RichDoc } from '@/lib/rich-text/doc';
import { contractFileName, latestContract } from './service';
import { publicPaths } from '@/lib/paths.mjs';
import { privateFileUrl } from '@/lib/server/private-links';
import { verifyCodeFor } from '@/lib/server/verify-codes';
import { WITHDRAWAL_DAYS } from '@/features/contracts/withdrawal-period';

/** The contract as the buyer's page shows it: the latest version, and its signature if any. */
export interface MyContractView {
  number: number;
  status: 'open' | 'signed' | 'replaced';
  doc: RichDoc;
  /** The SHA-256 of the text shown: the form sends it back, so only this text can be signed. */
  textHash: string;
  signedName: string | null;
  signedAt: string | null;
  /** A fresh short-lived link to the signed PDF (the page is rendered per request). */
  pdfUrl: string | null;
  /** A signed contract's public verification page. */
  verifyPath: string | null;
  puppyName: string;
  /** The terms of sale's edition the contract refers to. */
  termsVersion: number;
  /** The buyer's withdrawal, once recorded, and the refund's deadline. */
  withdrawnAt: string | null;
  refundDueAt: string | null;
}

/** The contract of an application the buyer's token opened, or null when none was sent. */
export async function myContract(applicationId: number): Promise<MyContractView | null> {
  const db = await getDb();
  const row = await latestContract(db, applicationId);
  if (!row) return null;
  const withdrawnAt = row.withdrawnAt;
  return {
    puppyName: row.values.puppyName ?? '',
    termsVersion: row.termsVersion ?? 1,
    withdrawnAt: withdrawnAt?.toISOString() ?? null,
    refundDueAt: withdrawnAt
      ? new Date(withdrawnAt.getTime() + WITHDRAWAL_DAYS * 24 * 60 * 60 * 1000).toISOString()
      : null,
    number: row.number,
    status: row.status,
    doc: JSON.parse(row.text) as RichDoc,
    textHash: row.textHash,
    signedName: row.signedName,
    signedAt: row.signedAt?.toISOString() ?? null,
    pdfUrl: row.pdfKey
      ? privateFileUrl(row.pdfKey, { downloadName: await contractFileName(row) })
      : null,
    verifyPath:
      row.status === 'signed'
        ? publicPaths.verify(await verifyCodeFor(db, { contractId: row.id }))
        : null,
  };
}
