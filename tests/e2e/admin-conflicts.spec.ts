import type { Page } from '@playwright/test';
import { expect, signIn, test } from './api';
import { MESSAGES } from './support';

const en = MESSAGES.en;

/** One dog's edit form, loaded with the dog's own values. */
async function openEditForm(page: Page, id: number, name: string) {
  await page.goto(`/admin/products/edit/${id}`);
  await expect(page.locator('#dog-name')).toHaveValue(name);
}

async function typeDescription(page: Page, locale: string, text: string) {
  await page.locator(`#dog-description-tab-${locale}`).click();
  await page.locator(`#dog-description-${locale}`).fill(text);
}

// Two tabs of one browser (a phone and a laptop are the same case) edit
// the same dog; the second save must not undo the first, nor lose what was typed in it.
test('two tabs, one dog: the second save shows the other change and keeps its own typing', async ({
  page: laptop,
  context,
  baseURL,
  token,
  api,
}) => {
  test.slow(); // two pages of one browser, each loading the admin
  const dog = await api.createDog({ name: `Two Tabs ${Date.now()}`, price: 2500 });
  await signIn(context, baseURL!, token);
  const phone = await context.newPage();
  await openEditForm(laptop, dog.id, dog.name);
  await openEditForm(phone, dog.id, dog.name);

  // The laptop saves a new price and an English description.
  await laptop.locator('#dog-price').fill('3100');
  await typeDescription(laptop, 'en', 'A calm and cuddly boy.');
  await laptop.getByRole('button', { name: en.DogForm.saveBack }).click();
  await expect(laptop).toHaveURL(/\/admin\/products$/);

  // The phone, opened before, changes the price too and writes the German description.
  await phone.locator('#dog-price').fill('2900');
  await typeDescription(phone, 'de', 'Ein ruhiger, verschmuster Rüde.');
  await phone.getByRole('button', { name: en.DogForm.saveBack }).click();

  const conflict = phone.getByTestId('edit-conflict');
  await expect(conflict.getByRole('heading', { name: en.EditConflict.title })).toBeVisible();
  await expect(conflict).toBeFocused();
  await expect(phone).toHaveURL(new RegExp(`/admin/products/edit/${dog.id}$`));
  // Both changed the price: theirs beside mine, and the field still holds mine.
  const price = conflict.getByTestId('conflict-price');
  await expect(price).toContainText('3,100');
  await expect(price).toContainText('2,900');
  await expect(phone.locator('#dog-price')).toHaveValue('2900');
  // What only they changed is taken in; what only the phone typed is still there.
  await expect(conflict).toContainText('Description in English');
  await expect(phone.locator('#dog-description-de')).toHaveValue('Ein ruhiger, verschmuster Rüde.');
  await phone.locator('#dog-description-tab-en').click();
  await expect(phone.locator('#dog-description-en')).toHaveValue('A calm and cuddly boy.');
  // Nothing of the phone's was saved yet.
  const stored = await api.getDog(dog.id);
  expect(stored).toMatchObject({
    price: 3100,
    description: { en: 'A calm and cuddly boy.', de: '' },
  });

  // The breeder keeps the phone's version: both descriptions survive, the phone's price wins.
  await conflict.getByRole('button', { name: en.EditConflict.keepMine }).click();
  await expect(phone).toHaveURL(/\/admin\/products$/);
  const saved = await api.getDog(dog.id);
  expect(saved).toMatchObject({
    price: 2900,
    description: { en: 'A calm and cuddly boy.', de: 'Ein ruhiger, verschmuster Rüde.' },
    version: 3,
  });
});

test('a refused change can give way to the stored one', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  const dog = await api.createDog({ name: `Theirs ${Date.now()}`, price: 2500 });
  await signIn(context, baseURL!, token);
  await openEditForm(page, dog.id, dog.name);
  await api.updateDog(dog.id, { price: 3300 });
  await page.locator('#dog-price').fill('2700');
  await page.getByRole('button', { name: en.DogForm.saveBack }).click();
  const conflict = page.getByTestId('edit-conflict');
  await conflict.getByRole('button', { name: en.EditConflict.takeTheirs }).click();
  await expect(conflict).toBeHidden();
  await expect(page.locator('#dog-price')).toHaveValue('3300');
  await page.getByRole('button', { name: en.DogForm.saveBack }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
});

test('page info and the list switches do not undo a change saved elsewhere', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  const bearer = { Authorization: `Bearer ${token}` };
  const stamp = Date.now();
  const before = await (await context.request.get('/api/info')).json();
  await signIn(context, baseURL!, token);
  await page.goto('/admin');
  await expect(page.locator('#info-email')).toHaveValue(before.email ?? '');
  // Saved elsewhere after this page was opened.
  const elsewhere = await context.request.put('/api/info', {
    headers: bearer,
    data: { ...before, version: before.version, fbUrl: `https://www.facebook.com/k${stamp}` },
  });
  expect(elsewhere.status()).toBe(200);
  await page.locator('#info-email').fill(`mine${stamp}@kennel.example`);
  await page.getByRole('button', { name: en.InfoForm.save }).click();
  const conflict = page.getByTestId('edit-conflict');
  await expect(conflict).toContainText(en.InfoForm.fbUrl);
  await expect(page.locator('#info-email')).toHaveValue(`mine${stamp}@kennel.example`);
  await expect(page.locator('#info-fbUrl')).toHaveValue(`https://www.facebook.com/k${stamp}`);
  await conflict.getByRole('button', { name: en.EditConflict.keepMine }).click();
  await expect(conflict).toBeHidden();
  await expect
    .poll(async () => (await (await context.request.get('/api/info')).json()) as unknown)
    .toMatchObject({
      email: `mine${stamp}@kennel.example`,
      fbUrl: `https://www.facebook.com/k${stamp}`,
    });

  // A switch on the list, flipped after someone else changed the dog: the list shows theirs.
  const dog = await api.createDog({ name: `Switch ${stamp}` });
  await page.goto('/admin/products');
  const row = page.getByTestId(`dog-row-${dog.id}`);
  await expect(row).toBeVisible();
  await api.updateDog(dog.id, { reserved: true });
  await row.getByRole('switch', { name: new RegExp(en.AdminDogs.enabled) }).click();
  await expect(page.getByTestId('alert-banner')).toContainText(dog.name);
  await expect(row.getByRole('switch', { name: new RegExp(en.AdminDogs.reserved) })).toBeChecked();
  await expect(row.getByRole('switch', { name: new RegExp(en.AdminDogs.enabled) })).toBeChecked();
  const stored = await api.getDog(dog.id);
  expect(stored).toMatchObject({ enabled: true, reserved: true });
});

// The same for photos: a focal point or an order saved in another tab is not
// undone by this one's save; the photo manager shows what is stored and says why.

/** The photo ids in the order the photo manager shows them. */
const tileOrder = (page: Page) =>
  page
    .getByTestId('photo-tile')
    .evaluateAll((tiles) => tiles.map((tile) => Number((tile as HTMLElement).dataset.photoId)));

test('a focal point set in another tab is not overwritten; the dialog keeps mine to save again', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  const dog = await api.createDog({ name: `Focus ${Date.now()}` });
  const [photo] = (await api.addDogPhotos(dog.id, 1)).images;
  await signIn(context, baseURL!, token);
  await page.goto(`/admin/products/product-image-upload/${dog.id}`);
  await page.getByRole('button', { name: 'Set the focal point of photo 1' }).click();
  const dialog = page.getByRole('dialog', { name: en.PhotoManager.focalTitle });
  await dialog.locator('#focal-x').fill('60');

  // Another tab sets a point meanwhile; this one's save is refused and shows theirs.
  await api.setDogPhotoFocal(dog.id, photo.id, { x: 0.2, y: 0.7 });
  await dialog.getByRole('button', { name: en.PhotoManager.focalSave }).click();
  const conflict = dialog.getByTestId('focal-conflict');
  await expect(conflict).toContainText(en.EditConflict.focalChanged);
  await expect(conflict).toContainText('Saved there: 20% from the left, 70% from the top');
  await expect(dialog.getByTestId('focal-stored')).toHaveAttribute('style', /left: 20%; top: 70%/);
  await expect(dialog.locator('#focal-x')).toHaveValue('60');
  await expect(page.getByTestId('photo-tile').locator('img')).toHaveAttribute(
    'style',
    /object-position: 20% 70%/,
  );
  expect((await api.getDog(dog.id)).images[0]!.focal).toEqual({ x: 0.2, y: 0.7 });

  // Saved again, now based on theirs, the breeder's point goes through.
  await dialog.getByRole('button', { name: en.PhotoManager.focalSave }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('alert-banner')).toContainText(en.PhotoManager.focalSaved);
  expect((await api.getDog(dog.id)).images[0]!.focal).toEqual({ x: 0.6, y: 0.5 });
});

test('photos reordered in another tab are not reordered over; the manager shows their order', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  const dog = await api.createDog({ name: `Order ${Date.now()}` });
  const seen = (await api.addDogPhotos(dog.id, 3)).images.map((i: { id: number }) => i.id);
  await signIn(context, baseURL!, token);
  await page.goto(`/admin/products/product-image-upload/${dog.id}`);
  await expect.poll(() => tileOrder(page)).toEqual(seen);

  const theirs = [...seen].reverse();
  await api.reorderDogPhotos(dog.id, theirs);
  await page.getByRole('button', { name: 'Move photo 1 later' }).click();
  await expect(page.getByTestId('alert-banner')).toContainText(en.EditConflict.photosChanged);
  await expect.poll(() => tileOrder(page)).toEqual(theirs);
  expect((await api.getDog(dog.id)).images.map((i) => i.id)).toEqual(theirs);
});

// At 390 px the save bar takes two rows. A field the server refuses comes
// into view above it, with its error, instead of staying where it was, under the bar.
test('at 390 px a field refused by the server shows its error above the sticky save bar', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  const stamp = Date.now();
  const mother = await api.createDog({ name: `Gone ${stamp}`, kind: 'parent', price: null });
  const puppy = await api.createDog({ name: `Bar ${stamp}` });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(context, baseURL!, token);
  await openEditForm(page, puppy.id, puppy.name);
  const select = page.locator('#dog-motherId');
  await select.selectOption(String(mother.id));
  // The mother is deleted elsewhere meanwhile: the server refuses her (422 invalidMother).
  await context.request.delete(`/api/admin/dogs/${mother.id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  // The field sits just above the bottom edge, where the save bar covers what comes below it.
  await select.evaluate((element) => {
    const box = element.getBoundingClientRect();
    window.scrollBy(0, box.bottom - (window.innerHeight - 24));
  });
  await page.getByRole('button', { name: en.DogForm.saveBack }).click();

  const error = page.locator('#dog-motherId-error');
  await expect(error).toHaveText(en.apiErrors.invalidMother);
  const bar = page.locator('.admin-actions');
  await expect
    .poll(async () => {
      const [field, barBox] = await Promise.all([error.boundingBox(), bar.boundingBox()]);
      return field && barBox && field.y >= 0 ? barBox.y - (field.y + field.height) : -1;
    })
    .toBeGreaterThanOrEqual(0);
});
