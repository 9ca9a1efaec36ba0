import { describe, expect, it } from 'vitest';
import { fromKennelLocal, toKennelLocal } from '@/lib/kennel-time';
import { excerpt, postIn, publishedOf, shownLanguage } from '@/features/news/rules';
import { atomFeed, docHtml } from '@/features/news/server/atom';
import type { RichDoc } from '@/lib/rich-text/doc';
import type { NewsPost } from '@/features/news/schema';

const doc = (text: string): RichDoc => ({
  type: 'doc',
  content: [{ type: 'paragraph', content: [{ type: 'text', text }] }],
});

const post = (over: Partial<NewsPost>): NewsPost => ({
  id: 1,
  slug: 'a',
  title: { en: 'Hello', hu: '', de: '' },
  body: { en: doc('Text'), hu: null, de: null },
  publishAt: '2026-01-01T00:00:00.000Z',
  litterId: null,
  litter: null,
  images: [],
  version: 1,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
  ...over,
});

describe('news helpers', () => {
  it('leaves posts out until their time, and says when the next one is due', () => {
    const now = Date.parse('2026-06-01T12:00:00Z');
    const posts = [
      post({ id: 3, publishAt: '2026-06-03T00:00:00.000Z' }),
      post({ id: 2, publishAt: '2026-06-02T00:00:00.000Z' }),
      post({ id: 1, publishAt: '2026-05-01T00:00:00.000Z' }),
    ];
    expect(publishedOf(posts, now)).toEqual({
      posts: [posts[2]],
      nextAt: '2026-06-02T00:00:00.000Z',
    });
    expect(publishedOf(posts, Date.parse('2026-07-01T00:00:00Z')).nextAt).toBeNull();
  });

  it('shows the visitor’s language, else English, marked, title and text each on its own', () => {
    expect(shownLanguage({ en: 'A', hu: '', de: '' }, 'hu')).toEqual({
      language: 'en',
      lang: 'en',
    });
    expect(shownLanguage({ en: '', hu: 'B', de: '' }, 'de')).toEqual({
      language: 'hu',
      lang: 'hu',
    });
    expect(shownLanguage({ en: 'A', hu: 'B', de: '' }, 'hu')).toEqual({ language: 'hu' });
    const shown = postIn(post({ title: { en: 'Hello', hu: 'Szia', de: '' } }), 'hu');
    expect(shown).toMatchObject({ title: 'Szia', lang: undefined, bodyLang: 'en' });
  });

  it('cuts an excerpt at a word', () => {
    expect(excerpt('short  text\n here')).toBe('short text here');
    const long = excerpt('word '.repeat(100), 50);
    expect(long.length).toBeLessThanOrEqual(51);
    expect(long.endsWith('word…')).toBe(true);
  });

  it('writes a feed entry’s HTML with everything escaped and only safe links', () => {
    const html = docHtml({
      type: 'doc',
      content: [
        {
          type: 'paragraph',
          content: [
            { type: 'text', text: '<script>x</script> & "q"' },
            {
              type: 'text',
              text: 'bad',
              marks: [{ type: 'link', attrs: { href: 'javascript:x' } }],
            },
            { type: 'text', text: 'ok', marks: [{ type: 'bold' }] },
          ],
        },
      ],
    });
    expect(html).toBe(
      '<p>&#60;script&#62;x&#60;/script&#62; &#38; &#34;q&#34;bad<strong>ok</strong></p>',
    );
  });

  it('writes a feed without the characters XML 1.0 forbids, emoji kept', () => {
    const forbidden = '\uFFFE\uFFFF\uD800\u0001\u001F\uDC00';
    const feed = atomFeed({
      posts: [
        post({
          title: { en: `Puppies${forbidden} are here 🐶 ${'\uD83D'}`, hu: '', de: '' },
          body: { en: doc(`Born today${forbidden} 🐾`), hu: null, de: null },
        }),
      ],
      locale: 'en',
      title: `News\uFFFF`,
      kennelName: `Kennel\uFFFE`,
    });
    // Every code point is one XML 1.0 allows (§2.2 Char).
    for (const char of feed) {
      const code = char.codePointAt(0)!;
      const allowed =
        code === 0x9 ||
        code === 0xa ||
        code === 0xd ||
        (code >= 0x20 && code <= 0xd7ff) ||
        (code >= 0xe000 && code <= 0xfffd) ||
        (code >= 0x10000 && code <= 0x10ffff);
      expect(allowed, `U+${code.toString(16)}`).toBe(true);
    }
    expect(feed).toContain('<title>Puppies are here 🐶 </title>');
    expect(feed).toContain('<title>News</title>');
    expect(feed).toContain('<author><name>Kennel</name></author>');
    expect(feed).toContain('&#60;p&#62;Born today 🐾&#60;/p&#62;');
    expect(feed).toContain('<summary>Born today 🐾</summary>');
  });

  it('reads and writes Budapest wall time across daylight saving', () => {
    expect(toKennelLocal('2026-07-01T07:00:00.000Z')).toBe('2026-07-01T09:00');
    expect(toKennelLocal('2026-12-01T08:00:00.000Z')).toBe('2026-12-01T09:00');
    expect(fromKennelLocal('2026-07-01T09:00')).toBe('2026-07-01T07:00:00.000Z');
    expect(fromKennelLocal('2026-12-01T09:00')).toBe('2026-12-01T08:00:00.000Z');
    expect(fromKennelLocal('tomorrow')).toBeNull();
  });
});
