import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { acceptCookies, LOCALES, MESSAGES, PAGES, setLocaleCookie } from './support';

async function expectNoViolations(page: Page, label: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'])
    .analyze();
  const summary = results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
  expect(summary, label).toEqual([]);
}

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
