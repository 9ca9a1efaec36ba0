import { signIn } from './api';
import { expect, test } from './fresh-site';
import { acceptCookies, expectNoViolations, LOCALES, MESSAGES, setLocaleCookie } from './support';
import { describeError, HtmlDocuments } from './vnu';

// The breeder fills in the facts and the legal notice from a phone; visitors reach the
// notice from every page's footer, in every language. A site of its own: the saved kennel name
// and founding year would change every page the other tests read.

const en = MESSAGES.en;

test('the breeder fills in the legal notice at 390 px, and every footer leads to it', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.slow();
  const signup = await request.post('/api/auth/signup', {
    data: { name: 'Anna', email: 'anna@example.com', password: 'Frenchie2014x' },
  });
  expect(signup.status()).toBe(201);
  await signIn(context, baseURL!, (await signup.json()).token);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/admin');

  const facts = page.getByRole('form', { name: en.SiteFacts.title });
  const year = facts.getByLabel(en.SiteFacts.foundingYear, { exact: true });
  const tax = facts.getByLabel(en.SiteFacts.taxNumber, { exact: true });
  const vatId = facts.getByLabel(en.SiteFacts.vatId, { exact: true });
  const hungary = facts.getByRole('listitem').filter({ hasText: en.SiteFacts.noticeLawHU });
  const publish = facts.getByRole('button', { name: en.SiteFacts.save });
  await expect(year).toHaveValue('2014');
  await year.fill('20 16');
  await facts.getByLabel(en.SiteFacts.businessName, { exact: true }).fill('Kovács Éva EV');
  await facts.getByLabel(en.SiteFacts.address, { exact: true }).fill('1111 Budapest\nFő utca 1.');
  await tax.fill('1234<5678');
  await vatId.fill('HU1234');
  // Nothing saved yet: the check names what Hungarian law still needs.
  await expect(hungary).toContainText(en.SiteFacts.businessName);
  await expect(hungary).toContainText(en.SiteFacts.hostingEmail);
  await publish.click();
  // Refused in the browser with the server's keys: each error beside its field, nothing lost.
  await expect(facts.getByText(en.apiErrors.invalidYear)).toBeVisible();
  await expect(facts.getByText(en.apiErrors.invalidTaxNumber)).toBeVisible();
  await expect(tax).toHaveAttribute('aria-invalid', 'true');
  await expect(tax).toHaveValue('1234<5678');
  await expect(year).toHaveValue('20 16');
  await expect(facts.getByText(en.apiErrors.invalidVatId)).toBeVisible();
  await expect(vatId).toHaveAttribute('aria-invalid', 'true');
  await expect(vatId).toHaveValue('HU1234');

  await year.fill('2016');
  // A mistyped check digit is refused; the number typed without hyphens is stored with them.
  await tax.fill('12345678-1-43');
  await publish.click();
  await expect(facts.getByText(en.apiErrors.taxIdCheckDigit)).toBeVisible();
  await tax.fill('12345676143');
  await vatId.fill('hu 1234 5676');
  await publish.click();
  await expect(page.getByRole('alert').filter({ hasText: en.SiteFacts.saved })).toBeVisible();
  await expect(tax).not.toHaveAttribute('aria-invalid', 'true');
  await expect(tax).toHaveValue('12345676-1-43');
  await expect(vatId).toHaveValue('HU12345676');
  // The check follows the save: the name is there now, the host's e-mail still is not.
  await expect(hungary).not.toContainText(en.SiteFacts.businessName);
  await expect(hungary).toContainText(en.SiteFacts.hostingEmail);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('2016');
  const documents = new HtmlDocuments();
  for (const locale of LOCALES) {
    const m = MESSAGES[locale];
    await context.clearCookies();
    await setLocaleCookie(context, baseURL!, locale);
    await acceptCookies(context, baseURL!);
    await page.goto('/');
    await page
      .getByRole('contentinfo')
      .getByRole('link', { name: m.LegalNotice.title, exact: true })
      .click();
    await expect(page).toHaveURL(/\/legal-notice$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.LegalNotice.title);
    const main = page.getByRole('main');
    await expect(main).toContainText('Kovács Éva EV');
    await expect(main).toContainText('12345676-1-43');
    await expect(main).toContainText(m.LegalNotice.vatId);
    await expect(main).toContainText('HU12345676');
    // No e-mail in the contact details yet: the notice says it is being completed.
    await expect(main).toContainText(m.LegalNotice.incomplete);
    await expectNoViolations(page, `${locale} /legal-notice`);
    // The server HTML, filled in (the shared HTML check sees the page empty).
    documents.add(
      `${locale} /legal-notice`,
      await (await page.request.get('/legal-notice')).text(),
    );
  }
  expect((await documents.errors()).map(describeError)).toEqual([]);
});
