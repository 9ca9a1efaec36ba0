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
