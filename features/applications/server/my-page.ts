import 'server-only';
import { and, eq } from 'drizzle-orm';
import type { AppLocale } from '@/i18n/routing';
import { getDb, type Database } from '@/lib/db/client';
import { dogs, litters, offers } from '@/lib/db/schema';
import type { ApplicationStatus } from '@/lib/selling';
import type { DepositView, LitterLabel } from '@/features/waiting-list/schema';
import { bankDetails, type BankDetails } from '@/lib/server/deposit-config';
import { answerOffer, settle, sweepLapsedOffers } from '@/features/waiting-list/server/offers';
import {
  depositView,
  litterLabels,
  placeInLine,
} from '@/features/waiting-list/server/waiting-list';
import { earliestGoHome } from '@/features/waiting-list/rules';

/*
 * The buyer's private page: reached with the token mailed to them, of which only the
 * hash is stored, or with the signed form of later mails (lib/server/my-link.ts). A token that is unknown, replaced by a newer one, or of a closed application
 * (declined, withdrawn, erased) finds nothing; a placed buyer's still works.
 */

import { applicationByToken, requireApplication } from '@/lib/server/my-link';

export { applicationByToken, requireApplication };

export interface MyPageView {
  id: number;
  name: string;
  locale: AppLocale;
  status: ApplicationStatus;
  country: string;
  /** The litter applied for; null: any litter (the general line). */
  litter: LitterLabel | null;
  /** Place in line (1 = next) while waiting or offered. */
  place: number | null;
  offer: {
    id: number;
    expiresAt: string;
    dog: { name: string; slug: string; birthday: string };
  } | null;
  deposit: DepositView | null;
  bank: BankDetails | null;
  puppy: { name: string; slug: string; birthday: string } | null;
  /** The earliest go-home day, once there is a birth date to count from. */
  goHome: { date: string; weeks: number; abroad: boolean } | null;
}

/** Everything the private page shows, in the application's own terms. */
export async function myPage(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<MyPageView | null> {
  await sweepLapsedOffers(db, now);
  const row = await applicationByToken(db, token);
  if (!row) return null;
  const [litter] = row.litterId ? await litterLabels(db, [row.litterId]) : [];
  const [born] = row.litterId
    ? await db.select({ bornAt: litters.bornAt }).from(litters).where(eq(litters.id, row.litterId))
    : [];
  const [open] = await db
    .select({
      id: offers.id,
      expiresAt: offers.expiresAt,
      dog: { name: dogs.name, slug: dogs.slug, birthday: dogs.birthday },
    })
    .from(offers)
    .innerJoin(dogs, eq(dogs.id, offers.dogId))
    .where(and(eq(offers.applicationId, row.id), eq(offers.status, 'open')));
  const [puppy] = row.dogId
    ? await db
        .select({ name: dogs.name, slug: dogs.slug, birthday: dogs.birthday })
        .from(dogs)
        .where(eq(dogs.id, row.dogId))
    : [];
  const birth = puppy?.birthday ?? open?.dog.birthday ?? born?.bornAt ?? null;
  return {
    id: row.id,
    name: row.name,
    locale: row.locale,
    status: row.status,
    country: row.country,
    litter: litter ?? null,
    place: (await placeInLine(db, row))?.place ?? null,
    offer: open ? { ...open, expiresAt: open.expiresAt.toISOString() } : null,
    deposit: depositView(row),
    bank: bankDetails(),
    puppy: puppy ?? null,
    goHome: earliestGoHome(birth, row.country),
  };
}

/** The buyer accepts or passes an offer made to them. */
export async function answerMyOffer(
  token: string,
  offerId: number,
  answer: 'accept' | 'pass',
  now = Date.now(),
): Promise<void> {
  const db = await getDb();
  const row = await requireApplication(db, token);
  await answerOffer(db, row.id, offerId, answer, now);
}

/**
 * Before the buyer withdraws: an offer open to them is passed on to the next in line, as a pass
 * would (withdrawing alone would leave the puppy offered to nobody).
 */
export async function passOpenOfferBeforeWithdrawal(
  db: Database,
  token: string,
  now = Date.now(),
): Promise<void> {
  const row = await applicationByToken(db, token);
  if (!row || row.status !== 'offered') return;
  const [open] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.applicationId, row.id), eq(offers.status, 'open')));
  if (open) await settle(db, open, 'passed', now);
}
