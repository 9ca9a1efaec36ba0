import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './api';
import { formStart } from './enquiry-start';
import { expectNoViolations, MESSAGES, setLocaleCookie, translator } from './support';
import { describeError, HtmlDocuments } from './vnu';

// The breeder records a deposit and offers a puppy from a phone (390 px); buyers answer
// from their private page at 375 px, in Hungarian, with and without JavaScript.
const hu = MESSAGES.hu;
const en = MESSAGES.en;

/** An approved application in the general line, and its private link (from the breeder). */
async function approvedBuyer(request: APIRequestContext, token: string, name: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const applied = await request.post('/api/applications', {
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    data: {
      name,
      email: `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
      phone: '+36 30 123 4567',
      country: 'HU',
      city: 'Szeged',
      household: 'Két felnőtt, kertes ház.',
      experience: 'Volt már francia bulldogunk.',
      preferredSex: 'female',
      preferredColor: 'blue',
      litter: 'any',
      timing: 'Tavasszal',
      message: '',
      locale: 'hu',
      consent: true,
      website: '',
      start: await formStart(request),
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  const read = await request.get(`/api/admin/applications/${id}`, { headers: auth });
  const approved = await request.patch(`/api/admin/applications/${id}`, {
    headers: auth,
    data: { decision: 'approve', version: (await read.json()).version },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  // Without mail in the browser tests' server, the breeder's new link is the way to the page.
  const entry = (await approved.json()) as { version: number };
  const link = await request.post(`/api/admin/applications/${id}/link?version=${entry.version}`, {
    headers: auth,
  });
  expect(link.status(), await link.text()).toBe(200);
  return { id, name, path: new URL(((await link.json()) as { link: string }).link).pathname };
}

test('the breeder asks for a deposit and offers a puppy at 390 px; Hungarian buyers answer at 375 px', async ({
  browser,
  page,
  context,
  baseURL,
  api,
  request,
  token,
}) => {
  test.slow();
  const puppy = await api.createDog({ name: `Bogyó ${randomUUID().slice(0, 6)}` });
  const anna = await approvedBuyer(request, token, `Anna${randomUUID().slice(0, 4)}`);
  const bela = await approvedBuyer(request, token, `Bela${randomUUID().slice(0, 4)}`);
  // Other tests' applicants may wait in the general line too: Anna first, Bela second.
  for (const buyer of [bela, anna]) {
    const line = await request.get('/api/admin/waiting-list?litter=general', {
      headers: { Authorization: `Bearer ${token}` },
    });
    const entries = (await line.json()).lines[0].entries as { id: number; version: number }[];
    const moved = await request.post(`/api/admin/applications/${buyer.id}/move`, {
      headers: { Authorization: `Bearer ${token}` },
      data: { position: 1, version: entries.find((e) => e.id === buyer.id)!.version },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
  const documents = new HtmlDocuments();

  // The breeder, on a phone, in English.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(context, baseURL!, token);
  await setLocaleCookie(context, baseURL!, 'en');
  const t = translator('en');
  const served = await page.goto('/admin/waiting-list');
  expect(served?.status()).toBe(200);
  // Rendered on the server with its data: the entry is in the HTML as sent.
  expect(await served!.text()).toContain(anna.name);
  const annaCard = page.getByTestId(`entry-${anna.id}`);
  await expect(annaCard.getByRole('heading', { name: new RegExp(anna.name) })).toBeVisible();

  await annaCard.locator('summary').click();
  await annaCard.getByLabel(en.WaitingList.amount).fill('0');
  await annaCard.getByLabel(en.WaitingList.dueAt).fill('2026-12-20');
  await annaCard
    .getByRole('button', { name: t('WaitingList.saveDeposit', { name: anna.name }) })
    .click();
  // Refused beside its field, and what was typed stays.
  await expect(annaCard.getByText(en.apiErrors.invalidAmount)).toBeVisible();
  await expect(annaCard.getByLabel(en.WaitingList.dueAt)).toHaveValue('2026-12-20');
  await annaCard.getByLabel(en.WaitingList.amount).fill('500');
  await annaCard
    .getByRole('button', { name: t('WaitingList.saveDeposit', { name: anna.name }) })
    .click();
  await expect(annaCard.getByTestId('deposit-summary')).toContainText(/BFB-[2-9A-Z]{5}/);

  await annaCard.getByLabel(en.WaitingList.puppy).selectOption({ label: puppy.name });
  await annaCard
    .getByRole('button', { name: t('WaitingList.makeOffer', { name: anna.name }) })
    .click();
  await expect(annaCard.getByTestId('open-offer')).toContainText(puppy.name);
  await expectNoViolations(page, 'waiting list with an open offer');
  documents.add('admin waiting list', await page.content());

  // Anna, on her phone in Hungarian with JavaScript, passes.
  const phone = { viewport: { width: 375, height: 800 }, locale: 'hu-HU' };
  const withScript = await browser.newContext(phone);
  await setLocaleCookie(withScript, baseURL!, 'hu');
  const annaPage = await withScript.newPage();
  await annaPage.goto(anna.path);
  const th = translator('hu');
  await expect(annaPage.getByRole('heading', { level: 1, name: hu.MyPage.title })).toBeVisible();
  await expect(annaPage.getByTestId('place')).toContainText(
    th('MyPage.placeGeneral', { place: 1 }),
  );
  await expect(annaPage.getByTestId('reference')).toHaveText(/BFB-[2-9A-Z]{5}/);
  // A deposit in euros, to an IBAN with its holder's name: an EPC QR code to scan, named.
  const qr = annaPage.getByRole('img', { name: hu.MyPage.payByQr });
  await expect(qr).toBeVisible();
  await expect(qr.locator('svg')).toHaveCount(1);
  const box = await qr.boundingBox();
  expect(box!.width).toBeGreaterThanOrEqual(150);
  expect(Math.abs(box!.width - box!.height)).toBeLessThan(1);
  await expectNoViolations(annaPage, 'private page with an offer');
  documents.add('private page with an offer', await annaPage.content());
  await annaPage.getByRole('button', { name: hu.MyPage.pass }).click();
  await expect(annaPage.getByText(th('MyPage.done', { what: 'passed' }))).toBeVisible();
  await withScript.close();

  // The puppy moved on to Bela, who accepts without JavaScript.
  const noScript = await browser.newContext({ ...phone, javaScriptEnabled: false });
  await setLocaleCookie(noScript, baseURL!, 'hu');
  const belaPage = await noScript.newPage();
  await belaPage.goto(bela.path);
  // No deposit asked of him: nothing to scan.
  await expect(belaPage.getByTestId('deposit-qr')).toHaveCount(0);
  await expect(belaPage.getByTestId('place')).toContainText(
    th('MyPage.placeGeneral', { place: 2 }),
  );
  await belaPage.getByRole('button', { name: th('MyPage.accept', { dog: puppy.name }) }).click();
  await expect(belaPage).toHaveURL(new RegExp(`${bela.path}\\?done=accepted$`));
  await expect(belaPage.getByText(th('MyPage.done', { what: 'accepted' }))).toBeVisible();
  await expect(
    belaPage.getByRole('link', { name: th('MyPage.puppyLink', { name: puppy.name }) }),
  ).toBeVisible();
  await expect(belaPage.getByTestId('go-home')).toBeVisible();
  documents.add('private page, reserved', await belaPage.content());
  await noScript.close();
  expect((await api.getDog(puppy.id)).reserved).toBe(true);

  // The breeder sees the pass in Anna's history.
  await page.reload();
  await expect(page.getByTestId(`entry-${anna.id}`)).toContainText(
    t('WaitingList.passes', { count: 1 }),
  );

  expect((await documents.errors()).map(describeError)).toEqual([]);
});
