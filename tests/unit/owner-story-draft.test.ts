import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { openDatabase, type Database } from '@/lib/db/client';
import { applications } from '@/lib/db/schema';
import { STORY_DRAFT_HOURS } from '@/features/stories/rules';
import {
  freshStoryDraft,
  keepStoryDraft,
  storyRefusalQuery,
} from '@/features/stories/server/owner-story-form';
import { ApiError } from '@/lib/server/http/errors';
import { newToken } from '@/lib/server/tokens';

// The services take their database from getDb(): here, this test's in-memory one.
const testDb = vi.hoisted(() => ({ db: undefined as unknown }));
vi.mock('@/lib/db/client', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/db/client')>()),
  getDb: async () => testDb.db,
}));

const HOUR = 3600_000;

describe('a refused owner’s story, kept on the application', () => {
  let db: Database;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await openDatabase({ memory: true }));
    testDb.db = db;
  }, 60_000);
  afterAll(() => close());

  async function placed(name: string) {
    const { token, hash } = newToken();
    const [row] = await db
      .insert(applications)
      .values({
        name,
        email: `${name.toLowerCase()}@example.com`,
        country: 'AT',
        locale: 'de',
        consentAt: new Date(),
        status: 'placed',
        tokenHash: hash,
      })
      .returning();
    return { id: row!.id, token };
  }
  const draftOf = async (id: number) =>
    (await db.select().from(applications).where(eq(applications.id, id)))[0]!.storyDraft;

  it('keeps what was typed, as typed, out of the page address', async () => {
    const owner = await placed('Anna');
    const story = 'Bőrös liebt den See.\r\nSie schläft den ganzen Nachmittag.'.padEnd(1800, '!');
    const now = Date.parse('2026-05-04T10:00:00Z');
    await keepStoryDraft(owner.token, { story, name: 'Anna', consent: 'on' }, now);
    expect(await draftOf(owner.id)).toEqual({
      name: 'Anna',
      story: story.replace('\r\n', '\n'),
      consent: true,
      savedAt: '2026-05-04T10:00:00.000Z',
    });
    const query = storyRefusalQuery(
      new ApiError(422, 'validationFailed', [{ msg: 'storyTooLong', path: 'story' }]),
    );
    expect(query).not.toMatch(/Anna|See|story(Text|Name)/);
    expect(new URLSearchParams(query).get('storyError')).toBe('validationFailed');
  });

  it('shows a draft for a day, and clears those older at the next refusal', async () => {
    const old = await placed('Berta');
    const now = Date.parse('2026-05-04T10:00:00Z');
    await keepStoryDraft(old.token, { story: 'Old', name: 'Berta' }, now);
    const draft = await draftOf(old.id);
    expect(freshStoryDraft(draft, now + STORY_DRAFT_HOURS * HOUR)).toEqual(draft);
    expect(freshStoryDraft(draft, now + STORY_DRAFT_HOURS * HOUR + 1)).toBeNull();

    const other = await placed('Cora');
    await keepStoryDraft(other.token, { story: 'New' }, now + (STORY_DRAFT_HOURS + 1) * HOUR);
    expect(await draftOf(old.id)).toBeNull();
    expect(await draftOf(other.id)).toMatchObject({ story: 'New', name: '', consent: false });
  });

  it('keeps nothing for an unknown link', async () => {
    await expect(keepStoryDraft('x'.repeat(43), { story: 'Hi' })).resolves.toBeUndefined();
  });
});
