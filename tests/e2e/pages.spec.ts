import { expect, test } from './hydration';
import { LOCALES, MESSAGES, PAGES, setLocaleCookie } from './support';

for (const locale of LOCALES) {
  test.describe(`content pages in ${locale}`, () => {
    test.beforeEach(async ({ context, baseURL }) => {
      await setLocaleCookie(context, baseURL!, locale);
    });

    for (const page of PAGES) {
      test(`${page.path} answers 200 with its translated title`, async ({ page: tab }) => {
        const response = await tab.goto(page.path);
        expect(response?.status()).toBe(200);
        await expect(tab).toHaveTitle(page.title(MESSAGES[locale]));
        await expect(tab.locator('html')).toHaveAttribute('lang', locale);
        await expect(tab.getByRole('heading', { level: 1 })).toBeVisible();
        const description = await tab.locator('meta[name="description"]').getAttribute('content');
        expect(description?.length).toBeGreaterThan(50);
      });
    }
  });
}

test('server HTML is already in the visitor language (no flash of English)', async ({
  request,
}) => {
  const response = await request.get('/transport', { headers: { Cookie: 'NEXT_LOCALE=hu' } });
  const html = await response.text();
  expect(html).toContain('<html lang="hu"');
  expect(html).toContain(MESSAGES.hu.TransportPage.title);
  expect(html).not.toContain(MESSAGES.en.TransportPage.title);
});

test('key facts are on the pages in every language', async ({ page, context, baseURL }) => {
  for (const locale of LOCALES) {
    await context.clearCookies();
    await setLocaleCookie(context, baseURL!, locale);
    const m = MESSAGES[locale];
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toContainText('2014');
    await expect(
      page.getByRole('listitem').filter({ hasText: m.HomePage.priceVetCheck }),
    ).toBeVisible();
    // The pedigree fee, written as the page writes a puppy's price (350 EUR, €350, 350 €).
    const fee = new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: 'EUR',
      maximumFractionDigits: 0,
    }).format(350);
    await expect(page.getByText(new RegExp(fee.replace(/\s/g, '\\s')))).toBeVisible();
    await page.goto('/transport');
    for (const carrier of ['Lufthansa', 'Turkish Airlines', 'LOT Polish Airlines']) {
      await expect(page.getByRole('listitem').filter({ hasText: carrier })).toBeVisible();
    }
    await expect(page.getByRole('contentinfo')).toContainText(m.Footer.location);
  }
});

test('every illustration has dimensions and alt text', async ({ page }) => {
  for (const { path } of PAGES) {
    await page.goto(path);
    const images = await page.locator('main img').evaluateAll((imgs) =>
      imgs.map((img) => ({
        alt: img.getAttribute('alt'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        src: (img as HTMLImageElement).currentSrc || img.getAttribute('src'),
      })),
    );
    for (const img of images) {
      expect(img.alt, `${path} ${img.src}`).toBeTruthy();
      expect(Number(img.width)).toBeGreaterThan(0);
      expect(Number(img.height)).toBeGreaterThan(0);
      expect(new URL(img.src!, 'http://localhost').hostname).toBe('localhost');
    }
  }
});

test('an unknown path answers 404 with the translated page in the public layout', async ({
  page,
  context,
  baseURL,
}) => {
  const response = await page.goto('/this-does-not-exist');
  expect(response?.status()).toBe(404);
  await expect(page.getByText(MESSAGES.en.Errors.notFoundMessage)).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('404 – Page not found');
  await expect(
    page.getByRole('navigation', { name: MESSAGES.en.Header.mainNavigation }),
  ).toBeVisible();
  await expect(page.getByRole('contentinfo')).toBeVisible();

  await setLocaleCookie(context, baseURL!, 'de');
  const nested = await page.goto('/about/nothing/here');
  expect(nested?.status()).toBe(404);
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByText(MESSAGES.de.Errors.notFoundMessage)).toBeVisible();
});
