import { MIN_FILL_MS } from '@/features/enquiries/fields';
import { KennelApi } from './api';
import { expect, test, type TestSmtpServer } from './mail-site';
import { expectNoViolations, MESSAGES, setLocaleCookie } from './support';
import { describeError, HtmlDocuments } from './vnu';

// "Tell me when puppies are born": a German visitor on a phone subscribes from
// /puppies and confirms from the mailed link, with JavaScript and without.
const de = MESSAGES.de;
const PHONE = { width: 375, height: 800 };
const ADMIN = { name: 'Anna', email: 'anna@example.com', password: 'Frenchie2014x' };

test.use({ viewport: PHONE });

/** The link of the latest mail to `email` that opens `page`. */
async function mailedLink(smtp: TestSmtpServer, email: string, page: 'confirm' | 'unsubscribe') {
  await expect
    .poll(() => smtp.received.filter((m) => m.to.includes(email)).length, { timeout: 20_000 })
    .toBeGreaterThan(0);
  const mail = smtp.received.filter((m) => m.to.includes(email)).at(-1)!;
  expect(mail.subject).toContain('Bitte bestätigen Sie Ihre Anmeldung für Wurf-Neuigkeiten');
  const link = new RegExp(`https?://\\S+/subscriptions/${page}\\?token=[\\w-]{43}`).exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return link![0];
}

test('a German visitor subscribes from /puppies at 375 px and confirms from the mail, with and without JavaScript', async ({
  browser,
  page,
  context,
  baseURL,
  request,
  mailSite,
}) => {
  test.slow();
  // A puppy on the list: its page is then rendered by the running site, with a signed start in
  // the form for visitors without JavaScript.
  const signup = await request.post('/api/auth/signup', { data: ADMIN });
  expect(signup.status()).toBe(201);
  await new KennelApi(request, (await signup.json()).token).createDog({ name: 'Bruno' });
  const documents = new HtmlDocuments();

  // With JavaScript: checked as typed, sent as JSON, answered in place.
  await setLocaleCookie(context, baseURL!, 'de');
  await page.goto('/puppies');
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  const form = page.getByRole('region', { name: de.Subscribe.title });
  await form.getByRole('textbox', { name: de.Subscribe.email }).fill('lena@example.de');
  await form.getByRole('button', { name: de.Subscribe.submit }).click();
  await expect(form.getByText(de.apiErrors.subscriptionConsentRequired)).toBeVisible();
  await expectNoViolations(page, 'subscribe form with an error');
  await form.getByRole('checkbox').check();
  await form.getByRole('button', { name: de.Subscribe.submit }).click();
  await expect(form.getByText(de.Subscribe.sent)).toBeVisible({ timeout: MIN_FILL_MS + 7_000 });
  await expect(form.getByRole('button', { name: de.Subscribe.submit })).toBeHidden();
  expect(new URL(page.url()).hash).toBe('');
  await expectNoViolations(page, 'subscribe form sent');

  await page.goto(await mailedLink(mailSite.smtp, 'lena@example.de', 'confirm'));
  await expect(page.getByRole('heading', { name: de.Subscribe.confirmTitle })).toBeVisible();
  await expectNoViolations(page, 'confirmation page');
  documents.add('confirmation page', await page.content());
  await page.getByRole('button', { name: de.Subscribe.confirmButton }).click();
  await expect(page.getByText(de.Subscribe.confirmed)).toBeVisible();
  await expectNoViolations(page, 'confirmed');
  documents.add('confirmed', await page.content());

  // Without JavaScript: the same form posts and comes back to its thank-you part.
  const noScript = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  try {
    await setLocaleCookie(noScript, baseURL!, 'de');
    // No script runs here: nothing to wait for after a navigation.
    const plain = await noScript.newPage();
    await plain.goto('/puppies');
    const plainForm = plain.getByRole('region', { name: de.Subscribe.title });
    await expect(plainForm.getByText(de.Subscribe.sent)).toBeHidden();
    await plainForm.getByRole('textbox', { name: de.Subscribe.email }).fill('max@example.at');
    await plainForm.getByRole('checkbox').check();
    documents.add('puppies with the subscribe form', await plain.content());
    // The fill time counts from when the page was made: a person is never this quick.
    const start = await plainForm.locator('input[name="start"]').inputValue();
    expect(start).not.toBe('');
    await expect
      .poll(() => Date.now(), { timeout: MIN_FILL_MS + 5_000 })
      .toBeGreaterThan(Number(start.split('.')[0]) + MIN_FILL_MS + 200);
    await plainForm.getByRole('button', { name: de.Subscribe.submit }).click();
    await plain.waitForURL('**/puppies#subscribe-sent');
    await expect(plainForm.getByText(de.Subscribe.sent)).toBeVisible();
    await expect(plainForm.getByRole('button', { name: de.Subscribe.submit })).toBeHidden();
    documents.add('subscribe form sent without JavaScript', await plain.content());

    await plain.goto(await mailedLink(mailSite.smtp, 'max@example.at', 'confirm'));
    await plain.getByRole('button', { name: de.Subscribe.confirmButton }).click();
    await expect(plain.getByText(de.Subscribe.confirmed)).toBeVisible();

    // The unsubscribe link of the same mail: a page whose button ends it.
    await plain.goto(await mailedLink(mailSite.smtp, 'max@example.at', 'unsubscribe'));
    await expect(plain.getByRole('heading', { name: de.Subscribe.unsubscribeTitle })).toBeVisible();
    documents.add('unsubscribe page', await plain.content());
    await plain.getByRole('button', { name: de.Subscribe.unsubscribeButton }).click();
    await expect(plain.getByText(de.Subscribe.unsubscribed)).toBeVisible();
    documents.add('unsubscribed', await plain.content());
  } finally {
    await noScript.close();
  }
  expect((await documents.errors()).map(describeError)).toEqual([]);
});
