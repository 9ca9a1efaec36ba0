import { expect, test } from './api';
import { expectNoViolations, LOCALES, MESSAGES, setLocaleCookie, translator } from './support';

// The terms of sale a buyer reads before applying and paying, in each language: the
// deposit's rules, the warranty by country, the withdrawal right and the model form.
test('the terms of sale in three languages, reached from the apply form', async ({
  page,
  context,
  baseURL,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  for (const locale of LOCALES) {
    const m = MESSAGES[locale];
    const t = translator(locale);
    await context.clearCookies();
    await setLocaleCookie(context, baseURL!, locale);
    await page.goto('/apply');
    await page.getByTestId('apply-terms').getByRole('link').click();
    await expect(page).toHaveURL(/\/terms$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.TermsPage.title);
    const rules = page.locator('#deposit-rules li');
    await expect(rules).toHaveCount(6);
    await expect(rules.first()).toHaveText(
      t('Terms.rule', {
        event: t('Terms.event', { event: 'buyerPasses' }),
        outcome: t('Terms.outcome', { outcome: 'refundFull' }),
      }),
    );
    const warranty = page.getByRole('region', { name: m.TermsPage.warrantyTitle });
    for (const country of ['HU', 'AT', 'DE'] as const) {
      await expect(
        warranty.getByText(t('Terms.warrantyCountry', { country }), { exact: true }),
      ).toBeVisible();
      await expect(warranty).toContainText(t('Terms.warranty', { country }));
    }
    await expect(page.getByRole('heading', { name: m.TermsPage.withdrawalTitle })).toBeVisible();
    await expect(page.getByRole('heading', { name: m.Terms.modelFormTitle })).toBeVisible();
    // Reached from every page's footer too.
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: m.Terms.footer }),
    ).toHaveAttribute('href', '/terms');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );
    await expectNoViolations(page, `${locale} /terms`);
  }
});
