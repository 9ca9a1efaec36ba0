import type { Page } from '@playwright/test';
import { expect, signIn, test } from './api';
import { MESSAGES } from './support';

// The edit screens as the server draws them, before any script runs (a phone on a slow line
// shows this first): every field holds what is stored, so nothing typed meanwhile meets an
// empty form that fills itself later.
const en = MESSAGES.en;

test('without JavaScript the dog and litter edit screens show what is stored', async ({
  browser,
  baseURL,
  token,
  api,
}) => {
  const mother = await api.createDog({
    name: `Stored mother ${Date.now()}`,
    kind: 'parent',
    price: null,
    birthday: '2021-01-02',
    registration: 'MET.FB.12/21',
  });
  const dog = await api.createDog({
    name: `Stored pup ${Date.now()}`,
    gender: 'male',
    price: 2750,
    enabled: false,
    description: { en: 'Calm and curious.' },
    motherId: mother.id,
  });
  const litter = await api.createLitter({
    motherId: mother.id,
    outsideSire: { name: 'Guest Gusztáv', registration: 'MET.FB.9/20' },
    status: 'expected',
    note: { en: 'Due in spring.' },
  });

  const context = await browser.newContext({ javaScriptEnabled: false });
  await signIn(context, baseURL!, token);
  const page = await context.newPage();

  await page.goto(`/admin/products/edit/${dog.id}`);
  await expect(page.getByLabel(en.DogForm.name, { exact: true })).toHaveValue(dog.name);
  await expect(page.getByLabel(en.DogForm.price, { exact: true })).toHaveValue('2750');
  await expect(page.getByLabel(en.DogForm.enabled, { exact: true })).not.toBeChecked();
  await expect(page.locator('#dog-gender-male')).toBeChecked();
  await expect(page.locator('#dog-gender-female')).not.toBeChecked();
  await expect(page.locator('textarea[name="description.en"]')).toHaveValue('Calm and curious.');
  // The parent fields too: their options come with the page, not fetched after it.
  await expect(page.getByLabel(en.DogForm.mother, { exact: true })).toHaveValue(String(mother.id));

  await page.goto('/admin/products/add');
  await expect(page.getByLabel(en.DogForm.mother, { exact: true })).toBeVisible();
  await expect(page.getByLabel(en.DogForm.father, { exact: true })).toBeVisible();

  await page.goto(`/admin/parents/edit/${mother.id}`);
  await expect(page.getByLabel(en.DogForm.registration, { exact: true })).toHaveValue(
    'MET.FB.12/21',
  );

  await page.goto(`/admin/litters/edit/${litter.id}`);
  await expect(page.locator('#litter-sire-outside')).toBeChecked();
  await expect(page.locator('input[name="outsideSire.name"]')).toHaveValue('Guest Gusztáv');
  await expect(page.locator('textarea[name="note.en"]')).toHaveValue('Due in spring.');
  await context.close();
});

/** Every form field's value on the page, by its id (file inputs and unnamed controls aside). */
async function fieldValues(page: Page): Promise<Record<string, string>> {
  return page.locator('form').evaluateAll((forms) => {
    const values: Record<string, string> = {};
    for (const form of forms) {
      for (const element of form.querySelectorAll('input, select, textarea')) {
        const field = element as HTMLInputElement;
        if (!field.id || field.type === 'file' || field.type === 'hidden') continue;
        values[field.id] =
          field.type === 'checkbox' || field.type === 'radio' ? String(field.checked) : field.value;
      }
    }
    return values;
  });
}

test('every admin form field holds its stored value in the server HTML', async ({
  browser,
  baseURL,
  token,
  api,
  request,
}) => {
  test.slow();
  const tag = Date.now();
  const mother = await api.createDog({
    name: `Drawn mother ${tag}`,
    kind: 'parent',
    price: null,
    gender: 'female',
    birthday: '2021-01-02',
    registration: 'MET.FB.13/21',
    healthTests: [
      { name: 'Eyes', result: 'clear', date: '2023-05-06' },
      { kind: 'huu', status: 'carrier', date: '2024-01-10', lab: 'Laboklin' },
    ] as never,
  });
  const puppy = await api.createDog({
    name: `Drawn pup ${tag}`,
    gender: 'female',
    price: 3100,
    motherId: mother.id,
    chipNumber: '348098100012345',
    countryOfBirth: 'HU',
    petPassport: true,
    vaccinations: [{ kind: 'DHPPi', date: '2026-01-05' }],
  });
  const litter = await api.createLitter({
    motherId: mother.id,
    outsideSire: { name: 'Guest Gusztáv', registration: 'MET.FB.9/20' },
    status: 'born',
    matedAt: '2026-08-01',
    bornAt: '2026-10-03',
    expected: { males: 2, females: 3, colors: { blue: 4 } },
    born: { males: 1, females: 1, colors: { blue: 2 } },
  });
  const auth = { Authorization: `Bearer ${token}` };
  const news = await request.post('/api/admin/news', {
    headers: auth,
    data: {
      title: { en: `Drawn post ${tag}`, hu: `Rajzolt hír ${tag}` },
      body: { en: '<p>Born today.</p>' },
      publishAt: new Date(Date.now() - 60_000).toISOString(),
      litterId: litter.id,
    },
  });
  expect(news.status(), await news.text()).toBe(201);
  const post = (await news.json()) as { id: number };
  const faq = await request.post('/api/admin/faq', {
    headers: auth,
    data: { question: { en: `Drawn question ${tag}?` }, answer: { en: '<p>Yes.</p>' } },
  });
  expect(faq.status(), await faq.text()).toBe(201);

  const scripted = await browser.newContext();
  const drawn = await browser.newContext({ javaScriptEnabled: false });
  for (const context of [scripted, drawn]) await signIn(context, baseURL!, token);
  const withScript = await scripted.newPage();
  const withoutScript = await drawn.newPage();

  let checked = 0;
  for (const path of [
    '/admin',
    `/admin/products/edit/${puppy.id}`,
    `/admin/parents/edit/${mother.id}`,
    `/admin/litters/edit/${litter.id}`,
    `/admin/news/edit/${post.id}`,
    '/admin/faq',
  ]) {
    await withScript.goto(path);
    await withScript.waitForLoadState('networkidle');
    const hydrated = await fieldValues(withScript);
    await withoutScript.goto(path);
    const served = await fieldValues(withoutScript);
    // What the form shows once its script ran, the server's HTML showed already.
    const filled = Object.entries(hydrated).filter(
      ([, value]) => value !== '' && value !== 'false',
    );
    for (const [id, value] of filled) {
      if (id in served) expect(served[id], `${path}: #${id}`).toBe(value);
    }
    checked += filled.length;
  }
  // The stored records' fields were there to check (the FAQ's entries open when edited).
  expect(checked).toBeGreaterThan(40);
  await scripted.close();
  await drawn.close();
});
