import { readdirSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  ADMIN_ROUTES,
  adminPaths,
  dogSegment,
  isAssetPath,
  isDogParam,
  isStaticPage,
  listPageRoute,
  newsSegment,
  verifySegment,
  PUBLIC_ROUTES,
  publicPaths,
  RESERVED_SLUGS,
  SITEMAP_PAGES,
} from '@/lib/paths.mjs';
import { idSchema } from '@/lib/validation/common';

const LOCALE_FOLDER = path.join(import.meta.dirname, '..', '..', 'app', '[locale]');

/**
 * The route of every page file under app/[locale], by the route group that holds it: a group
 * `(name)` adds no segment, a private folder `_name` holds no route, and a dynamic segment stays
 * as its folder is named (`[id]`).
 */
function pagesOnDisk(): Map<string, string[]> {
  const byGroup = new Map<string, string[]>();
  const walk = (folder: string, group: string, segments: string[]) => {
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      if (entry.isDirectory()) {
        if (entry.name.startsWith('_')) continue;
        const isGroup = /^\(.+\)$/.test(entry.name);
        walk(
          path.join(folder, entry.name),
          group || (isGroup ? entry.name : '(none)'),
          isGroup ? segments : [...segments, entry.name],
        );
      } else if (/^page\.(?:tsx|ts|jsx|js|mdx)$/.test(entry.name)) {
        const routes = byGroup.get(group || '(none)') ?? [];
        routes.push(`/${segments.join('/')}`);
        byGroup.set(group || '(none)', routes);
      }
    }
  };
  walk(LOCALE_FOLDER, '', []);
  return byGroup;
}

const sorted = (values: Iterable<string>) => [...values].sort();

describe('the path registry (lib/paths.mjs)', () => {
  const onDisk = pagesOnDisk();

  it('names every page folder of app/[locale], and no page that has no folder', () => {
    expect(sorted(onDisk.keys())).toEqual(['(admin)', '(public)']);
    expect(sorted(onDisk.get('(public)')!)).toEqual(sorted(Object.values(PUBLIC_ROUTES)));
    expect(sorted(onDisk.get('(admin)')!)).toEqual(sorted(Object.values(ADMIN_ROUTES)));
  });

  it('builds the addresses of parameterised screens from their routes', () => {
    expect(adminPaths.editDog(12)).toBe('/admin/products/edit/12');
    expect(adminPaths.dogPhotos(12)).toBe('/admin/products/product-image-upload/12');
    expect(adminPaths.parents).toBe('/admin/parents');
    expect(adminPaths.editDog('a/b?')).toBe('/admin/products/edit/a%2Fb%3F');
    expect(publicPaths.dog('bogyo')).toBe('/bogyo');
    expect(publicPaths.myPage('a_b-c')).toBe('/my/a_b-c');
    expect(adminPaths.waitingList).toBe('/admin/waiting-list');
    expect(publicPaths.newsPost('first-litter')).toBe('/news/first-litter');
    expect(publicPaths.newsFeed('hu')).toBe('/news/feed/hu');
    expect(adminPaths.editNews(3)).toBe('/admin/news/edit/3');
  });

  it('serves the news’ later pages from /news/page/N and leaves its posts to the post route', () => {
    expect(listPageRoute('/news', '3')).toEqual({
      rewrite: '/news/page/3',
      list: '/news',
      page: 3,
    });
    expect(listPageRoute('/news/page/3', null)).toEqual({ redirect: '/news?page=3' });
    expect(listPageRoute('/news/page/x', null)).toEqual({ missing: true });
    expect(listPageRoute('/news/3', null)).toEqual({ redirect: '/news?page=3' });
    expect(listPageRoute('/news/first-litter', null)).toBeNull();
    expect(listPageRoute('/gallery/x', null)).toEqual({ missing: true });
    expect(newsSegment('/news/first-litter')).toBe('first-litter');
    expect(newsSegment('/news/feed/en')).toBeNull();
    expect(verifySegment('/verify/K7QD4MXA')).toBe('K7QD4MXA');
    expect(verifySegment('/verify/k7qd%204mxa')).toBe('k7qd 4mxa');
    expect(verifySegment('/verify')).toBeNull();
    expect(verifySegment('/verify/K7QD4MXA/more')).toBeNull();
    expect(isAssetPath('/news/feed/en')).toBe(true);
    expect(isAssetPath('/news/first-litter')).toBe(false);
  });

  it('keeps page names and the API out of dog slugs, and nothing else', () => {
    expect(sorted(RESERVED_SLUGS)).toEqual([
      'about',
      'admin',
      'api',
      'apply',
      'breed',
      'contact',
      'de',
      'en',
      'faq',
      'forgot-password',
      'gallery',
      'hu',
      'legal-notice',
      'litters',
      'login',
      'my',
      'news',
      'our-dogs',
      'privacy',
      'puppies',
      'reset-password',
      'reviews',
      'signup',
      'subscriptions',
      'terms',
      'transport',
      'verify',
    ]);
    expect(dogSegment('/admin')).toBeNull();
    expect(dogSegment('/api')).toBeNull();
    expect(dogSegment('/de')).toBeNull();
    expect(dogSegment('/our-dogs')).toBeNull();
  });

  it('lists every static page in the sitemap, once, but the account and subscription link pages (not indexed)', () => {
    const listed = SITEMAP_PAGES.map(({ path }) => path);
    expect(new Set(listed).size).toBe(listed.length);
    for (const page of listed) expect(isStaticPage(page), page).toBe(true);
    const unlisted: string[] = [
      PUBLIC_ROUTES.login,
      PUBLIC_ROUTES.signup,
      PUBLIC_ROUTES.forgotPassword,
      PUBLIC_ROUTES.resetPassword,
      PUBLIC_ROUTES.subscriptionConfirm,
      PUBLIC_ROUTES.subscriptionUnsubscribe,
    ];
    const staticPages = Object.values(PUBLIC_ROUTES).filter((route) => isStaticPage(route));
    expect(sorted(listed)).toEqual(sorted(staticPages.filter((page) => !unlisted.includes(page))));
  });

  it('tells files from pages', () => {
    for (const pathname of [
      '/api/dogs',
      '/_next/static/x.js',
      '/img/logo.svg',
      '/favicon.ico',
      '/sitemap.xml',
      '/robots.txt',
      '/icon.svg',
      '/apple-icon.png',
    ]) {
      expect(isAssetPath(pathname), pathname).toBe(true);
    }
    for (const pathname of ['/', '/api', '/img', '/favicon.ico/x', '/sitemap', '/gallery']) {
      expect(isAssetPath(pathname), pathname).toBe(false);
    }
  });
});

describe('the dog parameter', () => {
  it('is a slug or a numeric id, the same for the page, the proxy and the API', () => {
    for (const value of ['bogyo', 'dog-2024', '12', 'a'.repeat(80)]) {
      expect(isDogParam(value), value).toBe(true);
    }
    for (const value of ['', 'Bogyo', 'bad_id', 'a'.repeat(81), 'ő', '1.5', '../x']) {
      expect(isDogParam(value), value).toBe(false);
    }
  });

  it('takes admin ids by the same numeric pattern', () => {
    expect(idSchema.parse('12')).toBe(12);
    for (const value of ['0', '01', '-1', '1e3', 'bogyo']) {
      expect(idSchema.safeParse(value).success, value).toBe(false);
    }
  });
});
