import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, signIn, test } from './api';
import { formStart } from './enquiry-start';
import { expectNoViolations, MESSAGES, setLocaleCookie, translator } from './support';
import { describeError, HtmlDocuments } from './vnu';

// The breeder posts a diary update from a phone (390 px) with a photo and a
// weight; the German buyer of the puppy reads it on their private page at 375 px.
const en = MESSAGES.en;

/** A German buyer with `dogId` reserved for them, and their private page's path. */
async function germanBuyer(request: APIRequestContext, token: string, dogId: number) {
  const auth = { Authorization: `Bearer ${token}` };
  const name = `Greta${randomUUID().slice(0, 4)}`;
  const applied = await request.post('/api/applications', {
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    data: {
      name,
      email: `${name.toLowerCase()}@example.com`,
      phone: '+49 30 1234567',
      country: 'DE',
      city: 'Berlin',
      household: 'Zwei Erwachsene.',
      experience: 'Wir hatten schon eine Französische Bulldogge.',
      preferredSex: 'female',
      preferredColor: 'blue',
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
  const read = async () =>
    (
      (await (await request.get(`/api/admin/applications/${id}`, { headers: auth })).json()) as {
        version: number;
      }
    ).version;
  const approved = await request.patch(`/api/admin/applications/${id}`, {
    headers: auth,
    data: { decision: 'approve', version: await read() },
  });
  expect(approved.status(), await approved.text()).toBe(200);
  const link = await request.post(`/api/admin/applications/${id}/link?version=${await read()}`, {
    headers: auth,
  });
  expect(link.status(), await link.text()).toBe(200);
  const path = new URL(((await link.json()) as { link: string }).link).pathname;
  const offered = await request.post('/api/admin/offers', {
    headers: auth,
    data: { applicationId: id, dogId, version: await read() },
  });
  expect(offered.status(), await offered.text()).toBe(201);
  const offerId = ((await offered.json()) as { offer: { id: number } }).offer.id;
  const accepted = await request.post(`/api${path}/offer`, {
    data: { offerId, answer: 'accept' },
  });
  expect(accepted.status(), await accepted.text()).toBe(204);
  return path;
}

test('the breeder posts a diary update at 390 px; the German buyer reads it at 375 px', async ({
  browser,
  page,
  context,
  baseURL,
  api,
  request,
  token,
}) => {
  test.slow();
  const puppy = await api.createDog({ name: `Mimi ${randomUUID().slice(0, 6)}` });
  const path = await germanBuyer(request, token, puppy.id);
  const documents = new HtmlDocuments();
  const photo = await sharp({
    create: { width: 640, height: 480, channels: 3, background: '#a86' },
  })
    .jpeg()
    .toBuffer();

  // The breeder, on a phone, in English.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(context, baseURL!, token);
  await setLocaleCookie(context, baseURL!, 'en');
  // Rendered on the server with its data: the puppy to choose is in the HTML as sent.
  const served = await page.request.get('/admin/diary');
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain(puppy.name);
  // Reached from the litters' screen, whose tab it belongs to.
  await page.goto('/admin/litters');
  await page.getByRole('link', { name: en.AdminDiary.title }).click();
  await expect(page).toHaveURL(/\/admin\/diary$/);
  // Loaded afresh: the HTML checker reads the document as a browser first gets it.
  await page.goto('/admin/diary');
  await expect(page.getByRole('heading', { level: 1, name: en.AdminDiary.title })).toBeVisible();
  await expectNoViolations(page, 'admin diary');
  documents.add('admin diary', await page.content());

  const t = translator('en');
  await page.getByLabel(en.AdminDiary.targetLabel).selectOption({ label: puppy.name });
  await page
    .getByLabel(en.AdminDiary.photosLabel)
    .setInputFiles([{ name: 'mimi.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await page.getByRole('button', { name: en.AdminDiary.otherLanguages }).click();
  await page.getByLabel(t('AdminDiary.textLabel', { language: 'en' })).fill('Mimi ate well.');
  await page
    .getByLabel(t('AdminDiary.textLabel', { language: 'de' }))
    .fill('Mimi hat heute gut gefressen.');
  // A weight that is not one is refused beside its field; what was typed stays.
  const weight = page.getByLabel(puppy.name, { exact: true });
  await weight.fill('1,2,5 kg');
  await page.getByRole('button', { name: en.AdminDiary.addEvent }).click();
  await page.getByLabel(en.AdminDiary.dateLabel, { exact: true }).fill('2026-11-20');
  await page.getByRole('button', { name: en.AdminDiary.post }).click();
  await expect(page.getByText(en.apiErrors.weightFormat)).toBeVisible();
  await expect(page.getByLabel(t('AdminDiary.textLabel', { language: 'de' }))).toHaveValue(
    'Mimi hat heute gut gefressen.',
  );
  // Written as people write weights: read as 1,250 g.
  await weight.fill('1,25 kg');
  await page.getByRole('button', { name: en.AdminDiary.post }).click();
  await expect(page.getByText(en.AdminDiary.posted)).toBeVisible();
  const card = page.getByTestId('diary-entry').filter({ hasText: 'Mimi ate well.' });
  await expect(card).toContainText(`${puppy.name}: 1,250 g`);
  await expect(card.getByRole('img')).toHaveCount(1);
  await expect
    .poll(() => card.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth))
    .toBeGreaterThan(0);
  // The form is empty again, for the next update.
  await expect(page.getByLabel(t('AdminDiary.textLabel', { language: 'en' }))).toHaveValue('');
  await expectNoViolations(page, 'admin diary with an update');
  documents.add('admin diary with an update', await page.content());

  // Greta, on her phone: her page is in German, whatever the browser's language.
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await setLocaleCookie(phone, baseURL!, 'en');
  const buyerPage = await phone.newPage();
  await buyerPage.goto(`${path}#diary`);
  const de = translator('de');
  const diary = buyerPage.locator('#diary');
  await expect(
    diary.getByRole('heading', { name: de('Diary.heading', { puppy: puppy.name }) }),
  ).toBeVisible();
  await expect(diary).toContainText('Mimi hat heute gut gefressen.');
  await expect(diary).not.toContainText('Mimi ate well.');
  await expect(
    diary.getByRole('img', { name: de('Diary.chartTitle', { puppy: puppy.name }) }),
  ).toBeVisible();
  await expect(diary.getByTestId('weight-list')).toContainText(/1\.250\sg/);
  await expect(diary.getByTestId('health-record')).toContainText(
    de('Diary.healthKind', { kind: 'vaccination' }),
  );
  const image = diary.getByRole('img', {
    name: de('Diary.photoAlt', { puppy: puppy.name, number: 1 }),
  });
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
    .toBeGreaterThan(0);
  // Nothing wider than the phone.
  expect(
    await buyerPage.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
  ).toBe(true);
  await expectNoViolations(buyerPage, 'private page with a diary');
  documents.add('private page with a diary', await buyerPage.content());
  await phone.close();

  expect((await documents.errors()).map(describeError)).toEqual([]);
});
