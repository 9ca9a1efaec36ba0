import { expect, signIn, test } from './api';
import { expectNoViolations, MESSAGES, setLocaleCookie } from './support';
import { describeError, HtmlDocuments } from './vnu';

const en = MESSAGES.en;
const unique = () => Date.now().toString(36);

test('the breeder adds a parent with health tests and names it as a puppy’s mother', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  test.slow();
  await signIn(context, baseURL!, token);
  const name = `Mother ${unique()}`;
  await page.goto('/admin/parents/add');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.DogForm.addParentTitle);
  await expect(page.getByLabel(en.DogForm.price)).toHaveCount(0);
  await page.getByLabel(en.DogForm.name).fill(name);
  await page.getByLabel(en.DogForm.birthday).fill('2021-05-06');
  await page.getByLabel(en.DogForm.color).selectOption('lilac');
  await page.getByLabel('Female', { exact: true }).check();
  await page.getByLabel(en.DogForm.registration).fill('MET.FB.77/21');
  await page.getByRole('button', { name: en.DogForm.addHealthTest }).click();
  await page.getByLabel('Test 1', { exact: true }).fill('BOAS');
  await page.getByLabel('Result of test 1').fill('Grade 1');
  await page.getByRole('button', { name: en.DogForm.saveBack }).click();
  await expect(page).toHaveURL(/\/admin\/parents$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.AdminDogs.parentsTitle);
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText('MET.FB.77/21');

  const puppy = await api.createDog({ name: `Puppy ${unique()}` });
  await page.goto(`/admin/products/edit/${puppy.id}`);
  await page.getByLabel(en.DogForm.mother).selectOption({ label: `${name} (MET.FB.77/21)` });
  await page.getByRole('button', { name: en.DogForm.saveBack }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  // The parents never join the puppy list.
  await expect(page.getByRole('row', { name: new RegExp(name) })).toHaveCount(0);

  await page.goto(`/${puppy.slug}`);
  const parents = page.getByRole('region', { name: `The parents of ${puppy.name}` });
  await expect(parents).toContainText('MET.FB.77/21');
  await expect(parents).toContainText('BOAS');
  await expectNoViolations(page, 'puppy page with its parents');
  await parents.getByRole('link', { name }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  await expectNoViolations(page, 'parent page');

  await page.goto('/');
  await page.getByRole('button', { name: en.Header.puppies }).click();
  await page.getByRole('link', { name: en.Header.ourDogs }).click();
  await expect(page).toHaveURL(/\/our-dogs$/);
  await expect(page.getByRole('heading', { name })).toBeVisible();
  await expectNoViolations(page, '/our-dogs with parents');
});

test('the breeder sets a photo’s focal point by click and by keyboard; cards crop there', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  test.slow();
  const dog = await api.createDog({ name: `Focus ${unique()}` });
  await api.addDogPhotos(dog.id, 1);
  await signIn(context, baseURL!, token);
  await page.goto(`/admin/products/product-image-upload/${dog.id}`);
  await page.getByRole('button', { name: 'Set the focal point of photo 1' }).click();
  const dialog = page.getByRole('dialog', { name: en.PhotoManager.focalTitle });
  const picker = dialog.getByTestId('focal-picker');
  // The modal slides in: a click on the locator waits until the photo stands still, and its
  // position is relative to the photo wherever the dialog ends up.
  await expect(dialog).toHaveClass(/\bshow\b/);
  await expect(picker).toHaveJSProperty('complete', true);
  const box = (await picker.boundingBox())!;
  await picker.click({ position: { x: box.width * 0.3, y: box.height * 0.1 } });
  await expect(dialog.getByLabel(en.PhotoManager.focalX)).toHaveValue('30');
  await expect(dialog.getByLabel(en.PhotoManager.focalY)).toHaveValue('10');
  await expectNoViolations(page, 'focal point dialog');
  // The keyboard moves it too.
  await dialog.getByLabel(en.PhotoManager.focalY).focus();
  await page.keyboard.press('ArrowUp');
  await page.keyboard.press('ArrowUp');
  await expect(dialog.getByLabel(en.PhotoManager.focalY)).toHaveValue('12');
  await dialog.getByRole('button', { name: en.PhotoManager.focalSave }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText(en.PhotoManager.focalSaved)).toBeVisible();
  await expect(
    page.getByRole('button', { name: 'Set the focal point of photo 1' }),
  ).toHaveAttribute('aria-pressed', 'true');

  await page.goto('/puppies/available-puppies');
  const cover = page.getByRole('img', { name: en.Dogs.coverAlt.replace('{name}', dog.name) });
  await expect(cover).toHaveCSS('object-position', '30% 12%');
});

test('a description missing in Hungarian or German is flagged in the list and the form', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  test.slow();
  const dog = await api.createDog({
    name: `Untranslated ${unique()}`,
    description: { en: 'Written in English only.', hu: '', de: 'Auf Deutsch.' },
  });
  // A Hungarian visitor meets the English text, marked as English.
  await setLocaleCookie(context, baseURL!, 'hu');
  await page.goto(`/${dog.slug}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'hu');
  await expect(page.getByText('Written in English only.').locator('..')).toHaveAttribute(
    'lang',
    'en',
  );

  await setLocaleCookie(context, baseURL!, 'en');
  await signIn(context, baseURL!, token);
  await page.goto('/admin/products');
  const row = page.getByTestId(`dog-row-${dog.id}`);
  // Languages are named in the reader's language, as a sentence names them.
  await expect(row.getByTestId('missing-translations')).toHaveText(
    'Description missing in Hungarian',
  );
  await page.goto(`/admin/products/edit/${dog.id}`);
  const warning = page.getByTestId('missing-translations');
  await expect(warning).toContainText('Description missing in Hungarian:');
  await expect(warning).not.toContainText('German');
  await expect(page.getByRole('tab', { name: /Magyar/ })).toContainText(en.DogForm.tabMissing);
  await expectNoViolations(page, 'dog form with a missing translation');
  await page.getByRole('tab', { name: /Magyar/ }).click();
  await page.getByLabel('Description in Hungarian').fill('Magyarul is.');
  await expect(warning).toHaveCount(0);
});

test('on a phone the breeder records a BOAS grade; an old one is flagged as due', async ({
  page,
  context,
  baseURL,
  token,
}) => {
  test.slow();
  const h = en.AdminHealth;
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(context, baseURL!, token);
  const name = `Boas ${unique()}`;
  await page.goto('/admin/parents/add');
  await page.getByLabel(en.DogForm.name).fill(name);
  await page.getByLabel(en.DogForm.birthday).fill('2019-05-06');
  await page.getByLabel(en.DogForm.color).selectOption('tan');
  await page.getByLabel('Female', { exact: true }).check();
  await page.getByRole('button', { name: en.DogForm.addHealthTest }).click();
  await page.getByLabel('Kind of test 1').selectOption('boas');
  await page.getByLabel('Grade of test 1').selectOption('1');
  await page.getByLabel('Date of test 1').fill('2021-04-10');
  await page.getByLabel('Laboratory or vet (test 1)').fill('University of Cambridge');
  // Two years on, the grade is out of date: the form says so at once.
  await expect(page.getByTestId('boas-overdue')).toContainText('April 10, 2023');
  await expect(page.getByText(h.certificateAfterSave)).toBeVisible();
  await page.getByRole('button', { name: en.DogForm.addHealthTest }).click();
  await page.getByLabel('Kind of test 2').selectOption('huu');
  await page.getByLabel('Result of test 2').selectOption('carrier');
  await page.getByLabel('Date of test 2').fill('2022-01-01');
  await expectNoViolations(page, 'parent form with structured health tests');
  await page.getByRole('button', { name: en.DogForm.saveBack }).click();
  await expect(page).toHaveURL(/\/admin\/parents$/);
  const card = page.locator('li.card', { hasText: name });
  await expect(card.getByTestId('boas-flag')).toHaveText(h.listOverdue);

  // A fresh grade clears the flag.
  await card
    .getByRole('link', { name: new RegExp(en.AdminDogs.edit) })
    .first()
    .click();
  await expect(page.getByTestId('boas-overdue')).toBeVisible();
  const today = new Date().toISOString().slice(0, 10);
  await page.getByLabel('Date of test 1').fill(today);
  await expect(page.getByTestId('boas-due')).toBeVisible();
  const documents = new HtmlDocuments();
  documents.add(
    'parent form with structured health tests',
    await page.evaluate(
      () =>
        `<!DOCTYPE html><html lang="${document.documentElement.lang}"><head><meta charset="utf-8">` +
        `<title>${document.title}</title></head><body>${document.body.innerHTML}</body></html>`,
    ),
  );
  await page.getByRole('button', { name: en.DogForm.saveBack }).click();
  await expect(page).toHaveURL(/\/admin\/parents$/);
  await expect(page.locator('li.card', { hasText: name }).getByTestId('boas-flag')).toHaveCount(0);

  // The public page says it in plain words.
  await page.goto('/our-dogs');
  const parent = page.getByTestId('parent-card').filter({ hasText: name });
  await expect(parent).toContainText(`BOAS grade 1 (${today.slice(0, 4)})`);
  await expect(parent).toContainText('HUU: carrier');
  await expectNoViolations(page, '/our-dogs with structured health tests');
  const served = await (await page.request.get('/our-dogs')).text();
  documents.add('/our-dogs with structured health tests', served);
  expect((await documents.errors()).map(describeError)).toEqual([]);
});
