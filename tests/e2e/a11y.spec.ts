import { expect, test } from '@playwright/test';
import {
  acceptCookies,
  expectNoViolations,
  LOCALES,
  MESSAGES,
  PAGES,
  setLocaleCookie,
} from './support';

for (const locale of LOCALES) {
  test(`every public page in ${locale} passes axe`, async ({ page, context, baseURL }) => {
    await setLocaleCookie(context, baseURL!, locale);
    await acceptCookies(context, baseURL!);
    for (const { path } of PAGES) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectNoViolations(page, `${locale} ${path}`);
    }
    await page.goto('/no-such-page');
    await expectNoViolations(page, `${locale} 404`);
  });
}

test.describe('overlays', () => {
  test.use({ locale: 'fr-FR' });

  test('the open language picker passes axe', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('dialog', { name: MESSAGES.en.LanguagePicker.title }),
    ).toBeVisible();
    await expectNoViolations(page, 'language picker');
  });

  test('the cookie notice and the open menus pass axe', async ({ page, context, baseURL }) => {
    await setLocaleCookie(context, baseURL!, 'en');
    await page.goto('/');
    await expect(page.getByRole('region', { name: MESSAGES.en.CookieNotice.label })).toBeVisible();
    await page.getByRole('button', { name: MESSAGES.en.Header.puppies }).click();
    await expectNoViolations(page, 'cookie notice + puppies menu');
    await page.setViewportSize({ width: 375, height: 812 });
    await page.getByRole('button', { name: MESSAGES.en.Header.toggleMenu }).click();
    await expectNoViolations(page, 'phone menu');
  });
});
