import 'server-only';
import { count, eq, inArray } from 'drizzle-orm';
import { createTranslator } from 'next-intl';
import { getDb } from '@/lib/db/client';
import { diaryEntries, dogs, litters, type LitterCounts, type LitterRow } from '@/lib/db/schema';
import type { Queryable } from '@/lib/db/types';
import { dayIn } from '@/lib/calendar/zone';
import { earliestBirth } from '@/lib/sale-dates';
import { ApiError, notFound } from '@/lib/server/http/errors';
import { kennelTimeZone } from '@/lib/server/kennel-zone';
import { kickOutbox } from '@/lib/server/mail/outbox';
import { announceChange } from '@/lib/server/revalidate';
import { EditConflict, StaleVersion } from '@/lib/server/versions';
import { uniqueSlug } from '@/features/dogs/server/dogs';
import { litterRuleErrors, ruleFieldsOf, todayIso } from '@/features/litters/schema';
import {
  litterNewsEvent,
  newsAudience,
  queueLitterNews,
} from '@/features/litters/server/litter-news';
import { verifyCodeFor } from '@/lib/server/verify-codes';
import type { ApiErrorItem } from '@/lib/validation/responses';
import de from '@/messages/de.json';
import en from '@/messages/en.json';
import hu from '@/messages/hu.json';
import type { WhelpingEntry } from '../records';
import type { WhelpingInput, WhelpingView } from '../records-schema';

/*
 * The whelping log: each puppy as it is born (time, sex, colour, markings, weight). Logging
 * creates the puppy (hidden until the breeder publishes it), records its birth weight as its
 * first diary weight, and moves the litter to born with its date of birth and counts, which
 * are the log's. A later batch the same night appends. A litter recorded as born by hand keeps
 * its own date (unless the log's is earlier) and counts, and starts a log only when confirmed.
 */

/** Statuses a litter can still be whelping in. */
const WHELPING = new Set<LitterRow['status']>(['planned', 'expected', 'born']);

/** The later of two days: a birth just after midnight in the kennel is today there. */
const later = (a: string, b: string) => (a > b ? a : b);

function countsOf(entries: readonly WhelpingEntry[]): LitterCounts {
  const colors: Record<string, number> = {};
  for (const entry of entries) colors[entry.colour] = (colors[entry.colour] ?? 0) + 1;
  return {
    males: entries.filter((e) => e.sex === 'male').length,
    females: entries.filter((e) => e.sex === 'female').length,
    colors: colors as LitterCounts['colors'],
  };
}

const noCounts = (counts: LitterCounts) =>
  counts.males === 0 && counts.females === 0 && Object.values(counts.colors).every((n) => !n);

const sameCounts = (a: LitterCounts, b: LitterCounts) =>
  a.males === b.males &&
  a.females === b.females &&
  Object.keys({ ...a.colors, ...b.colors }).every(
    (c) =>
      (a.colors[c as keyof LitterCounts['colors']] ?? 0) ===
      (b.colors[c as keyof LitterCounts['colors']] ?? 0),
  );

/** An empty log on a litter already recorded as born: by status, date, counts or puppies. */
async function recordedByHand(db: Queryable, litter: LitterRow): Promise<boolean> {
  if (litter.whelping.length > 0) return false;
  if (litter.status === 'born' || litter.bornAt !== null || !noCounts(litter.born)) return true;
  const [puppies] = await db.select({ n: count() }).from(dogs).where(eq(dogs.litterId, litter.id));
  return (puppies?.n ?? 0) > 0;
}

async function viewOf(db: Queryable, litter: LitterRow): Promise<WhelpingView> {
  const ids = litter.whelping.map((e) => e.dogId);
  const [mother] = await db
    .select({ name: dogs.name })
    .from(dogs)
    .where(eq(dogs.id, litter.motherId));
  const puppies = ids.length
    ? await db.select({ id: dogs.id, name: dogs.name }).from(dogs).where(inArray(dogs.id, ids))
    : [];
  const unborn = litter.status === 'planned' || litter.status === 'expected';
  const audience = unborn ? (await newsAudience(db, [litter.id])).get(litter.id)?.born : 0;
  return {
    litterId: litter.id,
    mother: mother?.name ?? '',
    status: litter.status,
    matedAt: litter.matedAt,
    earliestBirth: earliestBirth(litter.matedAt),
    bornAt: litter.bornAt,
    born: litter.born,
    entries: litter.whelping.map((entry) => ({
      ...entry,
      puppy: puppies.find((p) => p.id === entry.dogId) ?? null,
    })),
    recordedByHand: await recordedByHand(db, litter),
    bornAudience: audience ?? 0,
    zone: kennelTimeZone(),
    version: litter.version,
  };
}

/** A litter's whelping log, with what its screen needs. */
export async function litterWhelping(litterId: number): Promise<WhelpingView> {
  const db = await getDb();
  const [litter] = await db.select().from(litters).where(eq(litters.id, litterId));
  if (!litter) throw notFound('litterNotFound');
  return viewOf(db, litter);
}

const MESSAGES = { en, hu, de };

/** The birth's diary entry says so in each language. */
function birthText() {
  const text = (locale: keyof typeof MESSAGES) =>
    createTranslator({ locale, messages: MESSAGES[locale], namespace: 'BreedingRecords' })(
      'diaryBirth',
    );
  return { textEn: text('en'), textHu: text('hu'), textDe: text('de') };
}

/**
 * Logs puppies just born. 409 with the log as stored when `version` (the litter's) is stale; 422
 * beside the puppy's field for a birth before the mating + 56 days, or a litter past whelping;
 * the litter's own rules are checked as it would be stored.
 */
export async function logWhelping(litterId: number, input: WhelpingInput): Promise<WhelpingView> {
  const db = await getDb();
  const zone = kennelTimeZone();
  let news = 0;
  let row: LitterRow;
  try {
    row = await db.transaction(async (tx) => {
      const [litter] = await tx
        .select()
        .from(litters)
        .where(eq(litters.id, litterId))
        .for('update');
      if (!litter) throw notFound('litterNotFound');
      if (input.version !== undefined && input.version !== litter.version) {
        throw new StaleVersion();
      }
      if (!WHELPING.has(litter.status)) {
        throw new ApiError(422, 'validationFailed', [{ msg: 'whelpingClosed', path: 'status' }]);
      }
      if (!input.confirmStartLog && (await recordedByHand(tx, litter))) {
        throw new ApiError(422, 'validationFailed', [
          { msg: 'whelpingAfterBirth', path: 'confirmStartLog' },
        ]);
      }
      const first = earliestBirth(litter.matedAt);
      const errors: ApiErrorItem[] = [];
      input.puppies.forEach((puppy, i) => {
        if (first && dayIn(new Date(puppy.bornAt), zone) < first) {
          errors.push({ msg: 'bornTooSoon', path: `puppies.${i}.bornAt` });
        }
      });
      if (errors.length) throw new ApiError(422, 'validationFailed', errors);

      const [mother] = await tx
        .select({ name: dogs.name })
        .from(dogs)
        .where(eq(dogs.id, litter.motherId));
      const logged: WhelpingEntry[] = [];
      for (const [i, puppy] of input.puppies.entries()) {
        const name = `${mother!.name} ${litter.whelping.length + i + 1}`;
        const [dog] = await tx
          .insert(dogs)
          .values({
            name,
            slug: await uniqueSlug(tx, name),
            kind: 'puppy',
            color: puppy.colour,
            gender: puppy.sex,
            birthday: dayIn(new Date(puppy.bornAt), zone),
            // Hidden until the breeder names and publishes it.
            enabled: false,
            price: null,
            motherId: litter.motherId,
            fatherId: litter.fatherId,
            litterId: litter.id,
          })
          .returning({ id: dogs.id });
        await verifyCodeFor(tx, { dogId: dog!.id });
        logged.push({
          bornAt: new Date(puppy.bornAt).toISOString(),
          sex: puppy.sex,
          colour: puppy.colour,
          markings: puppy.markings,
          weightGrams: puppy.weightGrams,
          dogId: dog!.id,
        });
      }
      const whelping = [...litter.whelping, ...logged];
      // The earlier of the stored date of birth and the log's first day.
      const bornAt = [
        ...(litter.bornAt ? [litter.bornAt] : []),
        ...whelping.map((e) => dayIn(new Date(e.bornAt), zone)),
      ].sort()[0]!;
      // Counts the breeder entered by hand stay; the log's own are rebuilt.
      const ownCounts =
        !noCounts(litter.born) && !sameCounts(litter.born, countsOf(litter.whelping));
      const born = ownCounts ? litter.born : countsOf(whelping);
      const next = { ...litter, status: 'born' as const, bornAt, born };
      const ruleErrors = litterRuleErrors(
        ruleFieldsOf(next),
        later(todayIso(), dayIn(new Date(), zone)),
      );
      if (ruleErrors.length) throw new ApiError(422, 'validationFailed', ruleErrors);
      // Each puppy's first diary weight: one update on the litter, dated by the first birth.
      const postedAt = new Date(logged.map((e) => e.bornAt).sort()[0]!);
      await tx.insert(diaryEntries).values({
        litterId: litter.id,
        ...birthText(),
        weights: logged.map((e) => ({ dogId: e.dogId, grams: e.weightGrams })),
        postedAt,
        updatedAt: postedAt,
      });
      const [updated] = await tx
        .update(litters)
        .set({
          whelping,
          status: next.status,
          bornAt: next.bornAt,
          born: next.born,
          version: litter.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(litters.id, litter.id))
        .returning();
      const event = litterNewsEvent(litter.status, updated!.status);
      news = event ? await queueLitterNews(tx, litter.id, event) : 0;
      return updated!;
    });
  } catch (error) {
    if (error instanceof StaleVersion) throw new EditConflict(await litterWhelping(litterId));
    throw error;
  }
  announceChange({ litters: true, dogs: true });
  if (news) kickOutbox();
  return viewOf(db, row);
}
