import { SignJWT } from 'jose';
import { expect, FRESH_SECRET, smallJpeg, test } from './fresh-site';
import { MESSAGES } from './support';

const en = MESSAGES.en;
const ADMIN = { name: 'Kata Breeder', email: 'kata@example.com', password: 'Bulldog2024' };

async function token(secret: string, expiresAt: number, version = 0) {
  return new SignJWT({ ver: version, scope: ['admin'] })
    .setProtectedHeader({ alg: 'HS256' })
    .setSubject('1')
    .setIssuer('kennel')
    .setIssuedAt(expiresAt - 3600)
    .setExpirationTime(expiresAt)
    .sign(new TextEncoder().encode(secret));
}

test('an expired, forged or revoked session never shows admin data', async ({
  page,
  context,
  baseURL,
  playwright,
}) => {
  const signup = await page.request.post('/api/auth/signup', { data: ADMIN });
  expect(signup.status()).toBe(201);
  const now = Math.floor(Date.now() / 1000);
  const sessions = {
    expired: await token(FRESH_SECRET, now - 60),
    forged: await token('some-other-secret-that-is-long-enough-1234', now + 3600),
    garbage: 'not-a-token',
  };
  for (const [kind, value] of Object.entries(sessions)) {
    await context.clearCookies();
    await context.addCookies([
      { name: 'session', value, url: baseURL! },
      { name: 'signed_in', value: '1', url: baseURL! },
    ]);
    const answer = await page.goto('/admin/products/add');
    expect(answer?.status(), kind).toBe(200);
    await expect(page, kind).toHaveURL(/\/login\?redirect=%2Fadmin%2Fproducts%2Fadd$/);
    await expect(page.getByRole('heading', { name: en.LoginPage.title })).toBeVisible();
    // The header asked who is signed in, was told no one, and dropped its hint.
    await expect
      .poll(async () => (await context.cookies()).find((c) => c.name === 'signed_in')?.value ?? '')
      .toBe('');
  }

  // A token that was valid until logout is refused afterwards.
  const { token: valid } = await signup.json();
  await context.clearCookies();
  await context.addCookies([{ name: 'session', value: valid, url: baseURL! }]);
  await page.goto('/admin');
  await expect(page.getByRole('heading', { name: en.InfoForm.title })).toBeVisible();
  // On a connection of its own: the one the sign-up used may be closing after 5 s idle just as a
  // POST, which is not retried, goes out on it (ECONNRESET).
  const api = await playwright.request.newContext({ baseURL });
  const logout = await api.post('/api/auth/logout', {
    headers: { Authorization: `Bearer ${valid}` },
  });
  expect(logout.status()).toBe(204);
  await api.dispose();
  await context.addCookies([{ name: 'session', value: valid, url: baseURL! }]);
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin$/);
});

test('wrong passwords get an alert, then the wait time once throttled', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('button', { name: en.LoginPage.submit }).click();
  await expect(page.getByText(en.apiErrors.required)).toHaveCount(2);

  await page.getByLabel(en.LoginPage.email).fill('nobody@example.com');
  await page.getByLabel(en.LoginPage.password).fill('wrongPassword1');
  const banner = page.getByTestId('alert-banner');
  for (let attempt = 1; attempt <= 5; attempt++) {
    await page.getByRole('button', { name: en.LoginPage.submit }).click();
    await expect(banner).toContainText(en.apiErrors.invalidCredentials);
    await banner.getByRole('button', { name: en.Alerts.dismiss }).click();
    await expect(banner).toBeHidden();
  }
  await page.getByRole('button', { name: en.LoginPage.submit }).click();
  await expect(banner).toContainText(/Please wait \d+ minutes? and try again/);
  await expect(page.getByLabel(en.LoginPage.email)).toHaveValue('nobody@example.com');
});

test('gallery photos: dropped, reordered, deleted after a confirmation', async ({ page }) => {
  const signup = await page.request.post('/api/auth/signup', { data: ADMIN });
  expect(signup.status()).toBe(201);
  await page.goto('/admin/gallery-image-upload');
  await expect(page.getByRole('heading', { name: en.PhotoManager.galleryTitle })).toBeVisible();
  await expect(page.getByTestId('photo-count')).toHaveText(
    'No photos yet (at most 300): 300 more can be added.',
  );

  // Two photos dropped onto the drop zone, as from a file manager.
  const photos = await Promise.all([30, 200].map((hue) => smallJpeg(hue)));
  const dataTransfer = await page.evaluateHandle(
    (files) => {
      const transfer = new DataTransfer();
      files.forEach((base64, i) => {
        const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
        transfer.items.add(new File([bytes], `owner-${i}.jpg`, { type: 'image/jpeg' }));
      });
      return transfer;
    },
    photos.map((p) => p.toString('base64')),
  );
  const zone = page.locator('label.photo-drop');
  await zone.dispatchEvent('dragover', { dataTransfer });
  await zone.dispatchEvent('drop', { dataTransfer });
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);
  await expect(page.getByTestId('photo-count')).toHaveText(
    '2 photos (at most 300): 298 more can be added.',
  );

  const ids = () =>
    page.getByTestId('photo-tile').evaluateAll((tiles) => tiles.map((t) => t.dataset.photoId));
  const [first, second] = await ids();
  await page.getByRole('button', { name: 'Move photo 1 later' }).click();
  await expect.poll(ids).toEqual([second, first]);

  await page.getByRole('button', { name: 'Delete photo 2' }).click();
  const dialog = page.getByRole('dialog', { name: en.PhotoManager.deleteTitle });
  await dialog.getByRole('button', { name: en.Common.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByTestId('photo-tile')).toHaveCount(2);
  await page.getByRole('button', { name: 'Delete photo 2' }).click();
  await dialog.getByRole('button', { name: en.PhotoManager.delete }).click();
  await expect(page.getByTestId('photo-tile')).toHaveCount(1);
  await expect.poll(ids).toEqual([second]);

  const gallery = await (await page.request.get('/api/gallery')).json();
  expect(gallery.map((image: { id: number }) => String(image.id))).toEqual([second]);
  await expect(async () => {
    await page.goto('/gallery');
    await expect(page.locator('main img')).toHaveCount(1, { timeout: 500 });
  }).toPass();
});
