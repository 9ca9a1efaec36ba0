import { expect, test } from './hydration';
import { localeCookie, MESSAGES, setLocaleCookie, translator } from './support';

const YEAR_SECONDS = 365 * 24 * 60 * 60;

test.describe('Accept-Language detection', () => {
  for (const [browserLocale, locale] of [
    ['hu-HU', 'hu'],
    ['de-DE', 'de'],
  ] as const) {
    test.describe(browserLocale, () => {
      test.use({ locale: browserLocale });

      test(`serves ${locale} without asking and without storing a choice`, async ({
        page,
        context,
      }) => {
        await page.goto('/about');
        await expect(page.locator('html')).toHaveAttribute('lang', locale);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(
          MESSAGES[locale].AboutPage.title,
        );
        await expect(page.getByRole('dialog')).toHaveCount(0);
        expect(await localeCookie(context)).toBeUndefined();
      });
    });
  }
});

test.describe('language picker visibility', () => {
  test.describe('browser in French', () => {
    test.use({ locale: 'fr-FR' });

    test('with no stored choice the picker asks, in English', async ({ page }) => {
      await page.goto('/');
      const picker = page.getByRole('dialog', { name: MESSAGES.en.LanguagePicker.title });
      await expect(picker).toBeVisible();
      for (const name of ['English', 'Magyar', 'Deutsch']) {
        await expect(picker.getByRole('button', { name })).toBeVisible();
      }
    });

    test('with a stored choice it stays hidden', async ({ page, context, baseURL }) => {
      await setLocaleCookie(context, baseURL!, 'hu');
      await page.goto('/');
      await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        translator('hu')('HomePage.heroTitle', { foundingYear: '2014' }),
      );
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });

    test('a flag stores the choice for a year and re-renders in place', async ({
      page,
      context,
    }) => {
      await page.goto('/transport');
      await page.evaluate(
        () => ((window as unknown as { __sameDocument: boolean }).__sameDocument = true),
      );
      const picker = page.getByRole('dialog', { name: MESSAGES.en.LanguagePicker.title });
      await picker.getByRole('button', { name: 'Deutsch' }).click();

      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(
        MESSAGES.de.TransportPage.title,
      );
      await expect(page).toHaveTitle(new RegExp(MESSAGES.de.TransportPage.metaTitle));

      const cookie = await localeCookie(context);
      expect(cookie?.value).toBe('de');
      const lifetime = cookie!.expires - Date.now() / 1000;
      expect(lifetime).toBeGreaterThan(YEAR_SECONDS - 2 * 24 * 3600);
      expect(lifetime).toBeLessThan(YEAR_SECONDS + 2 * 24 * 3600);
      expect(await page.evaluate(() => localStorage.getItem('NEXT_LOCALE'))).toBe('de');
      // No full reload: the marker set on the old document is still there.
      expect(
        await page.evaluate(
          () => (window as unknown as { __sameDocument?: boolean }).__sameDocument,
        ),
      ).toBe(true);

      await page.reload();
      await expect(page.locator('html')).toHaveAttribute('lang', 'de');
      await expect(page.getByRole('dialog')).toHaveCount(0);
    });
  });
});

test('the header dropdown switches language and later pages follow', async ({ page, context }) => {
  await page.goto('/breed');
  await page.getByRole('button', { name: /English/ }).click();
  await page.getByRole('button', { name: 'Magyar' }).click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.hu.BreedPage.title);
  expect((await localeCookie(context))?.value).toBe('hu');
  expect(await page.evaluate(() => localStorage.getItem('NEXT_LOCALE'))).toBe('hu');

  // A client-side navigation after the switch shows the next page in Hungarian too.
  await page
    .getByRole('navigation')
    .getByRole('link', { name: MESSAGES.hu.Header.transport })
    .click();
  await expect(page).toHaveURL(/\/transport$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.hu.TransportPage.title);
});

test('a choice kept only in localStorage is restored into the cookie', async ({
  page,
  context,
}) => {
  await page.goto('/about');
  await page.evaluate(() => localStorage.setItem('NEXT_LOCALE', 'de'));
  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.de.AboutPage.title);
  expect((await localeCookie(context))?.value).toBe('de');
});
