import { PGlite } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { comparedPaths, withPath } from '@/features/pages/ui/admin/page-form';
import { ApiRequestError } from '@/lib/client/api';
import { conflictOf, mergeEdits, sameValue } from '@/lib/client/edit-merge';
import { PAGE_BLOCKS, type PageContent } from '@/features/pages/content';
import { pageDefaults } from '@/features/pages/server/page-defaults';
import { orderVersion } from '@/lib/validation/version';

describe('a form merged with a save made elsewhere', () => {
  const known = { price: 2500, description: { en: '', de: '' }, name: 'Bogyó' };
  const paths = ['price', 'description.en', 'description.de', 'name'];

  it('takes in what only they changed, keeps what only I changed, and names the clashes', () => {
    const theirs = { price: 3100, description: { en: 'Calm.', de: '' }, name: 'Bogyó' };
    const mine = { price: 2900, description: { en: '', de: 'Ruhig.' }, name: 'Bogyó' };
    expect(mergeEdits(known, theirs, mine, paths)).toEqual({
      adopt: ['description.en'],
      clash: ['price'],
    });
  });

  it('sees no clash where both made the same change, or an empty text and none', () => {
    const theirs = { price: 3100, description: { en: '', de: '' }, name: 'Bogyó' };
    const mine = { price: 3100, description: { en: null, de: '' }, name: 'Bogyó' };
    expect(mergeEdits(known, theirs, mine, paths)).toEqual({ adopt: [], clash: [] });
    expect(sameValue('', null)).toBe(true);
    expect(sameValue([{ date: '' }], [{ date: null }])).toBe(true);
    expect(sameValue(0, null)).toBe(false);
  });

  it('reads the current record from a 409 editConflict only', () => {
    const current = { id: 1 };
    expect(conflictOf(new ApiRequestError(409, 'editConflict', [], null, current))).toBe(current);
    expect(conflictOf(new ApiRequestError(409, 'parentInUse', [], null, current))).toBeNull();
    expect(conflictOf(new Error('x'))).toBeNull();
  });

  it("writes a photo order's version as its ids, in order", () => {
    expect(orderVersion([{ id: 12 }, { id: 3 }, { id: 7 }])).toBe('12,3,7');
    expect(orderVersion([])).toBe('');
  });
});

describe('the page editor after a save elsewhere', () => {
  it('names only what the other tab changed, though the database reorders a rich text’s keys', async () => {
    const known = pageDefaults('about');
    const sent = withPath(known, 'title.en', 'About the kennel (first tab)');
    // What the other tab's save stored, as jsonb gives it back: `{text, type}` for `{type, text}`.
    const db = new PGlite();
    const { rows } = await db.query<{ draft: PageContent }>('SELECT $1::jsonb AS draft', [
      JSON.stringify(sent),
    ]);
    await db.close();
    const theirs = rows[0]!.draft;
    expect(JSON.stringify(theirs)).not.toBe(JSON.stringify(sent));
    expect(sameValue(theirs, sent)).toBe(true);

    const paths = comparedPaths(PAGE_BLOCKS.about);
    expect(mergeEdits(known, theirs, known, paths)).toEqual({ adopt: ['title.en'], clash: [] });
    const mine = withPath(
      withPath(known, 'title.en', 'About us (second tab)'),
      'title.de',
      'Über uns (zweiter Tab)',
    );
    expect(mergeEdits(known, theirs, mine, paths)).toEqual({ adopt: [], clash: ['title.en'] });
    expect(sameValue({ a: 1, b: { c: '', d: 2 } }, { b: { d: 2 }, a: 1 })).toBe(false);
    expect(sameValue({ a: 1, b: { c: '', d: 2 } }, { b: { d: 2, c: null }, a: 1 })).toBe(true);
    // PGlite takes a while to start on a busy machine.
  }, 60_000);
});
