import { answerJson, expect, test } from './api';
import { MESSAGES, setLocaleCookie, translator } from './support';

// The enquiry form checks itself in the browser without zod or a form library (they would triple
// the script of every dog page): what react-hook-form did for it, the form must still do.
const en = MESSAGES.en;

test('the enquiry form points at each mistake, re-checks as typed and shows the server’s answers', async ({
  page,
  context,
  baseURL,
}) => {
  await setLocaleCookie(context, baseURL!, 'en');
  await page.goto('/contact');
  const form = page.getByRole('region', { name: en.EnquiryForm.titleGeneral });
  // Hydrated: the script, not the browser, checks the form from now on.
  await expect(form.locator('form')).toHaveAttribute('novalidate', '');
  const name = form.getByRole('textbox', { name: en.EnquiryForm.name });
  const email = form.getByRole('textbox', { name: en.EnquiryForm.email });
  const phone = form.getByRole('textbox', { name: en.EnquiryForm.phone });
  const message = form.getByRole('textbox', { name: en.EnquiryForm.message });
  const consent = form.getByRole('checkbox');
  const submit = form.getByRole('button', { name: en.EnquiryForm.submit });
  const banner = page.getByTestId('alert-banner');

  // The browser takes "ann@example" for an address; the server does not, so neither does the form.
  await name.fill('Ann');
  await email.fill('ann@example');
  await message.fill('   ');
  await submit.click();
  await expect(email).toBeFocused();
  await expect(email).toHaveAttribute('aria-invalid', 'true');
  await expect(email).toHaveAttribute('aria-describedby', 'enquiry-email-error');
  await expect(form.locator('#enquiry-email-error')).toHaveText(en.apiErrors.invalidEmail);
  await expect(form.locator('#enquiry-message-error')).toHaveText(en.apiErrors.required);
  await expect(form.locator('#enquiry-consent-error')).toHaveText(en.apiErrors.consentRequired);
  await expect(name).not.toHaveAttribute('aria-invalid');

  // Each fix clears its own error at once, and a new mistake shows as it is made.
  await email.fill('ann@example.com');
  await expect(email).not.toHaveAttribute('aria-invalid');
  await expect(form.locator('#enquiry-email-error')).toHaveCount(0);
  await phone.fill('+36 harminc');
  await expect(form.locator('#enquiry-phone-error')).toHaveText(en.apiErrors.invalidPhone);
  await phone.fill('+36 30 123 4567');
  await message.fill('Do you ship to Vienna?');
  await consent.check();
  await expect(form.locator('.invalid-feedback')).toHaveCount(0);

  // The server refuses a field: its message shows under that field and in the banner.
  await page.route('**/api/enquiries', (route) =>
    answerJson(route, 422, {
      message: 'validationFailed',
      errors: [{ path: 'phone', msg: 'invalidPhone' }],
    }),
  );
  await submit.click();
  await expect(phone).toHaveAttribute('aria-invalid', 'true');
  await expect(form.locator('#enquiry-phone-error')).toHaveText(en.apiErrors.invalidPhone);
  await expect(banner).toContainText(en.apiErrors.invalidPhone);
  await phone.fill('+36 30 765 4321');
  await expect(phone).not.toHaveAttribute('aria-invalid');

  // Too many messages: the wait in minutes; no connection: a word on that. Nothing is lost.
  await page.unroute('**/api/enquiries');
  await page.route('**/api/enquiries', (route) =>
    route.fulfill({
      status: 429,
      headers: { 'Retry-After': '120' },
      contentType: 'application/json',
      body: JSON.stringify({ message: 'tooManyEnquiries' }),
    }),
  );
  await submit.click();
  await expect(banner).toContainText(translator('en')('EnquiryForm.throttled', { minutes: 2 }));
  await page.unroute('**/api/enquiries');
  await page.route('**/api/enquiries', (route) => route.abort());
  await submit.click();
  await expect(banner).toContainText(en.apiErrors.networkError);
  await expect(submit).toBeEnabled();
  await expect(message).toHaveValue('Do you ship to Vienna?');

  // Sent: the JSON the API takes, the thanks in focus, and a fresh form for another message.
  await page.unroute('**/api/enquiries');
  await page.route('**/api/enquiries', (route) => answerJson(route, 201, { id: 1 }));
  const request = page.waitForRequest('**/api/enquiries');
  await submit.click();
  expect((await request).postDataJSON()).toMatchObject({
    dogId: null,
    name: 'Ann',
    email: 'ann@example.com',
    phone: '+36 30 765 4321',
    message: 'Do you ship to Vienna?',
    locale: 'en',
    consent: true,
    website: '',
    start: expect.stringMatching(/^\d+\.[\w-]{43}$/),
  });
  await expect(page.getByText(en.EnquiryForm.sent)).toBeFocused();
  await form.getByRole('button', { name: en.EnquiryForm.another }).click();
  await expect(page.getByText(en.EnquiryForm.sent)).toBeHidden();
  await expect(name).toHaveValue('');
  await expect(consent).not.toBeChecked();
  // Checked again only when sent again, as the first time.
  await name.fill('A');
  await name.fill('');
  await expect(name).not.toHaveAttribute('aria-invalid');
  await submit.click();
  await expect(name).toBeFocused();
  await expect(name).toHaveAttribute('aria-invalid', 'true');
});

test('the draft is kept across the privacy link and Back, and dropped once sent', async ({
  page,
  context,
  baseURL,
}) => {
  await setLocaleCookie(context, baseURL!, 'en');
  await page.goto('/contact');
  const form = page.getByRole('region', { name: en.EnquiryForm.titleGeneral });
  await expect(form.locator('form')).toHaveAttribute('novalidate', '');
  const fields = {
    [en.EnquiryForm.name]: 'Back Button Betty',
    [en.EnquiryForm.email]: 'betty@example.com',
    [en.EnquiryForm.phone]: '+43 660 1234567',
    [en.EnquiryForm.message]: 'Before I agree: what do you keep about me?',
  };
  for (const [label, value] of Object.entries(fields)) {
    await form.getByRole('textbox', { name: label }).fill(value);
  }
  await form.getByRole('checkbox').check();

  // The consent label's link leaves the page; Back brings the form back as it was typed.
  await form.getByRole('link', { name: en.PrivacyPage.title }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.PrivacyPage.title);
  await page.goBack();
  await expect(page).toHaveURL(/\/contact$/);
  for (const [label, value] of Object.entries(fields)) {
    await expect(form.getByRole('textbox', { name: label })).toHaveValue(value);
  }
  await expect(form.getByRole('checkbox')).toBeChecked();

  // Sent: nothing is kept for the next visit.
  await page.route('**/api/enquiries', (route) => answerJson(route, 201, { id: 1 }));
  await form.getByRole('button', { name: en.EnquiryForm.submit }).click();
  await expect(page.getByText(en.EnquiryForm.sent)).toBeFocused();
  await page.goto('/contact');
  await expect(form.locator('form')).toHaveAttribute('novalidate', '');
  await expect(form.getByRole('textbox', { name: en.EnquiryForm.name })).toHaveValue('');
  await expect(form.getByRole('textbox', { name: en.EnquiryForm.message })).toHaveValue('');
});
