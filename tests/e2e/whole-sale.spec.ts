import type { Locator, Page } from '@playwright/test';
import { formatDay } from '../../lib/i18n/dates';
import { MIN_FILL_MS } from '@/features/enquiries/fields';
import { KennelApi, signIn } from './api';
import { formStart, pageFormStart } from './enquiry-start';
import { expect, test, type TestSmtpServer } from './mail-site';
import { MESSAGES, setLocaleCookie, translator } from './support';

// The whole sale on a phone (390 × 844), as one test. The breeder works in Hungarian
// (her account's language) through the admin screens; the buyer writes in German and lives in
// Hungary (8 weeks to go home). Every mail to the buyer is in German and carries the private
// link; every mail to the breeder is in Hungarian. Last, a buyer abroad (15 weeks) is asked for
// the exception's reason.
const PHONE = { width: 390, height: 844 };
const hu = MESSAGES.hu;
const de = MESSAGES.de;
const th = translator('hu');
const td = translator('de');
const SITE = 'Budapest French Bulldogs';
const ANNA = { name: 'Anna', email: 'anna@example.com', password: 'Frenchie2014x' };
const BUYER = { name: 'Lena Hoffmann', email: 'lena.hoffmann@example.de' };
const CHIP = '348098100765432';

test.use({ viewport: PHONE });

/** The day `days` from today (negative: before), as `YYYY-MM-DD`. */
const day = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Clicks a button that mails the buyer: the screen first says who gets the mail, in which
 * language, and asks; Send goes on, and `done` shows.
 */
async function confirmMail(page: Page, button: Locator, done: Locator) {
  await button.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByTestId('buyer-mail-notice')).toHaveText(
    th('BuyerMailConfirm.body', { name: BUYER.name, email: BUYER.email, locale: 'de' }),
  );
  await dialog.getByRole('button', { name: hu.BuyerMailConfirm.send }).click();
  await expect(dialog).toBeHidden();
  await expect(done).toBeVisible();
}

/** The mails to `to`, once `count` of them have come. */
async function mailsTo(smtp: TestSmtpServer, to: string, count: number) {
  await expect
    .poll(() => smtp.received.filter((m) => m.to.includes(to)).length, { timeout: 20_000 })
    .toBeGreaterThanOrEqual(count);
  return smtp.received.filter((m) => m.to.includes(to));
}

/** The private link of the first mail to `to` (the acknowledgement of their application). */
async function buyerLinkOf(smtp: TestSmtpServer, to: string) {
  const [first] = await mailsTo(smtp, to, 1);
  return /https?:\/\/\S+\/my\/[\w.-]+/.exec(first!.text)![0];
}

/** The latest mail to the buyer: its subject, and the private link it carries. */
async function buyerMail(smtp: TestSmtpServer, count: number, subject: string) {
  const mail = (await mailsTo(smtp, BUYER.email, count))[count - 1]!;
  expect(mail.subject).toBe(subject);
  const link = /https?:\/\/\S+\/my\/[\w.-]+/.exec(mail.text);
  expect(link, mail.text).not.toBeNull();
  return link![0];
}

test('the whole sale at 390 px: mated, born, a German application, deposit, offer, contract, home at 8 weeks', async ({
  browser,
  page,
  context,
  baseURL,
  request,
  mailSite,
}) => {
  test.setTimeout(300_000);
  const { smtp } = mailSite;
  const signup = await request.post('/api/auth/signup', { data: ANNA });
  expect(signup.status()).toBe(201);
  const token = (await signup.json()).token as string;
  // Setup: the kennel's address (mail to the breeder goes there) and the parents.
  const info = await request.put('/api/info', {
    headers: { Authorization: `Bearer ${token}` },
    data: { email: ANNA.email },
  });
  expect(info.status(), await info.text()).toBe(200);
  const api = new KennelApi(request, token);
  await api.setSeller();
  const parent = { kind: 'parent', price: null, birthday: '2021-04-05' } as const;
  const mother = await api.createDog({
    ...parent,
    name: 'Mimi',
    gender: 'female',
    registration: 'MET.FB.123/21',
  });
  const father = await api.createDog({ ...parent, name: 'Bruno', gender: 'male' });
  const pair = `${mother.name} × ${father.name}`;
  const matedAt = day(-130);
  const bornAt = day(-60);

  // The breeder chooses Hungarian for herself: the admin screens follow.
  await signIn(context, baseURL!, token);
  await setLocaleCookie(context, baseURL!, 'en');
  await page.goto('/admin/password');
  await page.getByRole('combobox', { name: MESSAGES.en.AccountLanguage.label }).selectOption('hu');
  await page.getByRole('button', { name: MESSAGES.en.AccountLanguage.submit }).click();
  await expect(page.getByRole('heading', { name: hu.AccountLanguage.title })).toBeVisible();

  // The litter, mated 130 days ago.
  await page.goto('/admin/litters/add');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hu.LitterAdmin.addTitle);
  await page
    .getByLabel(hu.LitterAdmin.mother, { exact: true })
    .selectOption({ label: `${mother.name} (${mother.registration})` });
  await page
    .getByLabel(hu.LitterAdmin.father, { exact: true })
    .selectOption({ label: father.name });
  await page.getByLabel(hu.LitterAdmin.matedAt).fill(matedAt);
  await page.getByLabel(hu.LitterAdmin.status, { exact: true }).selectOption('expected');
  await page.getByRole('button', { name: hu.LitterAdmin.saveAndPhotos }).click();
  await page.getByRole('dialog').getByRole('button', { name: hu.LitterAdmin.save }).click();
  await expect(page).toHaveURL(/\/admin\/litters\/edit\/\d+$/);
  const litterId = Number(page.url().split('/').pop());

  // Born 60 days ago: the list's status asks for the date and how many puppies.
  await page.goto('/admin/litters');
  const card = page.getByTestId('admin-litter').filter({ hasText: pair });
  await card.getByLabel(th('LitterAdmin.statusOf', { name: pair })).selectOption('born');
  const born = page.getByRole('dialog');
  await born.getByLabel(hu.LitterAdmin.bornAt).fill(bornAt);
  await born.getByLabel(hu.LitterAdmin.males, { exact: true }).fill('1');
  await born.getByLabel(hu.LitterAdmin.females, { exact: true }).fill('2');
  await born.getByRole('button', { name: hu.LitterAdmin.save }).click();
  await expect(
    page.getByText(
      th('LitterAdmin.statusSaved', {
        name: pair,
        status: th('Litters.status', { status: 'born' }),
      }),
    ),
  ).toBeVisible();
  await expect(born).toBeHidden();
  await expect(card.getByLabel(th('LitterAdmin.statusOf', { name: pair }))).toHaveValue('born');

  // A puppy in the litter: its birthday is the litter's.
  await page.goto('/admin/products/add');
  await page.getByLabel(hu.LitterAdmin.litter, { exact: true }).selectOption({ label: pair });
  await expect(page.getByLabel(hu.DogForm.birthday)).toHaveValue(bornAt);
  const puppy = 'Pötty';
  await page.getByLabel(hu.DogForm.name).fill(puppy);
  await page.getByLabel(hu.DogForm.color).selectOption('blue');
  await page.getByLabel(th('Dogs.gender', { gender: 'female' }), { exact: true }).check();
  await page.getByLabel(hu.DogForm.price).fill('2800');
  await page.getByRole('button', { name: hu.DogForm.saveBack }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  // The buyer, on her phone in German, applies for the litter; she lives in Hungary.
  const litter = await (
    await request.get(`/api/admin/litters/${litterId}`, {
      headers: { Authorization: `Bearer ${token}` },
    })
  ).json();
  const buyer = await browser.newContext({ viewport: PHONE, locale: 'de-DE' });
  await setLocaleCookie(buyer, baseURL!, 'de');
  const lena = await buyer.newPage();
  const started = pageFormStart(lena);
  await lena.goto(`/apply?litter=${litter.slug}`);
  await expect(lena.locator('html')).toHaveAttribute('lang', 'de');
  const form = lena.locator('#apply-form');
  await expect(form).toHaveAttribute('novalidate', '');
  await form.getByRole('textbox', { name: de.Apply.name }).fill(BUYER.name);
  await form.getByRole('textbox', { name: de.Apply.email }).fill(BUYER.email);
  await form.getByRole('textbox', { name: de.Apply.phone }).fill('+36 30 987 6543');
  await form.getByRole('combobox', { name: de.Apply.country }).selectOption('HU');
  await form.getByRole('textbox', { name: de.Apply.city }).fill('Budapest');
  await form
    .getByRole('textbox', { name: de.Apply.household })
    .fill('Zwei Erwachsene, eine Wohnung mit Balkon in Buda.');
  await form.getByRole('textbox', { name: de.Apply.experience }).fill('Unser erster Hund.');
  await form.getByRole('textbox', { name: de.Apply.timing }).fill('Sobald der Welpe bereit ist');
  await expect(form.getByRole('combobox', { name: de.Apply.litter })).not.toHaveValue('');
  await form.getByRole('checkbox').check();
  await started.ripe();
  await form.getByRole('button', { name: de.Apply.submit }).click();
  await expect(lena.getByRole('heading', { name: de.Apply.sentTitle })).toBeVisible({
    timeout: MIN_FILL_MS + 7_000,
  });

  // The acknowledgement in German with the private link; the breeder's notice in Hungarian.
  const links = [await buyerMail(smtp, 1, td('ApplicationMail.ackSubject', { site: SITE }))];
  const [notice] = await mailsTo(smtp, ANNA.email, 1);
  expect(notice!.subject).toBe(th('ApplicationMail.noticeSubject', { name: BUYER.name }));
  expect(notice!.text).toContain(hu.ApplicationMail.noticeIntro);
  expect(notice!.text).toContain(`${hu.Apply.country}: Magyarország`);
  await lena.goto(links[0]!);
  await expect(lena.getByRole('heading', { level: 1, name: de.MyPage.title })).toBeVisible();

  // The breeder approves on the application's screen, with the German message.
  await page.goto('/admin/applications');
  await page.getByRole('link', { name: th('ApplicationAdmin.open', { name: BUYER.name }) }).click();
  await expect(page).toHaveURL(/\/admin\/applications\/\d+$/);
  const applicationId = Number(page.url().split('/').pop());
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(BUYER.name);
  await expect(
    page.getByLabel(th('ApplicationAdmin.message', { language: hu.Locales.de })),
  ).toHaveValue(td('ApplicationMail.approveDefault', { name: BUYER.name, site: SITE }));
  await page.getByRole('button', { name: hu.ApplicationAdmin.sendApprove }).click();
  await expect(page.getByText(th('ApplicationAdmin.approved', { name: BUYER.name }))).toBeVisible();
  links.push(await buyerMail(smtp, 2, td('ApplicationMail.approvedSubject', { site: SITE })));

  // The deposit, asked for and received on the same screen.
  const deposit = page.getByRole('region', { name: hu.WaitingList.deposit, exact: true });
  const summary = deposit.getByTestId('deposit-summary');
  await expect(summary).toHaveText(hu.WaitingList.depositNone);
  await deposit.getByLabel(hu.WaitingList.amount).fill('500');
  await deposit.getByLabel(hu.WaitingList.currency).selectOption('EUR');
  await deposit.getByLabel(hu.WaitingList.dueAt).fill(day(7));
  const saveDeposit = deposit.getByRole('button', {
    name: th('WaitingList.saveDeposit', { name: BUYER.name }),
  });
  await saveDeposit.click();
  await page.getByRole('dialog').getByRole('button', { name: hu.Common.cancel }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(summary).toHaveText(hu.WaitingList.depositNone);
  await expect(deposit.getByLabel(hu.WaitingList.amount)).toHaveValue('500');
  await confirmMail(page, saveDeposit, summary.getByText(/közlemény: BFB-[2-9A-Z]{5}$/));
  expect(smtp.received.filter((m) => m.to.includes(BUYER.email))).toHaveLength(3);
  const reference = /BFB-[2-9A-Z]{5}/.exec((await summary.textContent()) ?? '')![0];
  links.push(await buyerMail(smtp, 3, td('WaitingListMail.depositSubject', { site: SITE })));
  const asked = (await mailsTo(smtp, BUYER.email, 3))[2]!;
  expect(asked.text).toContain(`${de.WaitingListMail.reference}: ${reference}`);
  await deposit.getByLabel(hu.WaitingList.received).check();
  await confirmMail(
    page,
    saveDeposit,
    summary.getByText(th('WaitingList.depositPaid', { amount: '', reference }).trim()),
  );
  links.push(await buyerMail(smtp, 4, td('WaitingListMail.receiptSubject', { site: SITE })));

  // The offer, from the litter's line of the waiting list.
  await page.goto('/admin/waiting-list');
  const entry = page.getByTestId(`entry-${applicationId}`);
  await entry.getByLabel(hu.WaitingList.puppy).selectOption({ label: puppy });
  await confirmMail(
    page,
    entry.getByRole('button', { name: th('WaitingList.makeOffer', { name: BUYER.name }) }),
    entry.getByTestId('open-offer'),
  );
  await expect(entry.getByTestId('open-offer')).toContainText(puppy);
  links.push(
    await buyerMail(smtp, 5, td('WaitingListMail.offerSubject', { site: SITE, dog: puppy })),
  );

  // The buyer accepts on her private page, opened from the offer's mail.
  await lena.goto(links.at(-1)!);
  await lena.getByRole('button', { name: td('MyPage.accept', { dog: puppy }) }).click();
  await expect(lena.getByText(td('MyPage.done', { what: 'accepted' }))).toBeVisible();
  await expect(lena.getByTestId('go-home')).toBeVisible();

  // The contract, prepared and sent on the application's screen.
  await page.goto(`/admin/applications/${applicationId}`);
  const contract = page.getByRole('region', { name: hu.AdminContract.panelTitle, exact: true });
  await expect(contract.getByTestId('contract-status')).toHaveText(hu.AdminContract.none);
  await contract.getByLabel(hu.AdminContract.buyerAddress).fill('1036 Budapest\nLajos utca 12.');
  await contract.getByLabel(hu.AdminContract.chipNumber).fill(CHIP);
  await contract.getByLabel(hu.AdminContract.breedingNo).check();
  await contract.getByRole('button', { name: hu.AdminContract.prepare }).click();
  await expect(contract.locator('.contract-preview')).toContainText(CHIP);
  await expect(contract.getByTestId('contract-missing')).toHaveCount(0);
  await confirmMail(
    page,
    contract.getByRole('button', { name: hu.AdminContract.send }),
    page.getByText(hu.AdminContract.sent),
  );
  await expect(contract.getByTestId('contract-status')).toContainText('1. változat: elküldve');
  links.push(await buyerMail(smtp, 6, td('MyContract.mailReadySubject', { site: SITE })));

  // The buyer signs on her page, opened from the contract's mail.
  await lena.goto(links.at(-1)!);
  const reading = lena.getByRole('region', { name: de.MyContract.heading });
  await expect(reading).toContainText(CHIP);
  await reading.getByLabel(de.MyContract.nameLabel).fill(BUYER.name);
  await reading.getByLabel(de.MyContract.acceptLabel).check();
  await reading.getByRole('button', { name: de.MyContract.sign }).click();
  await expect(reading.getByText(de.MyContract.signedDone)).toBeVisible();
  links.push(await buyerMail(smtp, 7, td('MyContract.mailSignedSubject', { site: SITE })));
  const signedMail = (await mailsTo(smtp, BUYER.email, 7))[6]!;
  expect(signedMail.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);
  const breederMails = await mailsTo(smtp, ANNA.email, 2);
  expect(breederMails[1]!.subject).toBe(
    th('AdminContract.mailSignedSubject', { name: BUYER.name }),
  );

  // The breeder countersigns from her phone: both get the PDF with both signatures.
  await page.reload();
  await contract.getByRole('button', { name: hu.AdminContract.countersign }).click();
  await page
    .getByRole('dialog', { name: hu.AdminContract.countersignConfirmTitle })
    .getByRole('button', { name: hu.AdminContract.countersign })
    .click();
  await expect(contract.getByTestId('contract-countersigned')).toContainText('Kovács Éva EV');
  links.push(await buyerMail(smtp, 8, td('MyContract.mailCountersignedSubject', { site: SITE })));
  const final = (await mailsTo(smtp, BUYER.email, 8))[7]!;
  expect(final.attachments.map((a) => a.contentType)).toEqual(['application/pdf']);

  // Home at 8 weeks (she lives in Hungary): the dialog says nothing is missing, asks no reason.
  await page.reload();
  await page
    .getByRole('button', { name: th('AdminModeration.goHome', { name: BUYER.name }) })
    .click();
  const goHome = page.getByRole('dialog');
  await expect(goHome.getByRole('heading')).toHaveText(
    th('AdminModeration.goHomeTitle', { name: BUYER.name, puppy }),
  );
  await expect(goHome).toContainText(hu.AdminModeration.goHomeComplete);
  await expect(goHome.getByTestId('go-home-gaps')).toHaveCount(0);
  await expect(goHome.getByLabel(hu.AdminModeration.earlyReason)).toHaveCount(0);
  await goHome.getByRole('button', { name: hu.AdminModeration.goHomeConfirm }).click();
  await expect(page.getByText(th('AdminModeration.wentHome', { name: BUYER.name }))).toBeVisible();
  await expect(page.getByText(th('ApplicationAdmin.state', { status: 'placed' }))).toBeVisible();
  await expect(page.getByTestId('placed-early')).toHaveCount(0);

  // Every mail to the buyer is in German with her link, and each link opens her page; every
  // mail to the breeder is in Hungarian.
  const toBuyer = smtp.received.filter((m) => m.to.includes(BUYER.email));
  expect(toBuyer).toHaveLength(links.length);
  for (const mail of toBuyer) {
    expect(mail.text, mail.subject).toMatch(/\/my\/[\w.-]+/);
  }
  for (const link of new Set(links)) {
    expect(link.startsWith(`${baseURL}/my/`), link).toBe(true);
    await lena.goto(link);
    await expect(lena.locator('html')).toHaveAttribute('lang', 'de');
    await expect(lena.getByRole('heading', { level: 1, name: de.MyPage.title })).toBeVisible();
  }
  const toBreeder = smtp.received.filter((m) => m.to.includes(ANNA.email));
  expect(toBreeder.map((m) => m.subject)).toEqual([
    th('ApplicationMail.noticeSubject', { name: BUYER.name }),
    th('AdminContract.mailSignedSubject', { name: BUYER.name }),
    th('AdminContract.mailCountersignedSubject', { name: BUYER.name }),
  ]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    PHONE.width,
  );
  await buyer.close();

  // Abroad the puppy goes home at 15 weeks: a buyer in Austria, reserved a puppy of the same
  // litter (set up through the API), is asked for the exception's reason, and the server refuses
  // the placing without one.
  const headers = { Authorization: `Bearer ${token}` };
  const brother = await api.createDog({
    name: 'Bogyó',
    litterId,
    birthday: bornAt,
    gender: 'male',
  });
  const applied = await request.post('/api/applications', {
    data: {
      name: 'Jonas Berger',
      email: 'jonas.berger@example.at',
      phone: '+43 660 123 4567',
      country: 'AT',
      city: 'Wien',
      household: 'Zwei Erwachsene, ein Garten.',
      experience: 'Wir hatten schon eine Französische Bulldogge.',
      litter: 'any',
      timing: 'Frühling',
      message: '',
      locale: 'de',
      consent: true,
      website: '',
      start: await formStart(request),
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id: abroadId } = (await applied.json()) as { id: number };
  const read = await request.get(`/api/admin/applications/${abroadId}`, { headers });
  const approved = await request.patch(`/api/admin/applications/${abroadId}`, {
    headers,
    data: { decision: 'approve', version: (await read.json()).version },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const offered = await request.post('/api/admin/offers', {
    headers,
    data: { applicationId: abroadId, dogId: brother.id, version: (await approved.json()).version },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  const jonasLink = await buyerLinkOf(smtp, 'jonas.berger@example.at');
  const accepted = await request.post(`/api${new URL(jonasLink).pathname}/offer`, {
    data: { offerId: (await offered.json()).offer.id, answer: 'accept' },
  });
  expect(accepted.status(), await accepted.text()).toBe(204);
  await page.goto(`/admin/applications/${abroadId}`);
  await page
    .getByRole('button', { name: th('AdminModeration.goHome', { name: 'Jonas Berger' }) })
    .click();
  const early = page.getByRole('dialog');
  await expect(early).toContainText(
    th('AdminModeration.goHomeDay', {
      date: formatDay(day(-60 + 15 * 7), 'hu', 'long'),
      weeks: '15',
      abroad: 'true',
    }),
  );
  // What the sale still lacks is listed.
  const gaps = early.getByTestId('go-home-gaps');
  await expect(gaps).toContainText(th('AdminModeration.goHomeGap', { gap: 'contractNotSent' }));
  await expect(gaps).toContainText(th('AdminModeration.goHomeGap', { gap: 'depositNotAsked' }));
  await early.getByRole('button', { name: hu.AdminModeration.goHomeConfirmEarly }).click();
  await expect(early.getByText(hu.apiErrors.earlyReasonRequired)).toBeVisible();
  await early.getByRole('button', { name: hu.Common.cancel }).click();
  await expect(early).toBeHidden();
  const version = (
    await (await request.get(`/api/admin/applications/${abroadId}`, { headers })).json()
  ).version;
  const refused = await request.post(
    `/api/admin/applications/${abroadId}/placed?version=${version}`,
    { headers },
  );
  expect(refused.status()).toBe(422);
  expect((await refused.json()).errors).toEqual([
    expect.objectContaining({ msg: 'beforeGoHome', path: 'earlyReason' }),
  ]);
});
