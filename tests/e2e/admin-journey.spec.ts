import type { Page } from '@playwright/test';
import { expect, largeCameraJpeg, smallJpeg, test } from './fresh-site';
import { MESSAGES } from './support';

const en = MESSAGES.en;
const ADMIN = { name: 'Kata Breeder', email: 'kata@example.com', password: 'Bulldog2024' };
const MAX_UPLOAD = 512 * 1024;

/** The header's user menu: inside the collapsed menu on phones, in the bar on wide screens. */
async function openUserMenu(page: Page, name: string) {
  await page.evaluate(() => window.scrollTo(0, 0));
  const toggle = page.getByRole('button', { name: en.Header.toggleMenu });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: new RegExp(name) }).click();
}

const uploadsPrefix = (src: string | null) => src?.replace(/-\d+\.webp.*$/, '') ?? '';

async function tileOrder(page: Page): Promise<string[]> {
  return page
    .getByTestId('photo-tile')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-photo-id') ?? ''));
}

for (const viewport of [
  { width: 375, height: 812 },
  { width: 1280, height: 800 },
]) {
  test(`the breeder's first day at ${viewport.width}×${viewport.height}`, async ({ page }) => {
    test.slow();
    await page.setViewportSize(viewport);

    // First run: the sign-up form shows the password rule and creates the admin.
    await page.goto('/signup');
    await expect(page.getByText(en.SignupPage.passwordHelp)).toBeVisible();
    await page.getByLabel(en.SignupPage.name).fill(ADMIN.name);
    await page.getByLabel(en.SignupPage.email).fill(ADMIN.email);
    await page.getByLabel(en.SignupPage.password).fill('short');
    await page.getByRole('button', { name: en.SignupPage.submit }).click();
    await expect(page.getByText(en.apiErrors.passwordRule)).toBeVisible();
    await page.getByLabel(en.SignupPage.password).fill(ADMIN.password);
    await page.getByRole('button', { name: en.SignupPage.submit }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole('heading', { name: en.AdminDogs.title })).toBeVisible();

    // Sign-up is closed now; logging out ends on the home page without the menu.
    await page.goto('/signup');
    await expect(page.getByText(en.SignupPage.closed)).toBeVisible();
    await openUserMenu(page, ADMIN.name);
    await page.getByRole('button', { name: en.UserMenu.logout }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: new RegExp(ADMIN.name) })).toHaveCount(0);
    await page.goto('/admin/products');
    await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fproducts$/);

    // Log in again: back to the dog list, with the user menu on public pages too.
    await page.getByLabel(en.LoginPage.email).fill(ADMIN.email);
    await page.getByLabel(en.LoginPage.password).fill(ADMIN.password);
    await page.getByRole('button', { name: en.LoginPage.submit }).click();
    await expect(page).toHaveURL(/\/admin\/products$/);

    // Page info through the user menu; the public footer shows it right after.
    await page.goto('/');
    await openUserMenu(page, ADMIN.name);
    await page.getByRole('link', { name: en.UserMenu.pageInfo }).click();
    await expect(page).toHaveURL(/\/admin$/);
    await page.getByLabel(en.InfoForm.email).fill('not-an-address');
    await page.getByRole('button', { name: en.InfoForm.save }).click();
    await expect(page.getByText(en.apiErrors.invalidEmail)).toBeVisible();
    await page.getByLabel(en.InfoForm.email).fill('kennel@example.com');
    await page.getByLabel(en.InfoForm.phone).fill('+36 30 123 4567');
    await page.getByRole('button', { name: en.InfoForm.save }).click();
    const toast = page.getByRole('alert').filter({ hasText: en.InfoForm.saved });
    await expect(toast).toBeVisible();
    expect((await toast.boundingBox())!.width).toBeLessThanOrEqual(350);
    await expect(async () => {
      await page.goto('/');
      await expect(page.locator('footer').getByText('kennel@example.com')).toBeVisible({
        timeout: 500,
      });
    }).toPass();

    // Add a dog, then straight on to its photos.
    const name = `Bogyó ${viewport.width}`;
    await page.goto('/admin/products/add');
    await page.getByLabel(en.DogForm.name).fill(name);
    await page.getByLabel(en.DogForm.birthday).fill('2026-09-01');
    await page.getByLabel(en.DogForm.color).selectOption('lilac');
    await page.getByLabel('Female').check();
    await page.getByLabel(en.DogForm.price).fill('2900');
    await page.getByLabel('Description in English').fill('A calm, cuddly lilac girl.');
    await page.getByRole('tab', { name: en.Locales.hu }).click();
    await page.getByLabel('Description in Hungarian').fill('Nyugodt, bújós lány.');
    await page.getByRole('button', { name: en.DogForm.savePhotos }).click();
    await expect(page).toHaveURL(/\/admin\/products\/product-image-upload\/\d+$/);
    const dogId = new URL(page.url()).pathname.split('/').pop();
    await expect(page.getByRole('heading', { name: `Photos of ${name}` })).toBeVisible();

    // Three photos, one a 3 MB camera JPEG that the browser shrinks below the server's limit.
    const large = await largeCameraJpeg();
    expect(large.length).toBeGreaterThan(3 * 1024 * 1024);
    const sent: number[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/images')) {
        sent.push(request.postDataBuffer()?.length ?? 0);
      }
    });
    await page.locator('input[type=file][multiple]').setInputFiles([
      { name: 'IMG_0001.jpg', mimeType: 'image/jpeg', buffer: large },
      { name: 'second.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg(120) },
      { name: 'third.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg(240) },
    ]);
    await expect(page.getByTestId('photo-tile')).toHaveCount(3, { timeout: 30_000 });
    await expect(page.getByTestId('upload-item').filter({ hasText: 'IMG_0001' })).toContainText(
      en.PhotoManager.shrunk,
    );
    expect(sent).toHaveLength(3);
    for (const size of sent) expect(size).toBeLessThan(MAX_UPLOAD + 1024);
    await expect(page.getByTestId('photo-count')).toContainText('3 photos');
    await expect(page.getByText(en.PhotoManager.cover, { exact: true })).toHaveCount(1);

    // Reorder: drag the last photo to the front, then move the second one later by keyboard.
    const [first, second, third] = await tileOrder(page);
    await page.getByTestId('photo-tile').nth(2).dragTo(page.getByTestId('photo-tile').nth(0));
    await expect.poll(() => tileOrder(page)).toEqual([third, first, second]);
    await page.getByRole('button', { name: 'Move photo 2 later' }).focus();
    await page.keyboard.press('Enter');
    await expect.poll(() => tileOrder(page)).toEqual([third, second, first]);
    await expect(page.getByRole('button', { name: 'Move photo 3 earlier' })).toBeFocused();
    await page.reload();
    await expect.poll(() => tileOrder(page)).toEqual([third, second, first]);
    const coverSrc = await page
      .getByTestId('photo-tile')
      .first()
      .locator('img')
      .getAttribute('src');

    // The public card's cover is the new first photo.
    await expect(async () => {
      await page.goto('/puppies/available-puppies');
      const card = page.getByRole('article').filter({ hasText: name });
      const src = await card.locator('img').first().getAttribute('src', { timeout: 500 });
      expect(uploadsPrefix(src)).toBe(uploadsPrefix(coverSrc));
    }).toPass();

    // Found a family: the dog moves to the other list.
    await page.goto('/admin/products');
    const placed = page.getByRole('switch', { name: `${en.AdminDogs.foundParent} ${name}` });
    await placed.check();
    await expect(placed).toBeChecked();
    await expect(async () => {
      await page.goto('/puppies/puppies-with-parents');
      await expect(page.getByText(name)).toBeVisible({ timeout: 500 });
    }).toPass();
    await page.goto('/puppies/available-puppies');
    await expect(page.getByText(name)).toHaveCount(0);

    // Delete, after a confirmation; its page is gone.
    expect((await page.request.get(`/api/dogs/${dogId}`)).status()).toBe(200);
    await page.goto('/admin/products');
    await expect(
      page.getByRole('switch', { name: `${en.AdminDogs.foundParent} ${name}` }),
    ).toBeChecked();
    await page.getByRole('button', { name: `${en.AdminDogs.delete} ${name}` }).click();
    const dialog = page.getByRole('dialog', { name: `Delete ${name}?` });
    await dialog.getByRole('button', { name: en.AdminDogs.delete }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(en.AdminDogs.empty)).toBeVisible();
    expect((await page.request.get(`/api/dogs/${dogId}`)).status()).toBe(404);
  });
}
