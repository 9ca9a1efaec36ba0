import { beforeEach, describe, expect, it, vi } from 'vitest';
import { forgetLookups, pageAnswer, type Ask } from '@/lib/page-routing';

/** The site's API as the proxy sees it: these paths answer, every other is 404. */
function api(answers: Record<string, unknown>): Ask {
  return vi.fn(async (path: string) =>
    path in answers ? { status: 200, body: answers[path] } : { status: 404, body: null },
  );
}

const DATA = api({
  '/dogs/bogyo': { slug: 'bogyo' },
  '/dogs/7': { slug: 'bogyo' },
  '/litters/mimi-2026': { slug: 'mimi-2026' },
  '/news/hello': { slug: 'hello' },
  '/verify/K7QD4MXA': { code: 'K7QD4MXA' },
  '/gallery': Array.from({ length: 30 }, (_, i) => ({ id: i })),
});
const answer = (path: string, query = '', ask = DATA) =>
  pageAnswer(path, new URLSearchParams(query), ask);

beforeEach(() => forgetLookups());

describe('how the proxy serves a public address', () => {
  it('serves what exists as a static page, and redirects an id or a code typed another way', async () => {
    for (const path of ['/', '/about', '/bogyo', '/litters/mimi-2026', '/news/hello']) {
      expect(await answer(path), path).toEqual({ nonce: false });
    }
    expect(await answer('/verify/K7QD4MXA')).toEqual({ nonce: false });
    expect(await answer('/7')).toEqual({ redirect: '/bogyo', nonce: false });
    expect(await answer('/verify/k7qd-4mxa')).toEqual({
      redirect: '/verify/K7QD4MXA',
      nonce: false,
    });
  });

  it('answers the server-rendered 404 for what does not exist, before anything renders', async () => {
    const missing = (what: string) => ({
      rewrite: `/_missing/${what}`,
      nonce: true,
      missing: what,
    });
    expect(await answer('/nobody')).toEqual(missing('dog'));
    expect(await answer('/Bad_Id!')).toEqual(missing('dog'));
    expect(await answer('/litters/nobody')).toEqual(missing('litter'));
    expect(await answer('/news/nothing')).toEqual(missing('news'));
    expect(await answer('/verify/AAAAAAAA')).toEqual(missing('verify'));
    expect(await answer('/verify/not-a-code')).toEqual(missing('verify'));
    expect(await answer('/gallery', 'page=3')).toEqual(missing('page'));
    expect(await answer('/gallery/abc')).toEqual(missing('page'));
    expect(await answer('/apply/filled')).toEqual(missing('page'));
    expect(await answer('/signup/unavailable')).toEqual(missing('page'));
  });

  it('leaves the decision to the page when the API does not answer', async () => {
    const down: Ask = async () => ({ status: 0, body: null });
    expect(await answer('/bogyo', '', down)).toEqual({ nonce: false });
    expect(await answer('/verify/AAAAAAAA', '', down)).toEqual({ nonce: false });
    expect(await answer('/gallery', 'page=9', down)).toEqual({
      rewrite: '/gallery/9',
      nonce: false,
    });
  });

  it('serves a list’s later page from its own route', async () => {
    expect(await answer('/gallery', 'page=2')).toEqual({ rewrite: '/gallery/2', nonce: false });
    expect(await answer('/gallery', 'page=1')).toEqual({ redirect: '/gallery', nonce: false });
    expect(await answer('/gallery/3')).toEqual({ redirect: '/gallery?page=3', nonce: false });
  });

  it('renders the application form with a query, and any other page, per request', async () => {
    expect(await answer('/apply')).toEqual({ nonce: false });
    expect(await answer('/apply', 'litter=mimi')).toEqual({
      rewrite: '/apply/filled?litter=mimi',
      nonce: true,
    });
    expect(await answer('/my/abc')).toEqual({ nonce: true });
    expect(await answer('/no/such/page')).toEqual({ nonce: true });
    expect(await answer('/signup')).toEqual({ nonce: false, probe: '/signup/unavailable' });
  });

  it('keeps an answer a second, not a failure, and forgets all at once after a write', async () => {
    const ask = api({ '/dogs/bogyo': { slug: 'bogyo' } });
    const at = (now: number) => pageAnswer('/bogyo', new URLSearchParams(), ask, now);
    await at(1_000);
    await at(1_900);
    expect(ask).toHaveBeenCalledTimes(1);
    await at(2_100);
    expect(ask).toHaveBeenCalledTimes(2);
    forgetLookups();
    await at(2_200);
    expect(ask).toHaveBeenCalledTimes(3);
    const down = vi.fn<Ask>(async () => ({ status: 0, body: null }));
    await pageAnswer('/lili', new URLSearchParams(), down, 5_000);
    await pageAnswer('/lili', new URLSearchParams(), down, 5_001);
    expect(down).toHaveBeenCalledTimes(2);
  });
});
