import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { openDatabase, type DatabaseHandle } from '@/lib/db/client';
import { dogs, litters, mailOutbox, subscriptionNews, subscriptions } from '@/lib/db/schema';
import {
  litterNewsEvent,
  newsAudience,
  queueLitterNews,
} from '@/features/litters/server/litter-news';
import {
  removeUnconfirmedSubscriptions,
  storeSubscription,
  UNCONFIRMED_TTL_MS,
} from '@/features/subscriptions/server/subscriptions';
import { hashToken } from '@/lib/server/tokens';
import { subscriptionSchema } from '@/features/subscriptions/schema';
import { subscriptionErrors } from '@/features/subscriptions/fields';

// Litter news and the sweep of unconfirmed subscriptions, on an in-memory database.
let handle: DatabaseHandle;
const env = { SMTP_URL: process.env.SMTP_URL, MAIL_FROM: process.env.MAIL_FROM };
let litterId: number;
let otherLitterId: number;

beforeAll(async () => {
  process.env.SMTP_URL = 'smtp://127.0.0.1:1';
  process.env.MAIL_FROM = 'kennel@example.com';
  handle = await openDatabase({ memory: true });
  const [mother] = await handle.db
    .insert(dogs)
    .values({
      slug: 'bella',
      name: 'Bella',
      color: 'blue',
      birthday: '2022-03-01',
      gender: 'female',
      kind: 'parent',
    })
    .returning();
  const made = await handle.db
    .insert(litters)
    .values([
      { slug: 'bella-2026', motherId: mother!.id, status: 'expected', bornAt: '2026-05-03' },
      { slug: 'bella-2027', motherId: mother!.id, status: 'planned' },
    ])
    .returning();
  litterId = made[0]!.id;
  otherLitterId = made[1]!.id;
  // PGlite and the migrations take a while to start on a busy machine.
}, 120_000);
afterAll(async () => {
  await handle?.close();
  Object.assign(process.env, env);
  for (const [key, value] of Object.entries(env)) if (value === undefined) delete process.env[key];
});
beforeEach(async () => {
  await handle.db.delete(mailOutbox);
  await handle.db.delete(subscriptions);
});

const confirmed = new Date('2026-01-01T00:00:00Z');
let count = 0;
async function subscriber(fields: Partial<typeof subscriptions.$inferInsert>) {
  const email = fields.email ?? `reader${++count}@example.com`;
  const [row] = await handle.db
    .insert(subscriptions)
    .values({
      email,
      mailbox: email,
      locale: 'en',
      unsubscribeTokenHash: hashToken(`unsubscribe-${email}`),
      confirmedAt: confirmed,
      ...fields,
    })
    .returning();
  return row!;
}

/** News written in one transaction, as the litter service will: what it queued. */
const news = (id: number, event: 'expected' | 'born' | 'ready') =>
  handle.db.transaction((tx) => queueLitterNews(tx, id, event));

describe('litter news', () => {
  it('tells the litter’s and every litter’s confirmed subscribers once, in their language', async () => {
    const everyLitter = await subscriber({ locale: 'de' });
    const thisLitter = await subscriber({ locale: 'hu', litterId });
    const otherLitter = await subscriber({ litterId: otherLitterId });
    await subscriber({ confirmedAt: null });
    // What the admin says before the change: the same readers, counted.
    const audience = () => newsAudience(handle.db, [litterId, otherLitterId]);
    expect(Object.fromEntries(await audience())).toEqual({
      [litterId]: { expected: 1, born: 2, ready: 2 },
      [otherLitterId]: { expected: 1, born: 2, ready: 2 },
    });

    expect(await news(litterId, 'born')).toBe(2);
    expect((await audience()).get(litterId)).toEqual({ expected: 1, born: 0, ready: 2 });
    const mails = await handle.db.select().from(mailOutbox);
    expect(mails.map((mail) => mail.subscriptionId).sort()).toEqual(
      [everyLitter.id, thisLitter.id].sort(),
    );
    const german = mails.find((mail) => mail.subscriptionId === everyLitter.id)!;
    expect(german.to).toBe(everyLitter.email);
    expect(german.from).toBe('kennel@example.com');
    expect(german.subject).toContain('Die Welpen von Bella sind da');
    expect(german.text).toContain('am 3. Mai 2026 geboren');
    expect(german.text).toContain('/litters/bella-2026');
    const hungarian = mails.find((mail) => mail.subscriptionId === thisLitter.id)!;
    expect(hungarian.subject).toContain('megszülettek Bella kölykei');
    // Each mail its own one-click unsubscribe, whose token only the mail holds (its hash is stored).
    for (const mail of mails) {
      const url = /^<(.+)>$/.exec(mail.headers!['List-Unsubscribe']!)![1]!;
      expect(url).toMatch(/\/api\/subscriptions\/unsubscribe\?token=[\w-]{43}$/);
      expect(mail.headers!['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');
      const token = new URL(url).searchParams.get('token')!;
      expect(mail.text).toContain(`/subscriptions/unsubscribe?token=${token}`);
      const [told] = await handle.db
        .select()
        .from(subscriptionNews)
        .where(eq(subscriptionNews.unsubscribeTokenHash, hashToken(token)));
      expect(told?.subscriptionId).toBe(mail.subscriptionId);
    }
    expect(mails.some((mail) => mail.to === otherLitter.email)).toBe(false);

    // Back and forth: born again is no news; ready is.
    expect(await news(litterId, 'born')).toBe(0);
    expect(await news(litterId, 'ready')).toBe(2);
    expect(await news(litterId, 'ready')).toBe(0);
    expect(await handle.db.$count(mailOutbox)).toBe(4);
    expect((await audience()).get(litterId)).toEqual({ expected: 1, born: 0, ready: 0 });
  });

  it('tells only the subscribers of every litter that a litter is expected', async () => {
    const everyLitter = await subscriber({});
    await subscriber({ litterId: otherLitterId });
    expect(await news(otherLitterId, 'expected')).toBe(1);
    const [mail] = await handle.db.select().from(mailOutbox);
    expect(mail!.to).toBe(everyLitter.email);
    expect(mail!.subject).toContain('Bella is expecting puppies');
    expect(mail!.text).toContain('/litters/bella-2027');
  });

  it('is dropped with the transaction that changed the litter', async () => {
    await subscriber({});
    await expect(
      handle.db.transaction(async (tx) => {
        await queueLitterNews(tx, otherLitterId, 'ready');
        throw new Error('the litter change failed');
      }),
    ).rejects.toThrow('the litter change failed');
    expect(await handle.db.$count(mailOutbox)).toBe(0);
    expect(await news(otherLitterId, 'ready')).toBe(1);
  });

  it('names the news of a status change', () => {
    expect(litterNewsEvent(null, 'expected')).toBe('expected');
    expect(litterNewsEvent('planned', 'expected')).toBe('expected');
    expect(litterNewsEvent('expected', 'born')).toBe('born');
    expect(litterNewsEvent('born', 'ready')).toBe('ready');
    expect(litterNewsEvent('born', 'born')).toBeNull();
    expect(litterNewsEvent('ready', 'closed')).toBeNull();
    expect(litterNewsEvent(null, 'planned')).toBeNull();
  });
});

describe('unconfirmed subscriptions', () => {
  it('are deleted 7 days after they were asked for; confirmed ones stay', async () => {
    const now = Date.now();
    const request = { email: 'new@example.com', locale: 'en' as const, consent: true as const };
    expect(
      await storeSubscription(handle.db, request, '192.0.2.1', now - UNCONFIRMED_TTL_MS - 1000),
    ).toBe(true);
    expect(
      await storeSubscription(
        handle.db,
        { ...request, email: 'recent@example.com' },
        '192.0.2.1',
        now,
      ),
    ).toBe(true);
    const kept = await subscriber({ createdAt: new Date(now - 2 * UNCONFIRMED_TTL_MS) });
    expect(await removeUnconfirmedSubscriptions(handle.db, now)).toBe(1);
    const left = await handle.db.select({ email: subscriptions.email }).from(subscriptions);
    expect(left.map((row) => row.email).sort()).toEqual(['recent@example.com', kept.email].sort());
  });
});

describe('the subscribe form’s own checks', () => {
  it('give the schema’s message for every field', () => {
    const cases = [
      { email: '', consent: true },
      { email: '   ', consent: false },
      { email: 'nope', consent: true },
      { email: 'a@b', consent: true },
      { email: `${'a'.repeat(250)}@b.hu`, consent: true },
      { email: ' Eva@Example.com ', consent: true },
      { email: 'eva@example.com', consent: false },
    ];
    for (const values of cases) {
      const parsed = subscriptionSchema.safeParse({ ...values, locale: 'en' });
      const fromSchema = Object.fromEntries(
        (parsed.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]),
      );
      expect(subscriptionErrors(values), JSON.stringify(values)).toEqual(fromSchema);
    }
  });
});
