import { expect, test } from './api';
import { MESSAGES, setLocaleCookie } from './support';

// Issue 18 (6): the brand's typeface comes from this site only, subset, and the headings use it.

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
  await expect(heading).toHaveText(MESSAGES.en.HomePage.heroTitle);
  await page.evaluate(() => document.fonts.ready);
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
  await page.evaluate(() => document.fonts.ready);
  await expect.poll(() => new Set(fonts).size).toBe(2);
  expect(foreign).toEqual([]);
});
