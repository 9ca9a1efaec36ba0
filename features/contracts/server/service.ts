import 'server-only';
import { createHash } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import { getTranslations } from 'next-intl/server';
import { contractText, fillContract } from '@/features/contracts/fill';
import { withdrawalOf } from '@/features/contracts/withdrawal-period';
import { getDb, type Database } from '@/lib/db/client';
import { applications, contracts, dogs, mailOutbox, type ContractRow } from '@/lib/db/schema';
import type {
  AdminContractView,
  ApplicationContractState,
  ContractPreview,
  ContractSendInput,
  ContractTerms,
} from '@/features/contracts/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { contractSentMail } from '@/features/contracts/mail/contract-mail';
import { kickOutbox } from '@/lib/server/mail/outbox';
import { mailSender } from '@/features/waiting-list/mail/waiting-mail';
import { privateFileUrl } from '@/lib/server/private-links';
import { publishedEdition } from '@/features/pages/server/pages';
import { announceChange } from '@/lib/server/revalidate';
import { EditConflict, StaleVersion } from '@/lib/server/versions';
import { getContractTemplate } from './templates';

import { contractValues } from './values';

/*
 * Contracts: the breeder fills the template of the buyer's language for an
 * application with a reserved (or placed) puppy, previews it and sends it; the buyer signs it on
 * their page (sign.ts). Each send is a new numbered version: it replaces an open one, and
 * supersedes a signed one only when the breeder says so. A signed row is never updated.
 */

type Queryable = Pick<Database, 'select'>;

/** Statuses in which the application has a puppy to sign for. */
const CONTRACT_STATUSES = ['reserved', 'placed'] as const;

export const sha256 = (text: string) => createHash('sha256').update(text, 'utf8').digest('hex');

/** The application's latest contract: the one the buyer reads. */
export async function latestContract(
  db: Queryable,
  applicationId: number,
): Promise<ContractRow | null> {
  const [row] = await db
    .select()
    .from(contracts)
    .where(eq(contracts.applicationId, applicationId))
    .orderBy(desc(contracts.number))
    .limit(1);
  return row ?? null;
}

/**
 * The signed PDF's file name in the contract's language, with the puppy's name
 * ("Kaufvertrag-Bella.pdf"; "Kaufvertrag-Bella-2.pdf" for a later version).
 */
export async function contractFileName(
  row: Pick<ContractRow, 'number' | 'locale' | 'values'>,
): Promise<string> {
  const t = await getTranslations({ locale: row.locale, namespace: 'ContractPdf' });
  // Letters, digits and hyphens: an emoji or a slash has no place in a file name.
  const puppy = (row.values.puppyName ?? '')
    .replace(/[^\p{L}\p{M}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  const stem = t('fileName', { puppy: puppy || String(row.number) });
  return `${stem}${puppy && row.number > 1 ? `-${row.number}` : ''}.pdf`;
}

async function adminView(
  row: ContractRow,
  application: Parameters<typeof withdrawalOf>[0],
): Promise<AdminContractView> {
  return {
    number: row.number,
    status: row.status,
    locale: row.locale,
    createdAt: row.createdAt.toISOString(),
    signedName: row.signedName,
    signedAt: row.signedAt?.toISOString() ?? null,
    signerIp: row.signerIp,
    textHash: row.textHash,
    pdfUrl: row.pdfKey
      ? privateFileUrl(row.pdfKey, { downloadName: await contractFileName(row) })
      : null,
    termsVersion: row.termsVersion,
    countersignedName: row.countersignedName,
    countersignedAt: row.countersignedAt?.toISOString() ?? null,
    withdrawal: withdrawalOf(application, row),
  };
}

/** The admin screen's view of an application's contract. */
export async function contractState(applicationId: number): Promise<ApplicationContractState> {
  const db = await getDb();
  const row = await latestContract(db, applicationId);
  const [application] = row
    ? await db.select().from(applications).where(eq(applications.id, applicationId))
    : [];
  return {
    applicationId,
    version: row?.number ?? 0,
    contract: row && application ? await adminView(row, application) : null,
  };
}

async function applicationWithPuppy(db: Queryable, applicationId: number) {
  const [application] = await db
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application) throw notFound('applicationNotFound');
  if (
    !application.dogId ||
    !(CONTRACT_STATUSES as readonly string[]).includes(application.status)
  ) {
    throw new ApiError(409, 'contractNoPuppy');
  }
  return application;
}

/** The contract as it would be sent now, and the placeholders still without a value. */
export async function previewContract(
  applicationId: number,
  terms: ContractTerms,
): Promise<ContractPreview> {
  const db = await getDb();
  const application = await applicationWithPuppy(db, applicationId);
  const template = await getContractTemplate(application.locale);
  const values = await contractValues(db, application, terms);
  return { ...fillContract(template.doc, values), locale: application.locale };
}

/**
 * Sends the filled contract to the buyer as a new version. Refused with every missing value
 * (422 `contractMissingValues`, one error per placeholder), when the screen saw another latest
 * version (409 `editConflict`), or when the latest is signed and `supersede` is not set (409
 * `contractSigned`).
 */
export async function sendContract(
  applicationId: number,
  input: ContractSendInput,
  now = new Date(),
): Promise<ApplicationContractState> {
  const db = await getDb();
  const application = await applicationWithPuppy(db, applicationId);
  const template = await getContractTemplate(application.locale);
  const values = await contractValues(db, application, input, now);
  const { doc, missing } = fillContract(template.doc, values);
  if (missing.length > 0) {
    throw new ApiError(
      422,
      'contractMissingValues',
      missing.map((name) => ({ msg: 'contractValueMissing', path: name })),
    );
  }
  const text = contractText(doc);
  const sender = await mailSender(db);
  try {
    await db.transaction(async (tx) => {
      // Two sends at once: the second waits here, then finds the first one's version.
      await tx
        .select({ id: applications.id })
        .from(applications)
        .where(eq(applications.id, applicationId))
        .for('update');
      const latest = await latestContract(tx, applicationId);
      if (input.version !== undefined && input.version !== (latest?.number ?? 0)) {
        throw new StaleVersion();
      }
      if (latest?.status === 'signed' && !input.supersede) {
        throw new ApiError(409, 'contractSigned');
      }
      if (input.chipNumber && application.dogId) {
        // The chip number typed here is the puppy's: kept for its next contract too.
        await tx
          .update(dogs)
          .set({
            chipNumber: input.chipNumber,
            version: sql`${dogs.version} + 1`,
            updatedAt: now,
          })
          .where(and(eq(dogs.id, application.dogId), ne(dogs.chipNumber, input.chipNumber)));
      }
      if (input.buyerAddress) {
        // The address typed here is the buyer's: kept for their next contract.
        await tx
          .update(applications)
          .set({ postalAddress: input.buyerAddress })
          .where(eq(applications.id, applicationId));
      }
      if (latest?.status === 'open') {
        await tx
          .update(contracts)
          .set({ status: 'replaced' })
          .where(and(eq(contracts.id, latest.id), eq(contracts.status, 'open')));
      }
      await tx.insert(contracts).values({
        applicationId,
        number: (latest?.number ?? 0) + 1,
        locale: application.locale,
        text,
        textHash: sha256(text),
        values: values as Record<string, string>,
        termsVersion: await publishedEdition(tx, 'terms'),
        createdAt: now,
      });
      if (sender) await tx.insert(mailOutbox).values(await contractSentMail(sender, application));
    });
  } catch (error) {
    if (error instanceof StaleVersion) throw new EditConflict(await contractState(applicationId));
    throw error;
  }
  kickOutbox();
  // The puppy's verification page shows its chip (masked).
  if (input.chipNumber) announceChange({ verify: true });
  return contractState(applicationId);
}

/** What the application screen's contract panel starts from. */
export interface ContractScreen {
  state: ApplicationContractState;
  /** A puppy is reserved for (or placed with) the applicant. */
  eligible: boolean;
  /** The puppy's listed price (EUR), offered as the contract's price. */
  listedPrice: number | null;
  /** The puppy's microchip number, '' when not recorded yet. */
  chipNumber: string;
  /** The buyer's postal address as kept for their contracts. */
  postalAddress: string;
  locale: 'en' | 'hu' | 'de';
}

export async function contractScreen(applicationId: number): Promise<ContractScreen | null> {
  const db = await getDb();
  const [application] = await db
    .select()
    .from(applications)
    .where(eq(applications.id, applicationId));
  if (!application) return null;
  const [dog] = application.dogId
    ? await db
        .select({ price: dogs.price, chipNumber: dogs.chipNumber })
        .from(dogs)
        .where(eq(dogs.id, application.dogId))
    : [];
  return {
    state: await contractState(applicationId),
    eligible:
      Boolean(application.dogId) &&
      (CONTRACT_STATUSES as readonly string[]).includes(application.status),
    listedPrice: dog?.price ?? null,
    chipNumber: dog?.chipNumber ?? '',
    postalAddress: application.postalAddress,
    locale: application.locale,
  };
}
