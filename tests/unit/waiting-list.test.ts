import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '@/lib/db/client';
import { applications, dogs, litters, offers } from '@/lib/db/schema';
import { formatKennelMoment, kennelTimeZone } from '@/lib/server/kennel-zone';
import { formatMoment, formatMoney } from '@/features/waiting-list/mail/waiting-mail';
import { depositSchema } from '@/features/waiting-list/schema';
import { applicationByToken, myPage } from '@/features/applications/server/my-page';
import { answerOffer, makeOffer, sweepLapsedOffers } from '@/features/waiting-list/server/offers';
import { newToken } from '@/lib/server/tokens';
import { listWaitingLines } from '@/features/waiting-list/server/waiting-lines';
import { moveEntry, resendLink, setDeposit } from '@/features/waiting-list/server/waiting-list';
import {
  earliestGoHome,
  newDepositReference,
  orderLine,
  rankForMove,
  REFERENCE_PATTERN,
} from '@/features/waiting-list/rules';

// The services take their database from getDb(): here, this test's in-memory one.
const testDb = vi.hoisted(() => ({ db: undefined as unknown }));
vi.mock('@/lib/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/db/client')>()),
  getDb: async () => testDb.db,
}));

const at = (iso: string) => new Date(iso);
const entry = (
  id: number,
  decided: string,
  deposit: string | null = null,
  rank: number | null = null,
) => ({
  id,
  lineRank: rank,
  decidedAt: at(decided),
  depositReceivedAt: deposit ? at(deposit) : null,
  createdAt: at('2026-01-01T00:00:00Z'),
});

describe('the order of a line', () => {
  it('puts deposits first by their date, then the others by approval', () => {
    const line = [
      entry(1, '2026-01-01T00:00:00Z'),
      entry(2, '2026-01-05T00:00:00Z', '2026-02-10T00:00:00Z'),
      entry(3, '2026-01-03T00:00:00Z', '2026-02-01T00:00:00Z'),
      entry(4, '2025-12-01T00:00:00Z'),
    ];
    expect(orderLine(line).map((e) => e.id)).toEqual([3, 2, 4, 1]);
  });

  it('moves an entry between its new neighbours, and to either end', () => {
    const line = [
      entry(1, '2026-01-01T00:00:00Z'),
      entry(2, '2026-01-02T00:00:00Z'),
      entry(3, '2026-01-03T00:00:00Z', '2026-01-20T00:00:00Z'),
    ];
    // 3 paid: it is first. Move 1 (last) to the top, then 3 to the end.
    expect(orderLine(line).map((e) => e.id)).toEqual([3, 1, 2]);
    const first = rankForMove(line, 2, 1)!;
    const moved = line.map((e) => (e.id === 2 ? { ...e, lineRank: first } : e));
    expect(orderLine(moved).map((e) => e.id)).toEqual([2, 3, 1]);
    const between = rankForMove(moved, 1, 2)!;
    const again = moved.map((e) => (e.id === 1 ? { ...e, lineRank: between } : e));
    expect(orderLine(again).map((e) => e.id)).toEqual([2, 1, 3]);
    const last = rankForMove(again, 2, 99)!;
    const end = again.map((e) => (e.id === 2 ? { ...e, lineRank: last } : e));
    expect(orderLine(end).map((e) => e.id)).toEqual([1, 3, 2]);
    expect(rankForMove(end, 2, 3)).toBeNull();
  });
});

describe('the go-home date', () => {
  it('is 8 weeks after birth in Hungary, 15 weeks abroad', () => {
    expect(earliestGoHome('2026-03-01', 'HU')).toEqual({
      date: '2026-04-26',
      weeks: 8,
      abroad: false,
    });
    expect(earliestGoHome('2026-03-01', 'hu')?.weeks).toBe(8);
    expect(earliestGoHome('2026-03-01', 'AT')).toEqual({
      date: '2026-06-14',
      weeks: 15,
      abroad: true,
    });
    // Across the end of a year and a leap day.
    expect(earliestGoHome('2027-12-20', 'DE')?.date).toBe('2028-04-03');
  });

  it('waits for a birth date', () => {
    expect(earliestGoHome(null, 'HU')).toBeNull();
    expect(earliestGoHome('soon', 'DE')).toBeNull();
  });
});

describe('deadlines in mail and on the page', () => {
  it("are given in the kennel's zone, named, in the buyer's language", () => {
    const at = new Date('2026-07-01T10:00:00Z');
    expect(formatMoment('de', at)).toMatch(/1\. Juli 2026.*12:00 \(Budapester Zeit\)$/);
    expect(formatMoment('hu', at)).toMatch(/2026\. július 1\..*12:00 \(budapesti idő szerint\)$/);
    expect(formatMoment('en', at)).toMatch(/July 1, 2026.*12:00 PM \(Budapest time\)$/);
    // Another kennel's zone is named by its city.
    expect(formatKennelMoment('en', at, 'America/New_York')).toMatch(/06:00 AM \(New York time\)$/);
    expect(formatKennelMoment('de', at, 'Europe/Vienna')).toMatch(/12:00 \(Ortszeit Vienna\)$/);
    expect(formatMoney('hu', 150000, 'HUF')).toMatch(/150\s000\sFt/);
  });
});

describe("the kennel's zone", () => {
  it('is KENNEL_TIME_ZONE when it names a zone, else Budapest', () => {
    expect(kennelTimeZone({})).toBe('Europe/Budapest');
    expect(kennelTimeZone({ KENNEL_TIME_ZONE: ' Europe/Vienna ' })).toBe('Europe/Vienna');
    expect(kennelTimeZone({ KENNEL_TIME_ZONE: 'Mars/Olympus' })).toBe('Europe/Budapest');
  });
});

describe('payment references', () => {
  it('are short, unambiguous and different', () => {
    const drawn = new Set(Array.from({ length: 2000 }, () => newDepositReference()));
    for (const reference of drawn) expect(reference).toMatch(REFERENCE_PATTERN);
    expect([...drawn].join('')).not.toMatch(/[01OIL]/);
    expect(drawn.size).toBeGreaterThan(1990);
  });
});

describe('the waiting list in the database', () => {
  let db: Database;
  let litterId: number;
  let puppies: number[];

  async function apply(name: string, decided: string, country = 'HU') {
    const { token, hash } = newToken();
    const [row] = await db
      .insert(applications)
      .values({
        name,
        email: `${name.toLowerCase()}@example.com`,
        country,
        locale: 'hu',
        litterId,
        consentAt: at(decided),
        decidedAt: at(decided),
        status: 'waiting',
        tokenHash: hash,
      })
      .returning();
    return { ...row!, token };
  }

  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openDatabase({ memory: true }));
    testDb.db = db;
  }, 60_000);
  afterAll(() => close());

  beforeEach(async () => {
    await db.delete(offers);
    await db.delete(applications);
    await db.update(dogs).set({ litterId: null });
    await db.delete(litters);
    await db.delete(dogs);
    const [mother] = await db
      .insert(dogs)
      .values({
        slug: 'mama',
        name: 'Mama',
        color: 'blue',
        birthday: '2022-01-01',
        gender: 'female',
        kind: 'parent',
      })
      .returning();
    const [litter] = await db
      .insert(litters)
      .values({ slug: 'june', motherId: mother!.id, status: 'born', bornAt: '2026-06-01' })
      .returning();
    litterId = litter!.id;
    puppies = (
      await db
        .insert(dogs)
        .values(
          ['Bogyo', 'Babo'].map((name) => ({
            slug: name.toLowerCase(),
            name,
            color: 'blue' as const,
            birthday: '2026-06-01',
            gender: 'male' as const,
            litterId,
          })),
        )
        .returning()
    ).map((dog) => dog.id);
  });

  it('orders the line, moves an entry and records a deposit with a unique reference', async () => {
    const anna = await apply('Anna', '2026-06-02T10:00:00Z');
    const bela = await apply('Bela', '2026-06-03T10:00:00Z');
    const cili = await apply('Cili', '2026-06-04T10:00:00Z');
    const names = async () =>
      (await listWaitingLines(litterId)).lines[0]!.entries.map((e) => e.name);
    expect(await names()).toEqual(['Anna', 'Bela', 'Cili']);

    await setDeposit(cili.id, { amount: 500, dueAt: '2026-07-01', received: true });
    expect(await names()).toEqual(['Cili', 'Anna', 'Bela']);
    const paid = await setDeposit(bela.id, {
      amount: 500,
      currency: 'HUF',
      dueAt: '2026-07-01',
    });
    expect(paid.deposit).toMatchObject({ amount: 500, currency: 'HUF', receivedAt: null });
    expect(paid.deposit!.reference).toMatch(REFERENCE_PATTERN);
    const [c] = await db.select().from(applications).where(eq(applications.id, cili.id));
    expect(c!.depositReference).not.toBe(paid.deposit!.reference);

    const moved = await moveEntry(bela.id, 1, paid.version);
    expect(moved.place).toBe(1);
    expect(await names()).toEqual(['Bela', 'Cili', 'Anna']);
    // A move based on an older version is refused with the entry as it is now.
    await expect(moveEntry(bela.id, 3, paid.version)).rejects.toMatchObject({
      status: 409,
      current: { id: bela.id, place: 1 },
    });
    await moveEntry(anna.id, 2, anna.version);
    expect(await names()).toEqual(['Bela', 'Anna', 'Cili']);
    const page = await myPage(db, anna.token);
    expect(page).toMatchObject({ place: 2, litter: { mother: 'Mama' } });
    expect(page!.goHome).toEqual({ date: '2026-07-27', weeks: 8, abroad: false });
  });

  it('offers a puppy once at a time, moves it on after a pass, and reserves it on accept', async () => {
    const anna = await apply('Anna', '2026-06-02T10:00:00Z', 'AT');
    const bela = await apply('Bela', '2026-06-03T10:00:00Z');
    const [first, second] = await Promise.allSettled([
      makeOffer({ applicationId: anna.id, dogId: puppies[0]! }),
      makeOffer({ applicationId: bela.id, dogId: puppies[0]! }),
    ]);
    expect(first.status).toBe('fulfilled');
    expect(second).toMatchObject({
      status: 'rejected',
      reason: { status: 409, message: 'puppyAlreadyOffered' },
    });
    const offer = (await myPage(db, anna.token))!.offer!;
    expect(offer.dog.name).toBe('Bogyo');
    // Abroad: 15 weeks from the puppy's birth.
    expect((await myPage(db, anna.token))!.goHome?.date).toBe('2026-09-14');

    await answerOffer(db, anna.id, offer.id, 'pass');
    const next = await myPage(db, bela.token);
    expect(next!.offer?.dog.name).toBe('Bogyo');
    const [a] = await db.select().from(applications).where(eq(applications.id, anna.id));
    expect(a).toMatchObject({ status: 'waiting', passes: 1 });

    await answerOffer(db, bela.id, next!.offer!.id, 'accept');
    const [puppy] = await db.select().from(dogs).where(eq(dogs.id, puppies[0]!));
    expect(puppy!.reserved).toBe(true);
    const reserved = await myPage(db, bela.token);
    expect(reserved).toMatchObject({ status: 'reserved', puppy: { name: 'Bogyo' }, place: null });
    // A reserved puppy cannot be offered again.
    await expect(makeOffer({ applicationId: anna.id, dogId: puppies[0]! })).rejects.toMatchObject({
      status: 409,
      message: 'puppyNotAvailable',
    });
  });

  it('lapses an offer after its deadline, refuses a late answer and sends two-time passers to the end', async () => {
    const anna = await apply('Anna', '2026-06-02T10:00:00Z');
    const bela = await apply('Bela', '2026-06-03T10:00:00Z');
    const now = Date.parse('2026-08-01T10:00:00Z');
    await makeOffer({ applicationId: anna.id, dogId: puppies[0]!, hours: 1 }, now);
    const [offer] = await db.select().from(offers).where(eq(offers.applicationId, anna.id));
    const late = now + 2 * 60 * 60 * 1000;
    await expect(answerOffer(db, anna.id, offer!.id, 'accept', late)).rejects.toMatchObject({
      status: 410,
      message: 'offerExpired',
    });
    // Lapsed: counted, and moved on to Bela for as long as it was open.
    const [bOffer] = await db.select().from(offers).where(eq(offers.applicationId, bela.id));
    expect(bOffer).toMatchObject({ status: 'open', dogId: puppies[0] });
    expect(bOffer!.expiresAt.getTime()).toBe(late + 60 * 60 * 1000);

    // A second pass by Anna (of another puppy) sends her to the end of the line.
    await makeOffer({ applicationId: anna.id, dogId: puppies[1]!, hours: 1 }, late);
    expect(await sweepLapsedOffers(db, late + 3 * 60 * 60 * 1000)).toBe(2);
    const names = (await listWaitingLines(litterId, late + 3 * 60 * 60 * 1000)).lines[0]!;
    expect(names.entries.map((e) => [e.name, e.passes])).toEqual([
      ['Bela', 1],
      ['Anna', 2],
    ]);
  });

  it('kills the old link when a new one is sent, and closes it with the application', async () => {
    const anna = await apply('Anna', '2026-06-02T10:00:00Z');
    expect((await applicationByToken(db, anna.token))?.id).toBe(anna.id);
    await resendLink(anna.id, anna.version);
    expect(await applicationByToken(db, anna.token)).toBeNull();
    expect(await applicationByToken(db, 'not-a-token')).toBeNull();
    const bela = await apply('Bela', '2026-06-03T10:00:00Z');
    await db.update(applications).set({ status: 'withdrawn' }).where(eq(applications.id, bela.id));
    expect(await applicationByToken(db, bela.token)).toBeNull();
    await db.update(applications).set({ status: 'placed' }).where(eq(applications.id, bela.id));
    expect((await applicationByToken(db, bela.token))?.id).toBe(bela.id);
  });
});

describe('the deposit form', () => {
  it('takes a real day as the due date and a whole amount', () => {
    const ok = { amount: 500, dueAt: '2026-12-15' };
    expect(depositSchema.safeParse(ok).success).toBe(true);
    for (const dueAt of ['2026-02-30', '2026-13-01', '15.12.2026', '1999-12-31', '']) {
      expect(depositSchema.safeParse({ ...ok, dueAt }).error?.issues[0]?.message, dueAt).toBe(
        'invalidDate',
      );
    }
    for (const amount of [0, -5, 1.5]) {
      expect(depositSchema.safeParse({ ...ok, amount }).error?.issues[0]?.message).toBe(
        'invalidAmount',
      );
    }
    expect(depositSchema.safeParse({ ...ok, currency: 'XXX' }).success).toBe(false);
  });
});
