import { describe, expect, it } from 'vitest';
import { isSafeRedirect, safeRedirect } from '@/lib/redirect';
import { slugify } from '@/lib/server/slug';
import { isValidPassword } from '@/lib/validation/auth';
import { siteInfoSchema } from '@/lib/validation/info';

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
});

describe('password rule (SPEC §5)', () => {
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
