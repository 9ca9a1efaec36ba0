import 'server-only';
import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '@/lib/db/client';
import {
  applications,
  contracts,
  dogImages,
  dogs,
  litters,
  type DogRow,
  type HealthCertificateRow,
} from '@/lib/db/schema';
import { maskChip, normalizeVerifyCode } from '@/features/dogs/puppy-rules';
import type { DogImage, HealthTest } from '@/lib/validation/responses';
import { bankDetails } from '@/lib/server/deposit-config';
import { certificatesOf } from '@/features/health/server/certificates';
import { healthTestsView } from '@/features/health/server/view';
import { toImageResponse } from '@/lib/server/images';
import { puppyFather, type PuppyFather } from '@/features/dogs/server/puppy-father';
import { getSiteFacts } from '@/features/site/server/site-facts';
import { getSiteInfo } from '@/features/site/server/site-info';
import { findVerifyCode } from '@/lib/server/verify-codes';

/*
 * A verification page: what a buyer may check about a puppy or a signed contract, and
 * the kennel's only official contacts. Public by its code, so it carries nothing private: no
 * buyer's name or address, no application, never the chip's whole number.
 */

export interface VerifyParent {
  name: string;
  slug: string | null;
  registration: string;
  /** As the public API gives them: certificates only as their watermarked copies. */
  healthTests: HealthTest[];
  /** A sire from another kennel, named by his litter (no page or health tests of ours). */
  outside: boolean;
}

export interface VerifyView {
  code: string;
  puppy: {
    name: string;
    /** Its public page, while it is shown on the site. */
    slug: string | null;
    birthday: string;
    gender: DogRow['gender'];
    color: DogRow['color'];
    status: 'available' | 'reserved' | 'placed';
    chip: string | null;
    countryOfBirth: string;
    petPassport: boolean | null;
    images: DogImage[];
    mother: VerifyParent | null;
    father: VerifyParent | null;
  };
  /** A signed contract's page: its number and day, no party's name. */
  contract: { number: number; signedAt: string } | null;
  kennel: {
    name: string;
    phones: string[];
    email: string | null;
    website: string;
    bankAccountName: string | null;
    /** The kennel's IBAN, compact (BANK_IBAN), for a buyer to compare with what they were told. */
    bankIban: string | null;
    felirId: string | null;
    registration: string | null;
  };
}

function parentOf(
  row: DogRow | undefined,
  certificates: ReadonlyMap<number, HealthCertificateRow>,
): VerifyParent | null {
  if (!row) return null;
  return {
    name: row.name,
    slug: row.enabled ? row.slug : null,
    registration: row.registration,
    healthTests: healthTestsView(row.id, row.healthTests, certificates),
    outside: false,
  };
}

/** The puppy's father as the page shows him: the kennel's male, or another kennel's sire. */
function fatherOf(
  father: PuppyFather | null,
  certificates: ReadonlyMap<number, HealthCertificateRow>,
): VerifyParent | null {
  if (!father) return null;
  if (father.dog) return parentOf(father.dog, certificates);
  const { name, registration } = father;
  return { name, registration, slug: null, healthTests: [], outside: true };
}

/** The puppy a contract is about: its application's puppy. */
async function contractOf(db: Database, contractId: number) {
  const [row] = await db
    .select({ number: contracts.number, signedAt: contracts.signedAt, dogId: applications.dogId })
    .from(contracts)
    .innerJoin(applications, eq(applications.id, contracts.applicationId))
    .where(and(eq(contracts.id, contractId), eq(contracts.status, 'signed')));
  return row?.signedAt && row.dogId !== null ? { ...row, signedAt: row.signedAt } : null;
}

/** The puppy (and signed contract) a code names, or null: not a code of ours. */
async function verifiedPuppy(db: Database, rawCode: string) {
  const code = normalizeVerifyCode(rawCode);
  if (!code) return null;
  const owner = await findVerifyCode(db, code);
  if (!owner) return null;
  const contract = owner.contractId === null ? null : await contractOf(db, owner.contractId);
  const dogId = contract ? contract.dogId : owner.dogId;
  if (dogId === null) return null;
  const [dog] = await db.select().from(dogs).where(eq(dogs.id, dogId));
  if (!dog || dog.kind !== 'puppy') return null;
  return { code, contract, dog };
}

/** The page a code opens, or null: not a code of ours (or a contract not signed). */
export async function verifyPage(
  db: Database,
  rawCode: string,
  website: string,
): Promise<VerifyView | null> {
  const found = await verifiedPuppy(db, rawCode);
  if (!found) return null;
  const { code, contract, dog } = found;
  const [[litter], father] = await Promise.all([
    dog.litterId === null
      ? []
      : db.select({ motherId: litters.motherId }).from(litters).where(eq(litters.id, dog.litterId)),
    puppyFather(db, dog),
  ]);
  const motherId = dog.motherId ?? litter?.motherId ?? null;
  const parentIds = [motherId, father?.dog?.id ?? null].filter((id): id is number => id !== null);
  const [[mother], certificates, images, info, facts] = await Promise.all([
    motherId === null ? [] : db.select().from(dogs).where(eq(dogs.id, motherId)),
    certificatesOf(db, parentIds),
    db
      .select()
      .from(dogImages)
      .where(eq(dogImages.dogId, dog.id))
      .orderBy(asc(dogImages.position), asc(dogImages.id)),
    getSiteInfo(),
    getSiteFacts(),
  ]);
  return {
    code,
    puppy: {
      name: dog.name,
      slug: dog.enabled ? dog.slug : null,
      birthday: dog.birthday,
      gender: dog.gender,
      color: dog.color,
      status: dog.foundParent ? 'placed' : dog.reserved ? 'reserved' : 'available',
      chip: maskChip(dog.chipNumber),
      countryOfBirth: dog.countryOfBirth,
      petPassport: dog.petPassport,
      images: images.map(toImageResponse),
      mother: parentOf(mother, certificates),
      father: fatherOf(father, certificates),
    },
    contract: contract && { number: contract.number, signedAt: contract.signedAt.toISOString() },
    kennel: {
      name: facts.kennelName,
      phones: [info.phone, info.phoneAt].filter((p): p is string => !!p),
      email: info.email,
      website,
      bankAccountName: bankDetails()?.accountName ?? null,
      bankIban: bankDetails()?.iban ?? null,
      felirId: facts.felirId,
      registration: facts.kennelRegistration,
    },
  };
}
