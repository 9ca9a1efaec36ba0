import { describe, expect, it } from 'vitest';
import { lowerFontPreloads } from '@/lib/font-preloads.mjs';
import { prepareStaticPage } from '@/lib/static-page-policy.mjs';

/** next/font's preload, as the production build writes it. */
const FONT =
  '<link rel="preload" href="/_next/static/media/fraunces_latin_500_normal-s.p.3snrgjsqgdu5o.woff2" as="font" crossorigin="" type="font/woff2"/>';

describe('lowerFontPreloads', () => {
  it('gives next/font’s preload a low priority and changes nothing else', () => {
    const html = `<html><head><meta charset="utf-8"/>${FONT}<title>Kennel</title></head><body></body></html>`;
    expect(lowerFontPreloads(html)).toBe(
      html.replace(' as="font"', ' as="font" fetchPriority="low"'),
    );
  });

  it('lowers every font preload of the page', () => {
    const second = FONT.replace('fraunces_latin_500', 'fraunces_latin_ext_500');
    const lowered = lowerFontPreloads(`<head>${FONT}${second}</head>`);
    expect(lowered.match(/fetchPriority="low"/g)).toHaveLength(2);
  });

  it('leaves other preloads, other hosts and a priority already named as they are', () => {
    for (const html of [
      '<link rel="preload" href="/_next/static/media/hero.svg" as="image" fetchPriority="high"/>',
      '<link rel="preload" as="script" fetchPriority="low" href="/_next/static/chunks/a.js"/>',
      '<link rel="preload" href="https://fonts.example/x.woff2" as="font" crossorigin=""/>',
      FONT.replace(' as="font"', ' as="font" fetchPriority="high"'),
      '<link rel="stylesheet" href="/_next/static/chunks/a.css" data-precedence="next"/>',
    ]) {
      expect(lowerFontPreloads(html)).toBe(html);
    }
  });

  it('is part of readying a static page for the cache', () => {
    const value = {
      kind: 'APP_PAGE',
      html: `<html><head>${FONT}</head><body><main>Kennel</main></body></html>`,
      headers: {} as Record<string, string>,
    };
    prepareStaticPage(value);
    expect(value.html).toContain('as="font" fetchPriority="low"');
  });
});
