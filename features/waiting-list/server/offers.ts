import 'server-only';
import { and, eq, lte, sql } from 'drizzle-orm';
import { getDb, type Database } from '@/lib/db/client';
import type { Transaction } from '@/lib/db/types';
import { applications, dogs, mailOutbox, offers, type OfferRow } from '@/lib/db/schema';
import type { WaitingEntryView } from '@/features/waiting-list/schema';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { kickOutbox, type NewMail } from '@/lib/server/mail/outbox';
import {
  breederPassNotice,
  buyerMail,
  mailSender,
  type Sender,
} from '@/features/waiting-list/mail/waiting-mail';
import { announceChange } from '@/lib/server/revalidate';
import { EditConflict, StaleVersion } from '@/lib/server/versions';
import { isUniqueViolation, loadLine, waitingEntry } from './waiting-list';
import { DEFAULT_OFFER_HOURS, PASSES_TO_END, rankAtEnd } from '@/features/waiting-list/rules';

/*
 * Offers: the breeder offers an available puppy to an applicant in a line, open until
 * a deadline. The buyer accepts (the puppy is reserved for them) or passes; a pass or a lapsed
 * deadline counts against the entry (PASSES_TO_END of them send it to the end of its line) and
 * moves the offer on by itself to the next in the same line who has not been offered this puppy,
 * for as long as the first offer was open; the breeder is told either way. One open offer per
 * puppy and per applicant (the table's partial unique indexes): of two tabs offering the same
 * puppy at once one wins and the other gets 409 `puppyAlreadyOffered`.
 */

const HOUR_MS = 60 * 60 * 1000;

/** Whether the puppy can still be offered: an enabled puppy, neither reserved nor placed. */
const isOfferable = (dog: {
  kind: string;
  enabled: boolean;
  reserved: boolean;
  foundParent: boolean;
}) => dog.kind === 'puppy' && dog.enabled && !dog.reserved && !dog.foundParent;

interface NewOffer {
  applicationId: number;
  dogId: number;
  hours?: number;
  /** The application's version, as the breeder's screen saw it. */
  version?: number;
}

/** Offers a puppy to an applicant who waits in a line; mails them the offer and its deadline. */
export async function makeOffer(input: NewOffer, now = Date.now()): Promise<WaitingEntryView> {
  const db = await getDb();
  await sweepLapsedOffers(db, now);
  const sender = await mailSender(db);
  try {
    await db.transaction(async (tx) => {
      const [application] = await tx
        .select()
        .from(applications)
        .where(eq(applications.id, input.applicationId))
        .for('update');
      if (!application) throw notFound('applicationNotFound');
      if (input.version !== undefined && application.version !== input.version) {
        throw new StaleVersion();
      }
      if (application.status === 'offered') throw new ApiError(409, 'alreadyOffered');
      if (application.status !== 'waiting') throw new ApiError(409, 'notInLine');
      // The puppy's row is locked: a second offer of it waits here, then finds this one.
      const [dog] = await tx.select().from(dogs).where(eq(dogs.id, input.dogId)).for('update');
      if (!dog || dog.kind !== 'puppy' || !dog.enabled) {
        throw new ApiError(422, 'validationFailed', [{ msg: 'dogNotFound', path: 'dogId' }]);
      }
      if (!isOfferable(dog)) throw new ApiError(409, 'puppyNotAvailable');
      const [open] = await tx
        .select({ id: offers.id })
        .from(offers)
        .where(and(eq(offers.dogId, dog.id), eq(offers.status, 'open')));
      if (open) throw new ApiError(409, 'puppyAlreadyOffered');
      const hours = input.hours ?? DEFAULT_OFFER_HOURS;
      await offerTo(tx, sender, application, dog, new Date(now + hours * HOUR_MS), now);
    });
  } catch (error) {
    if (error instanceof StaleVersion) {
      throw new EditConflict(await waitingEntry(db, input.applicationId));
    }
    // Past the lock (two instances on one PostgreSQL): the partial unique index decides.
    if (isUniqueViolation(error)) throw new ApiError(409, 'puppyAlreadyOffered');
    throw error;
  }
  kickOutbox();
  return waitingEntry(db, input.applicationId);
}

/** Inserts the offer, marks the applicant offered and queues their mail. */
async function offerTo(
  tx: Transaction,
  sender: Sender | null,
  application: typeof applications.$inferSelect,
  dog: { id: number; name: string; slug: string },
  expiresAt: Date,
  now: number,
): Promise<void> {
  await tx
    .insert(offers)
    .values({ applicationId: application.id, dogId: dog.id, expiresAt, createdAt: new Date(now) });
  await tx
    .update(applications)
    .set({
      status: 'offered',
      version: sql`${applications.version} + 1`,
      updatedAt: new Date(now),
    })
    .where(eq(applications.id, application.id));
  if (sender) {
    await tx
      .insert(mailOutbox)
      .values(await buyerMail(sender, application, { kind: 'offer', dog, expiresAt }));
  }
}

/** The breeder takes an open offer back: the applicant waits again, no pass counted. */
export async function withdrawOffer(offerId: number, version?: number): Promise<WaitingEntryView> {
  const db = await getDb();
  const [offer] = await db.select().from(offers).where(eq(offers.id, offerId));
  if (!offer) throw notFound('offerNotFound');
  try {
    await db.transaction(async (tx) => {
      const closed = await tx
        .update(offers)
        .set({ status: 'withdrawn', answeredAt: new Date() })
        .where(and(eq(offers.id, offerId), eq(offers.status, 'open')))
        .returning({ id: offers.id });
      if (closed.length === 0) throw new ApiError(409, 'offerClosed');
      const moved = await tx
        .update(applications)
        .set({ status: 'waiting', version: sql`${applications.version} + 1` })
        .where(
          and(
            eq(applications.id, offer.applicationId),
            version === undefined ? undefined : eq(applications.version, version),
          ),
        )
        .returning({ id: applications.id });
      if (moved.length === 0) throw new StaleVersion();
    });
  } catch (error) {
    if (error instanceof StaleVersion) {
      throw new EditConflict(await waitingEntry(db, offer.applicationId));
    }
    throw error;
  }
  return waitingEntry(db, offer.applicationId);
}

/**
 * The buyer's answer from their private page. Accepting reserves the puppy (and the public pages
 * show it reserved); after the deadline the offer lapses and the answer is refused (410
 * `offerExpired`); an offer withdrawn or already answered is 409 `offerClosed`.
 */
export async function answerOffer(
  db: Database,
  applicationId: number,
  offerId: number,
  answer: 'accept' | 'pass',
  now = Date.now(),
): Promise<void> {
  const [offer] = await db
    .select()
    .from(offers)
    .where(and(eq(offers.id, offerId), eq(offers.applicationId, applicationId)));
  if (!offer) throw notFound('offerNotFound');
  if (offer.status === 'lapsed') throw new ApiError(410, 'offerExpired');
  if (offer.status !== 'open') throw new ApiError(409, 'offerClosed');
  if (offer.expiresAt.getTime() <= now) {
    await settle(db, offer, 'lapsed', now);
    throw new ApiError(410, 'offerExpired');
  }
  if (answer === 'pass') {
    if (!(await settle(db, offer, 'passed', now))) throw new ApiError(409, 'offerClosed');
    return;
  }
  const slug = await db.transaction(async (tx) => {
    const taken = await tx
      .update(offers)
      .set({ status: 'accepted', answeredAt: new Date(now) })
      .where(and(eq(offers.id, offerId), eq(offers.status, 'open')))
      .returning({ id: offers.id });
    if (taken.length === 0) throw new ApiError(409, 'offerClosed');
    await tx
      .update(applications)
      .set({
        status: 'reserved',
        dogId: offer.dogId,
        version: sql`${applications.version} + 1`,
        updatedAt: new Date(now),
      })
      .where(eq(applications.id, applicationId));
    const [dog] = await tx
      .update(dogs)
      .set({ reserved: true, version: sql`${dogs.version} + 1`, updatedAt: new Date(now) })
      .where(eq(dogs.id, offer.dogId))
      .returning({ slug: dogs.slug });
    return dog?.slug;
  });
  // As a dog edit does: the lists and the puppy's page show it reserved.
  announceChange({ dogs: true, dog: slug ? [slug] : [] });
}

/**
 * Ends an open offer as passed or lapsed: the entry counts a pass (and goes to the end of its line
 * at every PASSES_TO_END-th), the puppy is offered to the next in that line who has not had it,
 * for as long as this offer was open, and the breeder hears of it. False when it was no longer
 * open (answered or settled meanwhile).
 */
export async function settle(
  db: Database,
  offer: OfferRow,
  outcome: 'passed' | 'lapsed',
  now = Date.now(),
): Promise<boolean> {
  const sender = await mailSender(db);
  const settled = await db.transaction(async (tx) => {
    const closed = await tx
      .update(offers)
      .set({ status: outcome, answeredAt: new Date(now) })
      .where(and(eq(offers.id, offer.id), eq(offers.status, 'open')))
      .returning({ id: offers.id });
    if (closed.length === 0) return false;
    const [application] = await tx
      .select()
      .from(applications)
      .where(eq(applications.id, offer.applicationId));
    if (!application) return true;
    const passes = application.passes + 1;
    const movedToEnd = passes % PASSES_TO_END === 0;
    const line = await loadLine(tx, application.litterId);
    await tx
      .update(applications)
      .set({
        passes,
        status: application.status === 'offered' ? 'waiting' : application.status,
        ...(movedToEnd && { lineRank: rankAtEnd(line, application.id) }),
        version: sql`${applications.version} + 1`,
        updatedAt: new Date(now),
      })
      .where(eq(applications.id, application.id));

    const [dog] = await tx.select().from(dogs).where(eq(dogs.id, offer.dogId));
    const next = dog && isOfferable(dog) ? await nextFor(tx, application.litterId, dog.id) : null;
    if (next && dog) {
      const openFor = Math.max(HOUR_MS, offer.expiresAt.getTime() - offer.createdAt.getTime());
      await offerTo(tx, sender, next, dog, new Date(now + openFor), now);
    }
    const mails: NewMail[] = [];
    const notice =
      sender &&
      (await breederPassNotice(sender, {
        application,
        dog: dog?.name ?? '',
        lapsed: outcome === 'lapsed',
        next: next?.name ?? null,
        movedToEnd,
      }));
    if (notice) mails.push(notice);
    if (mails.length > 0) await tx.insert(mailOutbox).values(mails);
    return true;
  });
  if (settled) kickOutbox();
  return settled;
}

/** The first in the line who waits and has never been offered this puppy. */
async function nextFor(tx: Transaction, litterId: number | null, dogId: number) {
  const line = await loadLine(tx, litterId);
  const had = await tx
    .select({ applicationId: offers.applicationId })
    .from(offers)
    .where(eq(offers.dogId, dogId));
  const offeredBefore = new Set(had.map((row) => row.applicationId));
  return line.find((entry) => entry.status === 'waiting' && !offeredBefore.has(entry.id)) ?? null;
}

/**
 * Offers whose deadline has passed lapse (and move on): run by the upkeep beside the requests,
 * and before every read that shows offers, so a late answer never finds one still open.
 */
export async function sweepLapsedOffers(db: Database, now = Date.now()): Promise<number> {
  const due = await db
    .select()
    .from(offers)
    .where(and(eq(offers.status, 'open'), lte(offers.expiresAt, new Date(now))));
  let count = 0;
  for (const offer of due) if (await settle(db, offer, 'lapsed', now)) count += 1;
  return count;
}
