import type { APIRequestContext } from '@playwright/test';
import sharp from 'sharp';
import { expect, signIn, test, type KennelApi } from './api';
import { expectNoViolations, LOCALES, MESSAGES, setLocaleCookie, translator } from './support';
import { describeError, HtmlDocuments } from './vnu';

// The breeder adds a litter and a puppy in it from a phone; visitors see it.

const en = MESSAGES.en;
const hu = MESSAGES.hu;
const unique = () => Date.now().toString(36);

/** A female and a male parent, with a registration number and a health test. */
async function parents(api: KennelApi) {
  const id = unique();
  const parent = { kind: 'parent', price: null, birthday: '2021-04-05' } as const;
  const mother = await api.createDog({
    ...parent,
    name: `Mimi ${id}`,
    gender: 'female',
    registration: `MET.FB.${id}`,
    healthTests: [{ name: 'BOAS', result: 'Grade 1', date: '2024-05-01' }],
  });
  const father = await api.createDog({ ...parent, name: `Bruno ${id}`, gender: 'male' });
  return { mother, father };
}

async function litterById(request: APIRequestContext, token: string, id: string) {
  const response = await request.get(`/api/admin/litters/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(response.status()).toBe(200);
  return (await response.json()) as { id: number; slug: string; version: number };
}

test('the breeder at 390 px adds a litter and a puppy in it; the Hungarian page shows them', async ({
  page,
  context,
  baseURL,
  token,
  api,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(context, baseURL!, token);
  const { mother, father } = await parents(api);
  const pair = `${mother.name} × ${father.name}`;

  await page.goto('/admin/litters');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.LitterAdmin.title);
  await expect(page.getByRole('link', { name: en.AdminNav.litters, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await page.getByRole('link', { name: en.LitterAdmin.add }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.LitterAdmin.addTitle);

  // Bad input is refused beside its field, and nothing typed is lost.
  await page.getByLabel(en.LitterAdmin.matedAt).fill('2026-09-01');
  await page.getByLabel(en.LitterAdmin.bornAt).fill('2026-08-01');
  await page.getByRole('button', { name: en.LitterAdmin.saveAndPhotos }).click();
  await expect(page.getByText(en.apiErrors.invalidParent)).toBeVisible();
  await page
    .getByLabel(en.LitterAdmin.mother)
    .selectOption({ label: `${mother.name} (${mother.registration})` });
  await page
    .getByLabel(en.LitterAdmin.father, { exact: true })
    .selectOption({ label: father.name });
  await page.getByRole('button', { name: en.LitterAdmin.saveAndPhotos }).click();
  await expect(page.getByText(en.apiErrors.bornTooSoon)).toBeVisible();
  await expect(page.getByLabel(en.LitterAdmin.matedAt)).toHaveValue('2026-09-01');
  await page.getByLabel(en.LitterAdmin.bornAt).fill('');
  await page.getByLabel(en.LitterAdmin.expectedAt).fill('2026-11-02');
  await page.getByLabel(en.LitterAdmin.status, { exact: true }).selectOption('expected');
  const expected = page.getByRole('group', { name: en.LitterAdmin.expected });
  await expected.getByLabel(en.LitterAdmin.males, { exact: true }).fill('2');
  await expected.getByLabel(en.LitterAdmin.females, { exact: true }).fill('3');
  await page.getByLabel('Note in English').fill('Calm parents, lovely temperament.');
  await page.getByLabel('Note in Hungarian').fill('Nyugodt szülők, kedves természet.');
  await page.getByRole('button', { name: en.LitterAdmin.saveAndPhotos }).click();
  // "Expected" is news for subscribers: the form asks first and says so.
  const asked = page.getByRole('dialog');
  await expect(asked.getByTestId('mail-notice')).toContainText(
    translator('en')('LitterAdmin.mailNoticeNew', { event: 'expected' }),
  );
  await asked.getByRole('button', { name: en.LitterAdmin.save }).click();
  await expect(page).toHaveURL(/\/admin\/litters\/edit\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Edit ${pair}`);
  const id = page.url().split('/').pop()!;

  // A photo through the same photo manager as a dog's.
  const photo = await sharp({
    create: { width: 1200, height: 900, channels: 3, background: '#a97' },
  })
    .jpeg()
    .toBuffer();
  await page
    .locator('input[type=file][multiple]')
    .setInputFiles([{ name: 'litter.jpg', mimeType: 'image/jpeg', buffer: photo }]);
  await expect(page.getByText(en.PhotoManager.cover, { exact: true })).toHaveCount(1);

  // The list: "born" asks for the date (today unless changed) and how many puppies, and says
  // who is mailed; a refusal shows beside its field and keeps what was typed.
  const tEn = translator('en');
  await page.goto('/admin/litters');
  const card = page.getByTestId('admin-litter').filter({ hasText: pair });
  await expect(card.getByTestId('litter-counts')).toHaveText(
    `${en.LitterAdmin.expected}: ${tEn('LitterAdmin.puppyTotal', { count: 5 })} (${tEn('LitterAdmin.maleCount', { count: 2 })}, ${tEn('LitterAdmin.femaleCount', { count: 3 })})`,
  );
  await expectNoViolations(page, 'admin litters at 390 px');
  await card.getByLabel(`Status of ${pair}`).selectOption('born');
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByRole('heading')).toHaveText(
    tEn('LitterAdmin.statusTitle', { name: pair, status: 'Born' }),
  );
  await expect(dialog.getByTestId('mail-notice')).toContainText(
    tEn('LitterAdmin.mailNotice', { count: 0, event: 'born' }),
  );
  const today = new Date().toISOString().slice(0, 10);
  await expect(dialog.getByLabel(en.LitterAdmin.bornAt)).toHaveValue(today);
  await dialog.getByRole('button', { name: en.LitterAdmin.save }).click();
  await expect(dialog.getByText(en.apiErrors.bornCountRequired)).toBeVisible();
  await dialog.getByLabel(en.LitterAdmin.bornAt).fill('2026-09-20');
  await dialog.getByLabel(en.LitterAdmin.males, { exact: true }).fill('1');
  await dialog.getByLabel(en.LitterAdmin.females, { exact: true }).fill('2');
  await dialog.getByRole('button', { name: en.LitterAdmin.save }).click();
  await expect(dialog.getByText(en.apiErrors.bornTooSoon)).toBeVisible();
  await expect(dialog.getByLabel(en.LitterAdmin.males, { exact: true })).toHaveValue('1');
  await dialog.getByLabel(en.LitterAdmin.bornAt).fill(today);
  await dialog.getByRole('button', { name: en.LitterAdmin.save }).click();
  await expect(page.getByText(`${pair} is now: Born.`)).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(card).toContainText(en.LitterAdmin.bornAt);
  await expect(card.getByTestId('litter-counts')).toHaveText(
    `${en.LitterAdmin.born}: ${tEn('LitterAdmin.puppyTotal', { count: 3 })} (${tEn('LitterAdmin.maleCount', { count: 1 })}, ${tEn('LitterAdmin.femaleCount', { count: 2 })})`,
  );
  // "Ready" on the birth day is refused in the dialog; the status stays.
  await card.getByLabel(`Status of ${pair}`).selectOption('ready');
  await dialog.getByRole('button', { name: en.LitterAdmin.save }).click();
  await expect(dialog.getByText(en.apiErrors.readyTooSoon)).toBeVisible();
  await dialog.getByRole('button', { name: en.Common.cancel }).click();
  await expect(card.getByLabel(`Status of ${pair}`)).toHaveValue('born');
  const litter = await litterById(request, token, id);
  expect(litter.version).toBe(2);

  // A puppy in the litter: choosing it fills in the mother and father.
  await page.goto('/admin/products/add');
  await expect(page.getByLabel(en.DogForm.mother)).toBeVisible();
  await page.getByLabel(en.LitterAdmin.litter, { exact: true }).selectOption({ label: pair });
  await expect(page.getByLabel(en.DogForm.mother)).toHaveValue(String(mother.id));
  await expect(page.getByLabel(en.DogForm.father)).toHaveValue(String(father.id));
  // ...and, the litter being born, the puppy's birthday.
  await expect(page.getByLabel(en.DogForm.birthday)).toHaveValue(today);
  const puppy = `Pötty ${unique()}`;
  await page.getByLabel(en.DogForm.name).fill(puppy);
  await page.getByLabel(en.DogForm.color).selectOption('blue');
  await page.getByLabel('Female', { exact: true }).check();
  await page.getByRole('button', { name: en.DogForm.saveBack }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);

  // The visitor, in Hungarian.
  await setLocaleCookie(context, baseURL!, 'hu');
  await page.goto(`/litters/${litter.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(pair);
  const facts = page.getByTestId('litter-facts');
  await expect(facts).toContainText(translator('hu')('Litters.status', { status: 'born' }));
  // Born: the birth date and count, no longer the due date and what was expected.
  await expect(facts).toContainText(hu.Litters.bornAt);
  await expect(facts).toContainText(hu.Litters.bornCount);
  await expect(facts).not.toContainText(hu.Litters.expectedAt);
  await expect(facts).not.toContainText(hu.Litters.expectedCount);
  await expect(page.getByTestId('litter-note')).toHaveText('Nyugodt szülők, kedves természet.');
  const puppies = page.getByRole('region', { name: hu.Litters.puppiesTitle, exact: true });
  await expect(puppies.getByRole('link', { name: puppy })).toBeVisible();
  await expect(puppies).toContainText(
    translator('hu')('Litters.puppyStatus', { status: 'available' }),
  );
  const parentsRegion = page.getByRole('region', { name: hu.Litters.parentsTitle });
  await expect(parentsRegion).toContainText('Grade 1');
  await expect(page.getByRole('link', { name: hu.Litters.apply })).toHaveAttribute(
    'href',
    `/apply?litter=${litter.slug}`,
  );
  await expectNoViolations(page, 'Hungarian litter page at 390 px');
  await page.goto('/litters');
  await expect(page.getByRole('link', { name: pair })).toBeVisible();
  await expectNoViolations(page, 'Hungarian /litters at 390 px');
  await page.goto(`/litters/${litter.slug}`);
  await page.getByRole('link', { name: puppy }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(puppy);
  await expect(page.getByTestId('puppy-litter')).toContainText(pair);
});

test('the litter pages and screens are valid HTML in every language', async ({
  playwright,
  baseURL,
  token,
  api,
}) => {
  test.slow();
  const { mother } = await parents(api);
  const litter = await api.createLitter({
    motherId: mother.id,
    outsideSire: { name: 'Guest Gusztáv', registration: 'MET.FB.9/20' },
    status: 'born',
    matedAt: '2026-08-01',
    bornAt: '2026-10-03',
    born: { males: 1, females: 1, colors: { blue: 2 } },
    note: { en: 'Only in English.' },
  });
  await api.createDog({ litterId: litter.id });

  const documents = new HtmlDocuments();
  for (const locale of LOCALES) {
    const visitor = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: `NEXT_LOCALE=${locale}` },
    });
    const admin = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: `NEXT_LOCALE=${locale}; session=${token}; signed_in=1` },
    });
    for (const [context, path] of [
      [visitor, '/litters'],
      [visitor, `/litters/${litter.slug}`],
      [admin, '/admin/litters'],
      [admin, '/admin/litters/add'],
      [admin, `/admin/litters/edit/${litter.id}`],
    ] as const) {
      const response = await context.get(path);
      expect(response.status(), `${locale} ${path}`).toBe(200);
      const html = await response.text();
      if (path === '/admin/litters') expect(html).toContain('Guest Gusztáv');
      documents.add(`${locale} ${path}`, html);
    }
    await visitor.dispose();
    await admin.dispose();
  }
  expect((await documents.errors()).map(describeError)).toEqual([]);
});

test('a puppy of a litter with a sire from another kennel has him as its father', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const { mother } = await parents(api);
  const litter = await api.createLitter({
    motherId: mother.id,
    outsideSire: { name: 'Guest Gusztáv', registration: 'MET.FB.9/20' },
    status: 'born',
    matedAt: '2026-06-01',
    bornAt: '2026-08-01',
    born: { males: 1, females: 1 },
  });
  const puppy = await api.createDog({ name: `Gusztáv Fia ${unique()}`, litterId: litter.id });
  await setLocaleCookie(context, baseURL!, 'en');
  await signIn(context, baseURL!, token);
  await page.goto(`/admin/products/edit/${puppy.id}`);
  // The father field shows the litter's sire, not "Not given" and the kennel's males.
  const father = page.getByLabel(en.DogForm.father, { exact: true });
  await expect(father.locator('option')).toHaveText([
    translator('en')('DogForm.fromAnotherKennel', { sire: 'Guest Gusztáv (MET.FB.9/20)' }),
  ]);
  await expect(father).toHaveAccessibleDescription(en.DogForm.litterSire);
  await expect(page.getByTestId('missing-rule-fields')).toBeVisible();
  await expect(page.getByTestId('missing-rule-fields')).not.toContainText('father');
  await expectNoViolations(page, 'the form of a puppy of an outside sire at 390 px');
});
