import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  privateContentType,
  privateFileUrl,
  safeFileName,
  verifyPrivateLink,
} from '@/lib/server/private-links';
import { PUBLIC_PHOTO_KEY_PATTERN, STORAGE_KEY_PATTERN } from '@/lib/server/storage';

const KEY = 'private-0f8e6a2c-1b7d-4c1e-9a3f-5d2b8c7e6f10.pdf';
const NOW = Date.UTC(2026, 10, 27, 10, 0, 0);

const split = (url: string) => {
  const parsed = new URL(url, 'http://site');
  return { key: decodeURIComponent(parsed.pathname.split('/').pop()!), query: parsed.searchParams };
};

let saved: string | undefined;
beforeAll(() => {
  saved = process.env.AUTH_SECRET;
  process.env.AUTH_SECRET = 'a-test-signing-secret-of-a-good-length-1234567890';
});
afterAll(() => {
  if (saved === undefined) delete process.env.AUTH_SECRET;
  else process.env.AUTH_SECRET = saved;
});

describe('private file links', () => {
  it('verify as issued, until they expire', () => {
    const url = privateFileUrl(KEY, { now: NOW, ttlSeconds: 600, downloadName: 'Contract.pdf' });
    expect(url).toMatch(
      /^\/api\/files\/private-[^?]+\.pdf\?expires=\d+&name=Contract\.pdf&signature=/,
    );
    const { key, query } = split(url);
    expect(verifyPrivateLink(key, query, NOW)).toEqual({
      key: KEY,
      remaining: 600,
      name: 'Contract.pdf',
    });
    expect(verifyPrivateLink(key, query, NOW + 599_000)?.remaining).toBe(1);
    expect(verifyPrivateLink(key, query, NOW + 600_000)).toBeNull();
  });

  it('refuse any change: another key, a later expiry, another name, a forged signature', () => {
    const { key, query } = split(privateFileUrl(KEY, { now: NOW, downloadName: 'a.pdf' }));
    const other = KEY.replace('0f8e', '1f8e');
    expect(verifyPrivateLink(other, query, NOW)).toBeNull();
    for (const [name, value] of [
      ['expires', String(Number(query.get('expires')) + 3600)],
      ['name', 'b.pdf'],
      ['signature', 'x'.repeat(43)],
    ] as const) {
      const changed = new URLSearchParams(query);
      changed.set(name, value);
      expect(verifyPrivateLink(key, changed, NOW), name).toBeNull();
    }
    const unsigned = new URLSearchParams(query);
    unsigned.delete('signature');
    expect(verifyPrivateLink(key, unsigned, NOW)).toBeNull();
  });

  it('are only made for private keys, which the public photo route never serves', () => {
    const photo = '0f8e6a2c-1b7d-4c1e-9a3f-5d2b8c7e6f10-w640.webp';
    expect(() => privateFileUrl(photo)).toThrow();
    expect(PUBLIC_PHOTO_KEY_PATTERN.test(photo)).toBe(true);
    expect(PUBLIC_PHOTO_KEY_PATTERN.test('private-0f8e6a2c-w640.webp')).toBe(false);
    expect(STORAGE_KEY_PATTERN.test('private-0f8e6a2c-w640.webp')).toBe(true);
    expect(STORAGE_KEY_PATTERN.test(KEY)).toBe(true);
    expect(STORAGE_KEY_PATTERN.test('private-../x.pdf')).toBe(false);
    expect(STORAGE_KEY_PATTERN.test('private-x.exe')).toBe(false);
  });

  it('name the content type by extension and clean download names', () => {
    expect(privateContentType(KEY)).toBe('application/pdf');
    expect(privateContentType('private-a.jpg')).toBe('image/jpeg');
    expect(privateContentType('private-a.png')).toBe('image/png');
    expect(privateContentType('private-a.webp')).toBe('image/webp');
    expect(safeFileName('../../etc/"passwd"\r\n.pdf')).toBe('.. .. etc passwd .pdf');
    expect(safeFileName('Szerződés – Bella.pdf')).toBe('Szerződés – Bella.pdf');
    expect(safeFileName('\u0000')).toBe('file');
  });
});
