import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './api';
import { formStart } from './enquiry-start';
import { expectNoViolations, MESSAGES, setLocaleCookie, translator } from './support';
import { describeError, HtmlDocuments } from './vnu';

// The breeder prepares a contract on the application's screen; a German buyer
// reads and signs it on their phone (375 px), with and without JavaScript.
const de = MESSAGES.de;
const en = MESSAGES.en;
const CHIP = '348098100654321';

/** A German applicant with a received deposit and a reserved puppy, and their private link. */
async function reservedBuyer(request: APIRequestContext, token: string, puppyId: number) {
  const headers = { Authorization: `Bearer ${token}` };
  const name = `Greta ${randomUUID().slice(0, 4)}`;
  const applied = await request.post('/api/applications', {
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    data: {
      name,
      email: `greta-${randomUUID().slice(0, 8)}@example.com`,
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
  const { id } = (await applied.json()) as { id: number };
  let version = (await (await request.get(`/api/admin/applications/${id}`, { headers })).json())
    .version as number;
  const steps: [string, string, Record<string, unknown>][] = [
    ['PATCH', `/api/admin/applications/${id}`, { decision: 'approve' }],
    ['PATCH', `/api/admin/applications/${id}/deposit`, { amount: 500, dueAt: '2026-12-15' }],
    [
      'PATCH',
      `/api/admin/applications/${id}/deposit`,
      { amount: 500, dueAt: '2026-12-15', received: true },
    ],
  ];
  for (const [method, url, data] of steps) {
    const answer = await request.fetch(url, { method, headers, data: { ...data, version } });
    expect(answer.status(), await answer.text()).toBe(200);
    version = (await answer.json()).version;
  }
  const offered = await request.post('/api/admin/offers', {
    headers,
    data: { applicationId: id, dogId: puppyId, version },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  const link = await request.post(
    `/api/admin/applications/${id}/link?version=${(await offered.json()).version}`,
    { headers },
  );
  expect(link.status(), await link.text()).toBe(200);
  const path = new URL(((await link.json()) as { link: string }).link).pathname;
  const accepted = await request.post(`/api${path}/offer`, {
    data: { offerId: (await offered.json()).offer.id, answer: 'accept' },
  });
  expect(accepted.status(), await accepted.text()).toBe(204);
  return { id, name, path };
}

test('the breeder sends the contract; a German buyer signs it at 375 px, with and without JavaScript', async ({
  browser,
  page,
  context,
  baseURL,
  api,
  request,
  token,
}) => {
  // Two browsers, the template editor and the Nu checker: minutes on a loaded machine.
  test.setTimeout(240_000);
  const mother = await api.createDog({
    name: `Bella ${randomUUID().slice(0, 4)}`,
    kind: 'parent',
    birthday: '2021-03-04',
    price: null,
  });
  const father = await api.createDog({
    name: `Bruno ${randomUUID().slice(0, 4)}`,
    kind: 'parent',
    gender: 'male',
    birthday: '2020-05-06',
    price: null,
  });
  const puppy = await api.createDog({
    name: `Bogyó ${randomUUID().slice(0, 4)}`,
    motherId: mother.id,
    fatherId: father.id,
  });
  await api.setSeller();
  const greta = await reservedBuyer(request, token, puppy.id);
  const documents = new HtmlDocuments();
  const t = translator('en');

  // The template editor, rendered with the texts of all three languages.
  await signIn(context, baseURL!, token);
  await setLocaleCookie(context, baseURL!, 'en');
  const editor = await page.goto('/admin/applications/contract');
  expect(editor?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1, name: en.AdminContract.title })).toBeVisible();
  await page.getByRole('button', { name: 'Deutsch' }).click();
  await expect(page.locator('.rich-text-preview')).toContainText(
    'Der Welpe wird {breedingRights} verkauft.',
  );
  await expectNoViolations(page, 'contract template editor');
  documents.add('contract template editor', await page.content());

  // The application's screen: the chip and breeding rights typed, the preview, then send.
  const screen = await page.goto(`/admin/applications/${greta.id}`);
  // The screen as served (its live DOM gains the scripts loaded since, before the charset).
  documents.add('application screen', await screen!.text());
  const panel = page.getByRole('region', { name: en.AdminContract.panelTitle });
  await expect(panel.getByTestId('contract-status')).toHaveText(en.AdminContract.none);
  await panel.getByRole('button', { name: en.AdminContract.prepare }).click();
  await expect(panel.getByTestId('contract-missing')).toContainText('{chipNumber}');
  await expect(panel.getByTestId('contract-missing')).toContainText('{buyerAddress}');
  await expect(panel.getByRole('button', { name: en.AdminContract.send })).toBeDisabled();
  await panel.getByLabel(en.AdminContract.buyerAddress).fill('Mariahilfer Straße 1/4\n1060 Wien');
  await panel.getByLabel(en.AdminContract.chipNumber).fill(CHIP);
  await panel.getByLabel(en.AdminContract.breedingNo).check();
  await panel.getByRole('button', { name: en.AdminContract.prepare }).click();
  await expect(panel.getByTestId('contract-missing')).toHaveCount(0);
  await expect(panel.locator('.contract-preview')).toContainText(CHIP);
  await expect(panel.locator('.contract-preview')).toContainText(greta.name);
  await expect(panel.locator('.contract-preview')).toContainText('Kovács Éva EV');
  await expect(panel.locator('.contract-preview')).toContainText('Mariahilfer Straße 1/4');
  await expectNoViolations(page, 'application with a contract preview');
  await panel.getByRole('button', { name: en.AdminContract.send }).click();
  await expect(panel.getByTestId('contract-status')).toContainText(/^Version 1: sent on .*waiting/);

  // Greta, on her phone with JavaScript: signing without her name or the box is refused.
  const phone = { viewport: { width: 375, height: 800 }, locale: 'de-AT' };
  const withScript = await browser.newContext(phone);
  await setLocaleCookie(withScript, baseURL!, 'de');
  const reading = await withScript.newPage();
  await reading.goto(greta.path);
  const contract = reading.getByRole('region', { name: de.MyContract.heading });
  await expect(contract).toContainText('als Familienhund ohne Zuchtrecht');
  await expect(contract).toContainText(CHIP);
  await expect(contract).toContainText(mother.name);
  await contract.getByLabel(de.MyContract.nameLabel).fill('Greta');
  await contract.getByRole('button', { name: de.MyContract.sign }).click();
  await expect(contract.getByText(de.apiErrors.signatureAcceptRequired)).toBeVisible();
  // The name typed is still there.
  await expect(contract.getByLabel(de.MyContract.nameLabel)).toHaveValue('Greta');
  await expectNoViolations(reading, 'private page with a contract and an error');
  documents.add('private page with a contract and an error', await reading.content());

  // Without JavaScript she signs: a plain form post, back to her page.
  const noScript = await browser.newContext({ ...phone, javaScriptEnabled: false });
  await setLocaleCookie(noScript, baseURL!, 'de');
  const signing = await noScript.newPage();
  await signing.goto(greta.path);
  const form = signing.getByRole('region', { name: de.MyContract.heading });
  await form.getByLabel(de.MyContract.nameLabel).fill(greta.name);
  await form.getByLabel(de.MyContract.acceptLabel).check();
  await form.getByRole('button', { name: de.MyContract.sign }).click();
  await expect(signing).toHaveURL(new RegExp(`${greta.path}\\?contract=signed#contract$`));
  await expect(form.getByText(de.MyContract.signedDone)).toBeVisible();
  await expect(form.getByTestId('contract-signed')).toContainText(greta.name);
  const download = form.getByRole('link', { name: de.MyContract.download });
  const pdf = await signing.request.get((await download.getAttribute('href'))!);
  expect(pdf.headers()['content-type']).toBe('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  documents.add('private page with a signed contract', await signing.content());
  await noScript.close();
  // axe needs script: the signed page again, in the browser that has it.
  await reading.goto(greta.path);
  await expect(reading.getByTestId('contract-signed')).toBeVisible();
  await expectNoViolations(reading, 'private page with a signed contract');
  await withScript.close();

  // The breeder sees the signature.
  await page.reload();
  await expect(panel.getByTestId('contract-status')).toContainText(
    t('AdminContract.status', {
      status: 'signed',
      number: '1',
      date: '',
      name: greta.name,
      signedAt: '',
    }).trim(),
  );
  await expect(panel.getByRole('link', { name: en.AdminContract.pdf })).toBeVisible();

  // The breeder countersigns, asked first.
  await panel.getByRole('button', { name: en.AdminContract.countersign }).click();
  const dialog = page.getByRole('dialog', { name: en.AdminContract.countersignConfirmTitle });
  await expect(dialog).toContainText('Kovács Éva EV');
  await expectNoViolations(page, 'countersign dialog');
  await dialog.getByRole('button', { name: en.AdminContract.countersign }).click();
  await expect(panel.getByTestId('contract-countersigned')).toContainText('Kovács Éva EV');
  await expect(panel.getByRole('button', { name: en.AdminContract.countersign })).toHaveCount(0);

  // Greta withdraws on her phone, in German, with the page's withdrawal function.
  const withdrawing = await browser.newContext(phone);
  await setLocaleCookie(withdrawing, baseURL!, 'de');
  const mine = await withdrawing.newPage();
  await mine.goto(greta.path);
  const withdrawal = mine.getByRole('region', { name: de.MyContract.withdrawHeading });
  await expect(withdrawal).toContainText(de.MyContract.withdrawIntro);
  await withdrawal.getByText(de.MyContract.withdrawButton).click();
  // Unconfirmed, it records nothing and says why.
  await withdrawal.getByRole('button', { name: de.MyContract.withdrawConfirm }).click();
  await expect(mine).toHaveURL(/withdrawalError=withdrawalConfirmRequired#withdrawal$/);
  await expect(withdrawal.getByText(de.apiErrors.withdrawalConfirmRequired)).toBeVisible();
  await withdrawal
    .getByLabel(
      translator('de')('MyContract.withdrawConfirmLabel', { number: '1', puppy: puppy.name }),
    )
    .check();
  await withdrawal.getByRole('button', { name: de.MyContract.withdrawConfirm }).click();
  await expect(mine).toHaveURL(/\?withdrawal=done#withdrawal$/);
  await expect(withdrawal.getByText(de.MyContract.withdrawnDone)).toBeVisible();
  await expect(withdrawal.getByTestId('contract-withdrawn')).toBeVisible();
  await expect(withdrawal.getByRole('button', { name: de.MyContract.withdrawConfirm })).toHaveCount(
    0,
  );
  await expectNoViolations(mine, 'private page after a withdrawal');
  documents.add('private page after a withdrawal', await mine.content());
  await withdrawing.close();

  // The breeder sees it, with the refund's deadline.
  await page.reload();
  await expect(panel.getByTestId('contract-withdrawn')).toBeVisible();

  expect((await documents.errors()).map(describeError)).toEqual([]);
});
