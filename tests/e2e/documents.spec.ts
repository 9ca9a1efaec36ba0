import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { minimalPdf } from '../api/support/documents';
import { expect, signIn, test } from './api';
import { formStart } from './enquiry-start';
import { expectNoViolations, MESSAGES, setLocaleCookie, translator } from './support';
import { describeError, HtmlDocuments } from './vnu';

// The breeder attaches files to a buyer from a phone (390 px); the buyer downloads
// them from their private page, in their language.
const en = MESSAGES.en;
const de = MESSAGES.de;

/** A new application in German, and its private page (the breeder's new link: no mail here). */
async function germanBuyer(request: APIRequestContext, token: string, name: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const applied = await request.post('/api/applications', {
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    data: {
      name,
      email: `${name.toLowerCase()}-${randomUUID().slice(0, 8)}@example.com`,
      phone: '+43 660 123 4567',
      country: 'AT',
      city: 'Wien',
      household: 'Zwei Erwachsene, ein Garten.',
      experience: 'Wir hatten schon eine Französische Bulldogge.',
      preferredSex: 'female',
      preferredColor: 'blue',
      litter: 'any',
      timing: 'Im Frühling',
      message: '',
      locale: 'de',
      consent: true,
      website: '',
      start: await formStart(request),
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  const read = await request.get(`/api/admin/applications/${id}`, { headers: auth });
  const link = await request.post(
    `/api/admin/applications/${id}/link?version=${(await read.json()).version}`,
    { headers: auth },
  );
  expect(link.status(), await link.text()).toBe(200);
  return { id, path: new URL(((await link.json()) as { link: string }).link).pathname };
}

test('the breeder attaches documents at 390 px; the buyer downloads them from their page', async ({
  browser,
  page,
  context,
  baseURL,
  request,
  token,
}) => {
  // Two sides, several uploads and downloads: about 20 s alone, more beside another worker.
  test.setTimeout(60_000);
  const buyer = await germanBuyer(request, token, `Greta${randomUUID().slice(0, 4)}`);
  const t = translator('en');
  const html = new HtmlDocuments();
  const pdf = minimalPdf();
  const photo = await sharp({ create: { width: 60, height: 40, channels: 3, background: '#579' } })
    .png()
    .toBuffer();

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(context, baseURL!, token);
  await setLocaleCookie(context, baseURL!, 'en');
  const served = await page.goto(`/admin/applications/${buyer.id}`);
  expect(served?.status()).toBe(200);
  const section = page.getByRole('region', { name: en.AdminDocuments.heading });
  await expect(section.getByTestId('no-documents')).toBeVisible();

  // Three files picked at once, as a phone's picker gives them; one is a web page named .pdf.
  await section.getByLabel(en.AdminDocuments.choose).setInputFiles([
    { name: 'Kaufvertrag.pdf', mimeType: 'application/pdf', buffer: pdf },
    { name: 'notes.pdf', mimeType: 'application/pdf', buffer: Buffer.from('<!DOCTYPE html>') },
    { name: 'Ahnentafel.png', mimeType: 'image/png', buffer: photo },
  ]);
  const chosen = section.getByTestId('chosen-document');
  await expect(chosen).toHaveCount(3);
  await chosen.nth(0).getByLabel(en.AdminDocuments.kindLabel).selectOption('contract');
  await chosen.nth(0).getByLabel(en.AdminDocuments.titleLabel).fill('Kaufvertrag für Bodza');
  await chosen.nth(2).getByLabel(en.AdminDocuments.kindLabel).selectOption('pedigree');
  await section.getByRole('button', { name: t('AdminDocuments.attach', { count: 3 }) }).click();

  // The two real files are attached; the refused one stays, its reason beside it.
  const listed = section.getByTestId('admin-document');
  await expect(listed).toHaveCount(2);
  await expect(chosen).toHaveCount(1);
  await expect(chosen).toContainText('notes.pdf');
  await expect(chosen.getByRole('alert')).toHaveText(en.apiErrors.unsupportedDocumentType);
  await expect(chosen.getByLabel(en.AdminDocuments.kindLabel)).toHaveValue('other');
  await expect(listed.first()).toContainText('Ahnentafel.png');
  await expect(section.getByRole('link', { name: 'Kaufvertrag für Bodza' })).toBeVisible();
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoViolations(page, 'admin application with documents');
  html.add('admin application with documents', await page.content());
  await chosen.getByRole('button', { name: en.AdminDocuments.discard }).click();
  await expect(chosen).toHaveCount(0);

  // The pedigree goes again, after a confirmation.
  const pedigreeTitle = t('MyDocuments.kind', { kind: 'pedigree' });
  await section
    .getByRole('button', { name: t('AdminDocuments.deleteLabel', { title: pedigreeTitle }) })
    .click();
  const dialog = page.getByRole('dialog', { name: en.AdminDocuments.confirmTitle });
  await dialog.getByRole('button', { name: en.AdminDocuments.delete }).click();
  await expect(dialog).toBeHidden();
  await expect(listed).toHaveCount(1);

  // The buyer, on a phone, in German: the contract, downloaded under its own name.
  const phone = await browser.newContext({
    viewport: { width: 375, height: 800 },
    locale: 'de-DE',
  });
  await setLocaleCookie(phone, baseURL!, 'de');
  const buyerPage = await phone.newPage();
  await buyerPage.goto(buyer.path);
  const mine = buyerPage.getByRole('region', { name: de.MyDocuments.heading });
  await expect(mine.getByTestId('my-document')).toHaveCount(1);
  await expect(mine).toContainText(translator('de')('MyDocuments.kind', { kind: 'contract' }));
  const [download] = await Promise.all([
    buyerPage.waitForEvent('download'),
    mine.getByRole('link', { name: 'Kaufvertrag für Bodza' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('Kaufvertrag.pdf');
  expect((await readFile((await download.path())!)).equals(pdf)).toBe(true);
  await expectNoViolations(buyerPage, 'private page with documents');
  html.add('private page with documents', await buyerPage.content());
  await phone.close();

  expect((await html.errors()).map(describeError)).toEqual([]);
});
