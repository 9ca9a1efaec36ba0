import { randomUUID } from 'node:crypto';
import type { APIRequestContext, Page } from '@playwright/test';
import { expect, signIn, test } from './api';
import { formStart, pageFormStart } from './enquiry-start';
import { expectNoViolations, MESSAGES, setLocaleCookie, translator } from './support';
import { describeError, HtmlDocuments } from './vnu';
import { MIN_FILL_MS } from '@/features/enquiries/fields';

// An applicant applies for a puppy on a phone in Hungarian, with and without
// JavaScript; the breeder approves the application on a phone.
const hu = MESSAGES.hu;
const en = MESSAGES.en;

/** The applications stored for an e-mail address, read through the admin API. */
async function stored(request: APIRequestContext, token: string, email: string) {
  const response = await request.get('/api/admin/applications?limit=100', {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  const { items } = (await response.json()) as { items: { email: string; id: number }[] };
  return items.filter((a) => a.email === email);
}

/** Fills in the whole form as a Hungarian applicant would. */
async function fillApplication(page: Page, email: string, phone: string) {
  const form = page.locator('#apply-form');
  await form.getByRole('textbox', { name: hu.Apply.name }).fill('Kovács Éva');
  await form.getByRole('textbox', { name: hu.Apply.email }).fill(email);
  await form.getByRole('textbox', { name: hu.Apply.phone }).fill(phone);
  await form.getByRole('combobox', { name: hu.Apply.country }).selectOption('HU');
  await form.getByRole('textbox', { name: hu.Apply.city }).fill('Szeged');
  await form.getByRole('textbox', { name: hu.Apply.household }).fill('Két felnőtt, kertes ház.');
  await form.getByRole('textbox', { name: hu.Apply.experience }).fill('Volt már bulldogunk.');
  await form.getByRole('radio', { name: translator('hu')('Apply.sex', { sex: 'female' }) }).check();
  await form.getByRole('textbox', { name: hu.Apply.timing }).fill('Tavasszal');
  await form.getByRole('checkbox').check();
}

test.describe('the applicant, on a phone', () => {
  test.use({ viewport: { width: 375, height: 800 } });

  test('applies in Hungarian with JavaScript: errors beside the fields, then the thank-you part', async ({
    page,
    context,
    baseURL,
    request,
    token,
    api,
  }) => {
    test.slow();
    const email = `jelentkezo-${randomUUID().slice(0, 8)}@example.com`;
    const dog = await api.createDog({ name: `Pötyi ${randomUUID().slice(0, 6)}` });
    await setLocaleCookie(context, baseURL!, 'hu');
    await page.clock.install();
    // An available puppy's page leads to the form.
    await page.goto(`/${dog.slug}`);
    await page
      .getByRole('link', { name: translator('hu')('Apply.applyForPuppy', { name: dog.name }) })
      .click();
    await page.waitForURL('**/apply');
    const started = pageFormStart(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
    await expect(page.getByRole('heading', { level: 1, name: hu.Apply.title })).toBeVisible();
    const form = page.locator('#apply-form');
    // Hydrated: the server's answer, not the browser, marks the fields from now on.
    await expect(form).toHaveAttribute('novalidate', '');
    // The consent links to the privacy notice.
    await expect(form.getByRole('link', { name: /adatkezelési tájékoztató/ })).toHaveAttribute(
      'href',
      '/privacy',
    );

    await form.getByRole('button', { name: hu.Apply.submit }).click();
    const name = form.getByRole('textbox', { name: hu.Apply.name });
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toBeFocused();
    await expect(page.locator('#apply-name-error')).toHaveText(hu.apiErrors.required);
    await expect(page.locator('#apply-country-error')).toHaveText(hu.apiErrors.invalidCountry);
    await expect(page.locator('#apply-consent-error')).toHaveText(hu.apiErrors.applicationConsent);
    await expectNoViolations(page, 'application form with errors');

    await fillApplication(page, email, '06 30 123 4567');
    await page.clock.fastForward('00:10');
    await started.ripe();
    await form.getByRole('button', { name: hu.Apply.submit }).click();
    const thanks = page.getByRole('heading', { name: hu.Apply.sentTitle });
    await expect(thanks).toBeVisible();
    await expect(page.locator('#apply-sent')).toBeFocused();
    await expect(page.getByText(hu.Apply.sentText)).toBeVisible();
    await expect(form).toBeHidden();
    await expect(page.locator('#apply-name-error')).toHaveText('');
    await expectNoViolations(page, 'application sent');

    const [application] = await stored(request, token, email);
    expect(application).toMatchObject({
      name: 'Kovács Éva',
      phone: '+36 30 123 4567',
      country: 'HU',
      locale: 'hu',
      preferredSex: 'female',
      status: 'new',
    });
  });

  test('applies without JavaScript: a refused field comes back with its error and everything typed', async ({
    browser,
    baseURL,
    request,
    token,
  }) => {
    test.slow();
    const email = `nojs-${randomUUID().slice(0, 8)}@example.com`;
    const context = await browser.newContext({
      javaScriptEnabled: false,
      viewport: { width: 375, height: 800 },
    });
    await setLocaleCookie(context, baseURL!, 'hu');
    const page = await context.newPage();
    const documents = new HtmlDocuments();
    try {
      await page.goto('/apply');
      documents.add('apply', await page.content());
      await fillApplication(page, email, '06 30 12');
      await page
        .locator('#apply-form')
        .getByRole('textbox', { name: `${hu.Apply.message} (${hu.Apply.optional})` })
        .fill('Szeretnénk egy kék szukát.');
      // The fill time counts from when the page was made: a person is never this quick.
      await page.waitForTimeout(MIN_FILL_MS + 500);
      // The browser lets the number through (it has the shape of one); the server cannot dial it.
      await page.getByRole('button', { name: hu.Apply.submit }).click();
      await page.waitForURL('**/apply?draft=1#apply-form');
      const phone = page.getByRole('textbox', { name: hu.Apply.phone });
      await expect(phone).toHaveValue('06 30 12');
      await expect(phone).toHaveAttribute('aria-invalid', 'true');
      await expect(page.locator('#apply-phone-error')).toHaveText(hu.apiErrors.invalidPhone);
      await expect(page.getByText(hu.Apply.notSent)).toBeVisible();
      await expect(page.getByRole('textbox', { name: hu.Apply.household })).toHaveValue(
        'Két felnőtt, kertes ház.',
      );
      await expect(page.getByRole('combobox', { name: hu.Apply.country })).toHaveValue('HU');
      await expect(page.getByRole('checkbox')).toBeChecked();
      documents.add('apply with errors', await page.content());

      await phone.fill('+36 30 123 4567');
      await page.getByRole('button', { name: hu.Apply.submit }).click();
      await page.waitForURL('**/apply#apply-sent');
      await expect(page.getByRole('heading', { name: hu.Apply.sentTitle })).toBeVisible();
      await expect(page.getByRole('button', { name: hu.Apply.submit })).toBeHidden();
      documents.add('apply sent', await page.content());
      expect((await documents.errors()).map(describeError)).toEqual([]);
    } finally {
      await context.close();
    }
    const [application] = await stored(request, token, email);
    expect(application).toMatchObject({ name: 'Kovács Éva', phone: '+36 30 123 4567' });
  });
});

test.describe('the breeder, on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('finds a new application, reads it and approves it with an edited message', async ({
    page,
    context,
    baseURL,
    request,
    token,
  }) => {
    test.slow();
    const applicant = `Weber ${randomUUID().slice(0, 6)}`;
    const sent = await request.post('/api/applications', {
      data: {
        name: applicant,
        email: `weber-${randomUUID().slice(0, 8)}@example.de`,
        phone: '+49 151 23456789',
        country: 'DE',
        city: 'München',
        household: 'Zwei Erwachsene, Wohnung mit Balkon.',
        experience: 'Seit zehn Jahren Bulldoggen.',
        preferredSex: 'male',
        preferredColor: 'any',
        litter: 'any',
        timing: 'Im Sommer',
        locale: 'de',
        consent: true,
        website: '',
        start: await formStart(request),
      },
    });
    expect(sent.status(), await sent.text()).toBe(201);
    await signIn(context, baseURL!, token);
    await setLocaleCookie(context, baseURL!, 'en');

    await page.goto('/admin/applications?status=new');
    await expect(
      page.getByRole('heading', { level: 1, name: en.ApplicationAdmin.title }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: en.AdminNav.applications })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const documents = new HtmlDocuments();
    documents.add('admin applications', await page.content());
    await expectNoViolations(page, 'admin applications');
    // The filters are a plain form: the filtered list has an address of its own.
    await page.getByRole('combobox', { name: en.ApplicationAdmin.sex }).selectOption('male');
    await page.getByRole('button', { name: en.ApplicationAdmin.show }).click();
    await expect(page).toHaveURL(/sex=male/);
    await page
      .getByRole('link', { name: translator('en')('ApplicationAdmin.open', { name: applicant }) })
      .click();

    await expect(page.getByRole('heading', { level: 1, name: applicant })).toBeVisible();
    await expect(page.getByText('Seit zehn Jahren Bulldoggen.')).toBeVisible();
    const message = page.getByRole('textbox', { name: /Message to the applicant/ });
    await expect(message).toHaveValue(new RegExp(`^Guten Tag ${applicant},`));
    documents.add('admin application', await page.content());
    await expectNoViolations(page, 'admin application');
    await message.fill(`Guten Tag ${applicant}, willkommen auf unserer Warteliste!`);
    await page.getByRole('button', { name: en.ApplicationAdmin.sendApprove }).click();
    await expect(
      page.getByText(translator('en')('ApplicationAdmin.approved', { name: applicant })),
    ).toBeVisible();
    await expect(page.getByText('willkommen auf unserer Warteliste!')).toBeVisible();
    await expect(
      page.getByText(translator('en')('ApplicationAdmin.state', { status: 'waiting' })),
    ).toBeVisible();
    expect((await documents.errors()).map(describeError)).toEqual([]);
  });
});
