import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './api';
import { expectNoViolations, MESSAGES, setLocaleCookie, translator } from './support';
import { describeError, HtmlDocuments } from './vnu';
import { formStart, pageFormStart } from './enquiry-start';

// A buyer asks about a puppy on a phone, with and without JavaScript; the breeder sees
// the count of new enquiries and answers from the inbox.
const hu = MESSAGES.hu;
const en = MESSAGES.en;
const PHONE = { width: 375, height: 800 };

/** What the inbox holds for an e-mail address, read through the API. */
async function stored(request: APIRequestContext, token: string, email: string) {
  const response = await request.get('/api/admin/enquiries', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const all: { email: string; [key: string]: unknown }[] = await response.json();
  return all.filter((e) => e.email === email);
}

test.use({ viewport: PHONE });

test('a Hungarian buyer asks about a puppy at 375 px with JavaScript, checked as typed', async ({
  page,
  context,
  baseURL,
  api,
  request,
  token,
}) => {
  const dog = await api.createDog({ name: `Bogyó ${randomUUID().slice(0, 6)}` });
  const email = `vevo-${randomUUID().slice(0, 8)}@example.com`;
  await setLocaleCookie(context, baseURL!, 'hu');
  await page.clock.install();
  await page.goto(`/${dog.slug}`);
  const started = pageFormStart(page);
  const t = translator('hu');
  const form = page.getByRole('region', { name: t('EnquiryForm.titleDog', { name: dog.name }) });
  await expect(form).toBeVisible();
  await expect(form.getByRole('textbox', { name: hu.EnquiryForm.message })).toHaveValue(
    t('EnquiryForm.messageDog', { name: dog.name }),
  );
  await expect(page.getByRole('button', { name: hu.EnquiryForm.submit })).toBeEnabled();

  // Sent empty: translated errors under the fields, nothing lost, no reload.
  await form.getByRole('textbox', { name: hu.EnquiryForm.email }).fill('nem-email');
  await form.getByRole('button', { name: hu.EnquiryForm.submit }).click();
  const name = form.getByRole('textbox', { name: hu.EnquiryForm.name });
  await expect(name).toHaveAttribute('aria-invalid', 'true');
  await expect(form.getByText(hu.apiErrors.required)).toBeVisible();
  await expect(form.getByText(hu.apiErrors.invalidEmail)).toBeVisible();
  await expect(form.getByText(hu.apiErrors.consentRequired)).toBeVisible();
  await expectNoViolations(page, 'enquiry form with errors');

  await name.fill('Kovács Éva');
  await form.getByRole('textbox', { name: hu.EnquiryForm.email }).fill(email);
  await form.getByRole('textbox', { name: hu.EnquiryForm.phone }).fill('+36 30 123 4567');
  await form.getByRole('checkbox').check();
  // A person takes longer than the minimum fill time, which the server measures on its own clock.
  await page.clock.fastForward('00:10');
  await started.ripe();
  await form.getByRole('button', { name: hu.EnquiryForm.submit }).click();
  await expect(page.getByText(hu.EnquiryForm.sent)).toBeVisible();
  await expect(page.getByText(hu.EnquiryForm.sent)).toBeFocused();
  expect(new URL(page.url()).pathname).toBe(`/${dog.slug}`);
  await expectNoViolations(page, 'enquiry sent');

  const [enquiry] = await stored(request, token, email);
  expect(enquiry).toMatchObject({
    name: 'Kovács Éva',
    phone: '+36 30 123 4567',
    locale: 'hu',
    status: 'new',
    dog: { id: dog.id, slug: dog.slug, name: dog.name },
  });
});

test('without JavaScript the same form posts and comes back to a thank-you state', async ({
  browser,
  baseURL,
  api,
  request,
  token,
}) => {
  test.slow();
  const dog = await api.createDog({ name: `Csoki ${randomUUID().slice(0, 6)}` });
  await api.updateDog(dog.id, { reserved: true });
  const email = `nojs-${randomUUID().slice(0, 8)}@example.com`;
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  await setLocaleCookie(context, baseURL!, 'hu');
  const page = await context.newPage();
  const t = translator('hu');
  try {
    await page.goto(`/${dog.slug}`);
    // Reserved: the page says so and offers the waiting list.
    await expect(page.getByText(t('DogPage.contactReserved', { name: dog.name }))).toBeVisible();
    const form = page.getByRole('region', {
      name: t('EnquiryForm.titleWaitingList', { name: dog.name }),
    });
    const message = form.getByRole('textbox', { name: hu.EnquiryForm.message });
    await message.fill('Mikor lesz a következő alom?');
    await form.getByRole('textbox', { name: hu.EnquiryForm.name }).fill('Nagy Péter');
    await form.getByRole('textbox', { name: hu.EnquiryForm.email }).fill(email);
    await form.getByRole('checkbox').check();
    await expect(page.getByText(hu.EnquiryForm.sent)).toBeHidden();

    // A wrong phone number: the browser itself stops the form, and nothing typed is lost.
    const phone = form.getByRole('textbox', { name: hu.EnquiryForm.phone });
    await phone.fill('+36 harminc');
    await form.getByRole('button', { name: hu.EnquiryForm.submit }).click();
    expect(await phone.evaluate((input: HTMLInputElement) => input.validity.patternMismatch)).toBe(
      true,
    );
    expect(new URL(page.url()).hash).toBe('');
    // Past the browser's checks (as an old browser would send it), the server refuses it: the
    // page says so, and Back brings the text back as it was typed.
    await form.locator('form').evaluate((element: HTMLFormElement) => {
      element.noValidate = true;
    });
    await form.getByRole('button', { name: hu.EnquiryForm.submit }).click();
    await page.waitForURL(`**/${dog.slug}#enquiry-failed`);
    await expect(page.getByText(hu.EnquiryForm.failed)).toBeVisible();
    await page.goBack();
    await expect(message).toHaveValue('Mikor lesz a következő alom?');
    await expect(phone).toHaveValue('+36 harminc');
    await phone.fill('+36 30 123 4567');
    // The fill time counts from when the page was made: a person is never this quick.
    await page.waitForTimeout(3500);
    await form.getByRole('button', { name: hu.EnquiryForm.submit }).click();
    await page.waitForURL(`**/${dog.slug}#enquiry-sent`);
    await expect(page.getByText(hu.EnquiryForm.sent)).toBeVisible();
    await expect(form.getByRole('button', { name: hu.EnquiryForm.submit })).toBeHidden();
    // axe needs script in the page; the markup of this state is checked instead.
    const documents = new HtmlDocuments();
    documents.add('thank-you without JavaScript', await page.content());
    expect((await documents.errors()).map(describeError)).toEqual([]);
  } finally {
    await context.close();
  }
  const [enquiry] = await stored(request, token, email);
  expect(enquiry).toMatchObject({ name: 'Nagy Péter', locale: 'hu', dog: { id: dog.id } });
});

test('the breeder sees the count of new enquiries, answers one and deletes one', async ({
  page,
  context,
  baseURL,
  api,
  request,
  token,
}) => {
  test.slow();
  const dog = await api.createDog({ name: `Mogyoró ${randomUUID().slice(0, 6)}` });
  const visitor = `Visitor ${randomUUID().slice(0, 6)}`;
  const email = `buyer-${randomUUID().slice(0, 8)}@example.com`;
  const start = await formStart(request);
  // The one about the dog written in German: the reply's subject is in German too.
  for (const [dogId, message, locale] of [
    [dog.id, 'Ist sie noch zu haben?', 'de'],
    [null, 'Do you ship to Vienna?', 'en'],
  ] as const) {
    const sent = await request.post('/api/enquiries', {
      data: {
        dogId,
        name: visitor,
        email,
        message,
        locale,
        consent: true,
        website: '',
        start,
      },
    });
    expect(sent.status()).toBe(201);
  }
  await signIn(context, baseURL!, token);
  await page.goto('/');
  const t = translator('en');
  // On a phone the header's menus sit behind its toggle.
  await page.getByRole('button', { name: en.Header.toggleMenu }).click();
  const menu = page.getByRole('banner').getByRole('button', { name: /new enquir/ });
  await expect(menu).toBeVisible();
  await menu.click();
  await page
    .getByRole('banner')
    .getByRole('link', { name: new RegExp(en.UserMenu.enquiries) })
    .click();
  await expect(page).toHaveURL(/\/admin\/enquiries$/);
  await expect(
    page.getByRole('heading', { level: 1, name: en.AdminEnquiries.title }),
  ).toBeVisible();

  const cards = page.getByRole('article').filter({ hasText: visitor });
  await expect(cards).toHaveCount(2);
  // Newest first: the general question, then the one about the dog with both its links.
  await expect(cards.nth(0)).toContainText('Do you ship to Vienna?');
  await expect(cards.nth(0)).toContainText(en.AdminEnquiries.general);
  // The enquirer's language, named in the breeder's.
  await expect(cards.nth(0)).toContainText('Writes in English');
  const aboutDog = cards.nth(1);
  await expect(aboutDog).toContainText('Writes in German');
  await expect(
    aboutDog.getByRole('link', { name: t('AdminEnquiries.publicPage', { name: dog.name }) }),
  ).toHaveAttribute('href', `/${dog.slug}`);
  await expect(
    aboutDog.getByRole('link', { name: t('AdminEnquiries.editDog', { name: dog.name }) }),
  ).toHaveAttribute('href', `/admin/products/edit/${dog.id}`);
  const reply = aboutDog.getByRole('link', { name: new RegExp(en.AdminEnquiries.reply) });
  await expect(reply).toHaveAttribute(
    'href',
    `mailto:${email}?subject=${encodeURIComponent(translator('de')('EnquiryMail.replySubject', { dog: dog.name }))}`,
  );
  await expectNoViolations(page, 'inbox');

  await aboutDog.getByRole('button', { name: new RegExp(en.AdminEnquiries.markAnswered) }).click();
  await expect(aboutDog).toContainText(t('AdminEnquiries.status', { status: 'answered' }));
  await expect
    .poll(async () => (await stored(request, token, email)).map((e) => e.status).sort())
    .toEqual(['answered', 'new']);

  // Only the new ones, then deleting after confirmation (the screen loaded afresh, so that its
  // markup is checked as the server sent it, with the dialog open).
  await page.goto('/admin/enquiries');
  await page.getByLabel(en.AdminEnquiries.filter).selectOption('new');
  await expect(cards).toHaveCount(1);
  await cards
    .first()
    .getByRole('button', { name: new RegExp(en.AdminEnquiries.delete) })
    .click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(en.AdminEnquiries.deleteBody);
  const documents = new HtmlDocuments();
  documents.add('inbox with the delete dialog', await page.content());
  await dialog.getByRole('button', { name: en.AdminEnquiries.delete }).click();
  await expect(cards).toHaveCount(0);
  await expect.poll(async () => (await stored(request, token, email)).length).toBe(1);
  expect((await documents.errors()).map(describeError)).toEqual([]);

  // Reserved is a switch beside found-a-family, saved at once.
  await page.goto('/admin/products');
  const reserved = page
    .getByTestId(`dog-card-${dog.id}`)
    .getByRole('switch', { name: `${en.AdminDogs.reserved} ${dog.name}` });
  await expect(reserved).not.toBeChecked();
  await reserved.click();
  await expect(reserved).toBeChecked();
  await expect
    .poll(async () => {
      const response = await request.get(`/api/dogs/${dog.slug}`);
      return (await response.json()).reserved;
    })
    .toBe(true);
});

test('the contact page takes a general question, and the privacy page is linked', async ({
  page,
  context,
  baseURL,
}) => {
  await setLocaleCookie(context, baseURL!, 'de');
  await page.goto('/contact');
  const form = page.getByRole('region', { name: MESSAGES.de.EnquiryForm.titleGeneral });
  await expect(form.getByRole('textbox', { name: MESSAGES.de.EnquiryForm.message })).toHaveValue(
    '',
  );
  await form.getByRole('link', { name: MESSAGES.de.PrivacyPage.title }).click();
  await expect(page).toHaveURL(/\/privacy$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(MESSAGES.de.PrivacyPage.title);
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: MESSAGES.de.Footer.privacy }),
  ).toBeVisible();
});

test.describe('the inbox away from Budapest', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('shows times in the kennel’s zone wherever the phone is, and says when no mail goes out', async ({
    page,
    context,
    baseURL,
    request,
    token,
  }) => {
    const email = `zone-${randomUUID().slice(0, 8)}@example.com`;
    const sent = await request.post('/api/enquiries', {
      data: {
        name: 'Zoned Zoe',
        email,
        message: 'What time is it there?',
        locale: 'en',
        consent: true,
        start: await formStart(request),
      },
    });
    expect(sent.status()).toBe(201);
    const [enquiry] = await stored(request, token, email);
    const at = new Date(String(enquiry!.createdAt));
    const shown = (timeZone: string) =>
      new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short', timeZone })
        .format(at)
        .replace(/\s/g, ' ');
    await signIn(context, baseURL!, token);
    await setLocaleCookie(context, baseURL!, 'en');
    await page.goto('/admin/enquiries');
    const card = page.getByRole('article').filter({ hasText: 'Zoned Zoe' });
    // One zone on every screen: the server's rendering and the browser's agree.
    await expect(card).toContainText(shown('Europe/Budapest'));
    await expect(card).not.toContainText(shown('America/New_York'));
    // The test site has no SMTP_URL.
    await expect(page.getByRole('note')).toHaveText(en.AdminEnquiries.mailOff);

    // Mail the outbox gave up on shows on its enquiry (the API's answer, as a site with mail gives it).
    await page.route('**/api/admin/enquiries', async (route) => {
      const answer = await route.fetch();
      const list = (await answer.json()) as { email: string; undelivered: string[] }[];
      const marked = list.map((e) =>
        e.email === email ? { ...e, undelivered: ['acknowledgement', 'notice'] } : e,
      );
      await route.fulfill({ response: answer, json: marked });
    });
    await page.reload();
    await expect(card).toContainText(translator('en')('AdminEnquiries.undeliveredAck', { email }));
    await expect(card).toContainText(en.AdminEnquiries.undeliveredNotice);
  });
});
