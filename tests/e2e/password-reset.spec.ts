import { test as base } from './hydration';
import { expect, test } from './mail-site';
import { expectNoViolations, LOCALES, MESSAGES, setLocaleCookie } from './support';

const en = MESSAGES.en;
const ANNA = { name: 'Anna', email: 'anna@example.com', password: 'Frenchie2014x' };

test('forgotten password: a mailed link sets a new one, once', async ({
  page,
  request,
  mailSite,
}) => {
  // Signed up apart from the browser, which stays signed out.
  expect((await request.post('/api/auth/signup', { data: ANNA })).status()).toBe(201);

  await page.goto('/login');
  await page.getByRole('link', { name: en.LoginPage.forgot }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await expect(page.getByRole('heading', { name: en.ForgotPasswordPage.title })).toBeVisible();
  await page.getByLabel(en.ForgotPasswordPage.email).fill(ANNA.email);
  await page.getByRole('button', { name: en.ForgotPasswordPage.submit }).click();
  await expect(page.getByRole('status').filter({ hasText: ANNA.email })).toBeVisible();
  await expectNoViolations(page, 'forgotten password, link sent');

  const [mail] = await mailSite.smtp.waitFor(1);
  const link = /http:\/\/\S+\/reset-password#token=\S+/.exec(mail!.text)?.[0];
  expect(link).toBeDefined();

  await page.goto(link!);
  await expect(page.getByRole('heading', { name: en.ResetPasswordPage.title })).toBeVisible();
  const password = page.getByLabel(en.ResetPasswordPage.password, { exact: true });
  const again = page.getByLabel(en.ResetPasswordPage.confirmPassword);
  await password.fill('Reset2026ab');
  await again.fill('Reset2026ba');
  await page.getByRole('button', { name: en.ResetPasswordPage.submit }).click();
  await expect(page.getByText(en.apiErrors.passwordMismatch)).toBeVisible();
  await expect(again).toHaveAttribute('aria-invalid', 'true');
  await expectNoViolations(page, 'reset form with an error');

  // The eye shows what was typed, and hides it again.
  const show = page.getByRole('button', { name: en.Common.reveal }).last();
  await show.click();
  await expect(again).toHaveAttribute('type', 'text');
  await expect(show).toHaveAttribute('aria-pressed', 'true');
  await expect(again).toHaveValue('Reset2026ba');
  await show.click();
  await expect(again).toHaveAttribute('type', 'password');

  await again.fill('Reset2026ab');
  await page.getByRole('button', { name: en.ResetPasswordPage.submit }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByTestId('alert-banner')).toContainText(en.ResetPasswordPage.done);

  // The link worked once.
  await page.goto(link!);
  await page.getByLabel(en.ResetPasswordPage.password, { exact: true }).fill('Another2026');
  await page.getByLabel(en.ResetPasswordPage.confirmPassword).fill('Another2026');
  await page.getByRole('button', { name: en.ResetPasswordPage.submit }).click();
  await expect(page.getByRole('alert').filter({ hasText: /no longer works/ })).toBeVisible();
  await expect(page.getByRole('link', { name: en.ResetPasswordPage.newLink })).toBeVisible();
  const login = (pass: string) =>
    request.post('/api/auth/login', { data: { email: ANNA.email, password: pass } });
  expect((await login('Reset2026ab')).status()).toBe(200);
  expect((await login('Another2026')).status()).toBe(401);
});

// The shared site sends no mail.
base(
  'without mail, the page shows the shell command; without a link, where to get one',
  async ({ page, context, baseURL }) => {
    base.slow();
    for (const locale of LOCALES) {
      const m = MESSAGES[locale];
      await setLocaleCookie(context, baseURL!, locale);
      await page.goto('/forgot-password');
      await expect(page.getByText(m.ForgotPasswordPage.noMail)).toBeVisible();
      await expect(page.getByText('npm run admin -- password --email')).toBeVisible();
      await expect(page.getByRole('textbox')).toHaveCount(0);
      await expectNoViolations(page, `${locale} /forgot-password without mail`);
      await page.goto('/reset-password');
      await expect(page.getByText(m.ResetPasswordPage.missingLink)).toBeVisible();
      await expectNoViolations(page, `${locale} /reset-password without a link`);
    }
    await setLocaleCookie(context, baseURL!, 'en');
    await page.goto('/reset-password');
    await page.getByRole('link', { name: en.ResetPasswordPage.newLink }).click();
    await expect(page).toHaveURL(/\/forgot-password$/);
  },
);
