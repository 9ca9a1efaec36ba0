import { describe, expect, it } from 'vitest';
import { isSafeRedirect, safeRedirect } from '@/lib/redirect';
import { slugify } from '@/lib/server/slug';
import { passwordChangeSchema } from '@/features/auth/schema';
import { siteInfoSchema } from '@/features/site/schema';

describe('slugify', () => {
  it('transliterates Hungarian and German letters', () => {
    expect(slugify('Bőrös Ünőke')).toBe('boros-unoke');
    expect(slugify('Árvíztűrő tükörfúrógép')).toBe('arvizturo-tukorfurogep');
    expect(slugify('Große Straße')).toBe('grosse-strasse');
    expect(slugify('Müller Jürgen')).toBe('muller-jurgen');
    expect(slugify('Ő és Ű')).toBe('o-es-u');
  });

  it('keeps only a-z, 0-9 and single dashes, within the page parameter rule', () => {
    const slug = slugify('  Lilac -- Boy!!! (2026) 🐶 ');
    expect(slug).toBe('lilac-boy-2026');
    expect(slugify('x'.repeat(200))).toMatch(/^[a-z0-9-]{1,80}$/);
  });

  it('cuts a long name at a word boundary, never inside a word', () => {
    const name = `${'Bolyhos '.repeat(8)}Zsemleszínű Kölyök`;
    const slug = slugify(name);
    expect(slug.length).toBeLessThanOrEqual(70);
    expect(`${slug}-`).toBe('bolyhos-'.repeat(Math.floor((slug.length + 1) / 8)));
    expect(slugify(`${'a'.repeat(66)} bcdefgh`)).toBe('a'.repeat(66));
  });

  it('never takes a locale code, which would switch the language instead', () => {
    expect(slugify('De')).toBe('dog-de');
    expect(slugify('EN')).toBe('dog-en');
    expect(slugify('Hu!')).toBe('dog-hu');
    expect(slugify('Our Dogs')).toBe('dog-our-dogs');
  });

  it('never yields an empty or all-digit slug, which would read as an id', () => {
    expect(slugify('🐶🐶')).toBe('dog');
    expect(slugify('2024')).toBe('dog-2024');
  });
});

describe('safe redirect (SPEC §4)', () => {
  it('accepts internal paths', () => {
    for (const path of ['/admin/products/add', '/admin/products/edit/3?tab=hu', '/']) {
      expect(isSafeRedirect(path)).toBe(true);
    }
  });

  it('refuses anything that could leave the site', () => {
    for (const path of [
      '//evil.example',
      'https://evil.example',
      '/\\evil.example',
      '\\\\evil.example',
      'https:evil.example',
      '/%2F%2Fevil.example',
      '%2F%2Fevil.example',
      '/%5Cevil.example',
      'javascript:alert(1)',
      '/javascript:alert(1)',
      '/admin\n/x',
      '/admin%0d%0aSet-Cookie:x',
      'admin/products',
      '',
      undefined,
      null,
      ['/admin'],
    ]) {
      expect(isSafeRedirect(path), String(path)).toBe(false);
    }
    expect(safeRedirect('//evil.example')).toBe('/admin/products');
    expect(safeRedirect('/admin')).toBe('/admin');
  });

  /** Where a browser goes for `target` on a page of ours (WHATWG URL parsing, as browsers do). */
  const lands = (target: string) => new URL(target, 'https://kennel.example/login').origin;

  it.each([
    '//evil.example',
    '///evil.example',
    '/\\evil.example',
    '\\/evil.example',
    '/\\/evil.example',
    'https:evil.example',
    'https://evil.example',
    'HTTPS://evil.example',
    '/%2F%2Fevil.example',
    '%2F%2Fevil.example',
    '/%2f%2fevil.example',
    '/%5Cevil.example',
    '/%5cevil.example',
    '/\t/evil.example',
    '/%09/evil.example',
    '/\n/evil.example',
    '/%0A/evil.example',
    '/%0d%0aLocation:%20https://evil.example',
    'java\nscript:alert(1)',
    'java%0ascript:alert(1)',
    ' //evil.example',
    '\t//evil.example',
    '/.//evil.example',
    '/admin//evil.example',
    'data:text/html,hi',
    'vbscript:msgbox(1)',
    '/%',
    '/%E0%A4%A',
    'x'.repeat(2001),
  ])('refuses %j', (payload) => {
    expect(isSafeRedirect(payload)).toBe(false);
    expect(safeRedirect(payload)).toBe('/admin/products');
  });

  it('never yields a target that leaves the site (seeded property test)', () => {
    // Strings built from the characters open redirects are made of, and their encodings.
    const parts = [
      '/',
      '/',
      '\\',
      ':',
      '.',
      '%',
      '2F',
      '2f',
      '5C',
      '09',
      '0a',
      '%2F',
      '%5C',
      '%25',
      '\t',
      '\n',
      ' ',
      '@',
      '?',
      '#',
      'evil',
      'https',
      'javascript',
      'admin',
      '\u3002',
      '\uff0f',
    ];
    let seed = 7;
    const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    for (let run = 0; run < 20_000; run++) {
      let candidate = '';
      for (let n = 1 + Math.floor(random() * 8); n > 0; n--) {
        candidate += parts[Math.floor(random() * parts.length)];
      }
      const target = safeRedirect(candidate);
      expect(lands(target), candidate).toBe('https://kennel.example');
      // Also if something on the way decodes it once more.
      let decoded = target;
      try {
        decoded = decodeURIComponent(target);
      } catch {
        // Not decodable: stays as is.
      }
      expect(lands(decoded), candidate).toBe('https://kennel.example');
      expect(target, candidate).toMatch(/^\/(?![/\\])/);
    }
  });
});

describe('password shape rule (SPEC §5), shared by the forms and the API', () => {
  const isValidPassword = (newPassword: string) =>
    passwordChangeSchema.safeParse({ currentPassword: 'old', newPassword }).success;

  it('accepts 8–20 letters and numbers', () => {
    for (const password of ['abcd1234', 'Frenchie2014', 'A'.repeat(20), '12345678']) {
      expect(isValidPassword(password), password).toBe(true);
    }
  });

  it('refuses short, long, spaced, symbolic and emoji passwords', () => {
    for (const password of [
      'abc1234',
      'a'.repeat(21),
      'abcd 1234',
      'abcd-1234',
      'pässwort12',
      'dog🐶dog12',
      '',
    ]) {
      expect(isValidPassword(password), password).toBe(false);
    }
  });
});

describe('site info schema', () => {
  it('turns empty fields into null and refuses non-https links', () => {
    expect(siteInfoSchema.parse({ email: ' ', fbUrl: '' })).toEqual({ email: null, fbUrl: null });
    expect(siteInfoSchema.safeParse({ fbUrl: 'javascript:alert(1)' }).success).toBe(false);
    expect(siteInfoSchema.safeParse({ instaUrl: 'http://instagram.com/x' }).success).toBe(false);
    expect(siteInfoSchema.safeParse({ phone: '+36 30 123 4567' }).success).toBe(true);
  });
});
