import type { Page } from '@playwright/test';
import { expect, test } from './api';
import { setLocaleCookie, translator } from './support';

const HERO_TITLE = translator('en')('HomePage.heroTitle', { foundingYear: '2014' });

// The brand's typeface comes from this site only, subset, and the headings use it.

/** When the page asked for the headings' font, and when it first painted content (ms). */
async function fontAndPaint(page: Page) {
  await page.evaluate(() => document.fonts.ready);
  const started = await page.evaluate(() => ({
    paint: performance.getEntriesByName('first-contentful-paint')[0]?.startTime,
    font: performance
      .getEntriesByType('resource')
      .find((entry) => new URL(entry.name).pathname.endsWith('.woff2'))?.startTime,
  }));
  expect(started.paint).toBeDefined();
  expect(started.font).toBeDefined();
  return started as { paint: number; font: number };
}

test('headings use the self-hosted brand typeface; no request leaves the site', async ({
  page,
  context,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const foreign: string[] = [];
  const fonts: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.protocol.startsWith('http') && url.origin !== origin) foreign.push(request.url());
    if (request.resourceType() === 'font') fonts.push(url.pathname);
  });

  await page.goto('/');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(HERO_TITLE);
  // Switched on once loaded, and fetched only after the first contentful paint (the next test).
  await expect(page.locator('html')).toHaveAttribute('data-fonts', '');
  const started = await fontAndPaint(page);
  expect(started.font).toBeGreaterThan(started.paint);
  const style = await heading.evaluate((h) => {
    const computed = getComputedStyle(h);
    return { family: computed.fontFamily, weight: computed.fontWeight };
  });
  expect(style.family).toMatch(/brandFont/);
  // Lighter than Bootstrap's bold.
  expect(Number(style.weight)).toBeLessThan(700);
  expect(
    await page.evaluate(() =>
      [...document.fonts].filter((f) => f.status === 'loaded').map((f) => f.family),
    ),
  ).toContainEqual(expect.stringMatching(/brandFont/));
  // English needs only the latin subset, one small file from this site.
  expect(fonts).toHaveLength(1);
  expect(fonts[0]).toMatch(/^\/_next\/static\/media\/.+\.woff2$/);
  const size = await page.evaluate(
    async (path) => (await (await fetch(path)).arrayBuffer()).byteLength,
    fonts[0]!,
  );
  expect(size).toBeLessThan(25_000);

  // Hungarian headings with ő and ű take the latin-ext subset as well.
  await setLocaleCookie(context, baseURL!, 'hu');
  await page.goto('/puppies');
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect(page.locator('html')).toHaveAttribute('data-fonts', '');
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => new Set(fonts).size).toBe(2);
  expect(foreign).toEqual([]);
});

test('until the font comes, the first screen keeps its layout in the local fallback, and every heading its width', async ({
  page,
}) => {
  // The first paint of a first visit shows the fallback (app/globals.css): a system font scaled
  // to the brand's. The font comes within a moment of that paint, before a visitor scrolls, so
  // what must not move is the first screen: its headings and the header (whose name wraps to two
  // lines between 1200 and 1399 px, the closest fit on the site). Further down a heading whose
  // line ends within the fallback's margin of error can still wrap differently (components/layout/fonts/README.md).
  const HEADINGS = 'h1, h2, h3, h4, h5, h6, .site-brand';
  const rooms = () =>
    page.locator(HEADINGS).evaluateAll((elements) =>
      elements.map((e) => {
        const box = e.getBoundingClientRect();
        // The text on one line, so its width does not depend on where it wraps.
        const line = document.createElement('span');
        line.style.whiteSpace = 'nowrap';
        line.textContent = e.textContent;
        e.append(line);
        const width = line.getBoundingClientRect().width;
        line.remove();
        return {
          text: e.textContent!,
          room: `${e.textContent}: ${Math.round(box.height)} px high at y ${Math.round(box.top)}`,
          top: box.top,
          width,
        };
      }),
    );
  const HEIGHT = 900;
  for (const width of [375, 1280, 1366]) {
    await page.setViewportSize({ width, height: HEIGHT });
    for (const path of ['/', '/puppies', '/transport', '/contact']) {
      await page.goto(path);
      await page.evaluate(() => document.fonts.ready);
      const inFont = await rooms();
      const firstScreen = inFont.filter(({ top }) => top < HEIGHT);
      expect(firstScreen.length, path).toBeGreaterThan(1);
      await page.addStyleTag({
        content: `${HEADINGS} { font-family: var(--font-brand-fallback) !important; }`,
      });
      const inFallback = await rooms();
      expect(
        inFallback.slice(0, firstScreen.length).map(({ room }) => room),
        `${path} at ${width} px`,
      ).toEqual(firstScreen.map(({ room }) => room));
      // Scaled to the font's width: plain Times is about 15 % narrower, DejaVu Serif 7 % wider.
      // Over a page's headings within 3 %; a short word alone can be further off.
      const total = (headings: { width: number }[]) =>
        headings.reduce((sum, { width }) => sum + width, 0);
      expect(Math.abs(total(inFallback) / total(inFont) - 1), path).toBeLessThan(0.03);
      const offs = inFallback
        .map(({ text, width: inOne }, i) => ({ text, ratio: inOne / inFont[i]!.width }))
        .filter(({ ratio }) => Math.abs(ratio - 1) > 0.1);
      expect(offs, `${path} at ${width} px`).toEqual([]);
      // One of the site's own scaled faces did the drawing, not the browser's plain serif.
      const fallbacks = await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => face.family.includes('brandFont Fallback') && face.status === 'loaded')
          .map((face) => face.family),
      );
      expect(fallbacks, path).toHaveLength(1);
    }
  }
});

test("a static page's first paint shows the headings in the adjusted fallback; the font comes after it", async ({
  browser,
  baseURL,
}) => {
  // Without script the switch that comes after the first paint never comes: what the page is
  // until then stays on screen.
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const page = await context.newPage();
  const fonts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'font') fonts.push(request.url());
  });
  await page.goto('/');
  await expect(page.locator('html')).not.toHaveAttribute('data-fonts');
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(HERO_TITLE);
  // The fallback whose metrics match the font's, so nothing moves when the font comes.
  expect(await heading.evaluate((h) => getComputedStyle(h).fontFamily)).toMatch(
    /^"?brandFont Fallback"?,/,
  );
  await page.waitForLoadState('load');
  expect(fonts).toEqual([]);
  await context.close();
});

test('a full load from the site itself switches the font on while it is parsed, before it paints', async ({
  page,
  baseURL,
}) => {
  // Whether the headings' font was on once the HTML had been read, before any frame. (When its
  // file is cached, the browser loads it early either way: what matters is which face the first
  // paint uses.)
  await page.addInitScript(() => {
    document.addEventListener('DOMContentLoaded', () => {
      const on = document.documentElement.hasAttribute('data-fonts');
      (window as unknown as { fontsOnAtParse: boolean }).fontsOnAtParse = on;
    });
  });
  const fontsOnAtParse = () =>
    page.evaluate(() => (window as unknown as { fontsOnAtParse: boolean }).fontsOnAtParse);

  await page.goto('/');
  expect(await fontsOnAtParse()).toBe(false); // from elsewhere: after the first paint
  await expect(page.locator('html')).toHaveAttribute('data-fonts', '');
  // A link followed without script, a reload, back: the font is in the cache by then.
  await page.goto('/puppies', { referer: `${baseURL}/` });
  expect(await fontsOnAtParse()).toBe(true);
  await page.reload();
  expect(await fontsOnAtParse()).toBe(true);
  await page.goBack();
  expect(await fontsOnAtParse()).toBe(true);
  await page.goto('/puppies');
  expect(await fontsOnAtParse()).toBe(false);
});
