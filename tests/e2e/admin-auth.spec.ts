import { answerJson, expect, signIn, test } from './api';
import { MESSAGES } from './support';

const en = MESSAGES.en;
const ADMIN = { email: 'e2e-admin@example.com', password: 'e2eSecret123' };

test('a protected page is remembered through the login', async ({ page, token }) => {
  expect(token).toBeTruthy(); // the shared admin exists
  await page.goto('/admin/products/add');
  await expect(page).toHaveURL(/\/login\?redirect=%2Fadmin%2Fproducts%2Fadd$/);
  await page.getByLabel(en.LoginPage.email).fill(ADMIN.email);
  await page.getByLabel(en.LoginPage.password).fill(ADMIN.password);
  await page.getByRole('button', { name: en.LoginPage.submit }).click();
  // Often the run's first test: the server may still be rendering its first pages for the
  // other worker, and the sign-in waits behind them.
  await expect(page).toHaveURL(/\/admin\/products\/add$/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: en.DogForm.addTitle })).toBeVisible();

  // Signed in, the login page sends the breeder on to the dog list.
  await page.goto('/login');
  await expect(page).toHaveURL(/\/admin\/products$/);
});

test('a failed sign-in’s message does not follow the breeder into the admin', async ({
  page,
  token,
}) => {
  expect(token).toBeTruthy();
  await page.goto('/login');
  await page.getByLabel(en.LoginPage.email).fill(ADMIN.email);
  await page.getByLabel(en.LoginPage.password).fill('wrongPassword1');
  await page.getByRole('button', { name: en.LoginPage.submit }).click();
  const banner = page.getByTestId('alert-banner');
  await expect(banner).toContainText(en.apiErrors.invalidCredentials);
  await page.getByLabel(en.LoginPage.password).fill(ADMIN.password);
  await page.getByRole('button', { name: en.LoginPage.submit }).click();
  await expect(page.getByRole('heading', { name: en.AdminDogs.title })).toBeVisible();
  // At once, not once the banner's 10 s are over.
  expect(await banner.count()).toBe(0);
});

for (const target of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
  test(`login never follows ?redirect=${target}`, async ({ page, token }) => {
    expect(token).toBeTruthy();
    await page.goto(`/login?redirect=${encodeURIComponent(target)}`);
    await page.getByLabel(en.LoginPage.email).fill(ADMIN.email);
    await page.getByLabel(en.LoginPage.password).fill(ADMIN.password);
    await page.getByRole('button', { name: en.LoginPage.submit }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/admin\/products$/);
  });
}

test('the user menu shows on public pages for the signed-in breeder only', async ({
  page,
  context,
  baseURL,
  token,
}) => {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(new URL(request.url()).pathname));
  await page.goto('/contact');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).not.toContain('/api/auth/user');
  await expect(page.getByRole('button', { name: /E2E Admin/ })).toHaveCount(0);

  await signIn(context, baseURL!, token);
  await page.goto('/contact');
  await page.getByRole('button', { name: /E2E Admin/ }).click();
  await page.getByRole('link', { name: en.UserMenu.gallery }).click();
  await expect(page).toHaveURL(/\/admin\/gallery-image-upload$/);
  await expect(page.getByRole('heading', { name: en.PhotoManager.galleryTitle })).toBeVisible();
});

test('a failed save keeps every typed value and lists the server messages', async ({
  page,
  context,
  baseURL,
  token,
}) => {
  await signIn(context, baseURL!, token);
  await page.route('**/api/admin/dogs', (route) =>
    route.request().method() === 'POST'
      ? answerJson(route, 500, {
          message: 'serverError',
          errors: [{ msg: 'databaseUnavailable' }, { msg: 'birthdayInFuture', path: 'birthday' }],
        })
      : route.continue(),
  );
  await page.goto('/admin/products/add');
  await page.getByLabel(en.DogForm.name).fill('Failed Save Fifi');
  await page.getByLabel(en.DogForm.birthday).fill('2026-08-15');
  await page.getByLabel(en.DogForm.color).selectOption('tan');
  await page.getByLabel('Male', { exact: true }).check();
  await page.getByLabel(en.DogForm.price).fill('3100');
  await page.getByLabel('Description in English').fill('Typed with care.');
  await page.getByRole('button', { name: en.DogForm.saveBack }).click();

  const banner = page.getByTestId('alert-banner');
  await expect(banner).toHaveClass(/alert-danger/);
  await expect(banner).toContainText(en.apiErrors.databaseUnavailable);
  await expect(banner).toContainText(en.apiErrors.birthdayInFuture);
  await expect(page).toHaveURL(/\/admin\/products\/add$/);
  await expect(page.getByLabel(en.DogForm.name)).toHaveValue('Failed Save Fifi');
  await expect(page.getByLabel(en.DogForm.birthday)).toHaveValue('2026-08-15');
  await expect(page.getByLabel(en.DogForm.color)).toHaveValue('tan');
  await expect(page.getByLabel('Male', { exact: true })).toBeChecked();
  await expect(page.getByLabel(en.DogForm.price)).toHaveValue('3100');
  await expect(page.getByLabel('Description in English')).toHaveValue('Typed with care.');
  // The message that names a field is shown under it too.
  await expect(page.locator('#dog-birthday-error')).toHaveText(en.apiErrors.birthdayInFuture);

  // Leaving with unsaved changes asks first; staying keeps everything.
  page.once('dialog', (dialog) => {
    expect(dialog.message()).toBe(en.DogForm.unsavedChanges);
    void dialog.dismiss();
  });
  await page.getByRole('link', { name: en.DogForm.cancel }).click();
  await expect(page).toHaveURL(/\/admin\/products\/add$/);
  await page.waitForTimeout(400); // past the loading overlay's 200 ms threshold
  await expect(page.getByTestId('loading-overlay')).toHaveCount(0);
  await expect(page.getByLabel(en.DogForm.name)).toHaveValue('Failed Save Fifi');

  // A session that ended meanwhile: the form stays, with a word on what to do.
  await page.route('**/api/admin/dogs', (route) =>
    answerJson(route, 401, { message: 'unauthorized' }),
  );
  await page.getByRole('button', { name: en.DogForm.saveBack }).click();
  await expect(banner).toContainText(en.apiErrors.sessionExpired);
  await expect(page).toHaveURL(/\/admin\/products\/add$/);
  await expect(page.getByLabel('Description in English')).toHaveValue('Typed with care.');
});

test('the dog list switches roll back with an alert when the server refuses', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  const dog = await api.createDog({ name: `Rollback ${Date.now()}` });
  await signIn(context, baseURL!, token);
  await page.route(`**/api/admin/dogs/${dog.id}`, (route) =>
    route.request().method() === 'PATCH'
      ? answerJson(route, 500, { message: 'serverError' })
      : route.continue(),
  );
  await page.goto('/admin/products');
  const visible = page.getByRole('switch', { name: `${en.AdminDogs.enabled} ${dog.name}` });
  await expect(visible).toBeChecked();
  await visible.click();
  await expect(page.getByTestId('alert-banner')).toContainText(en.apiErrors.serverError);
  await expect(visible).toBeChecked();
});

test('the sign-in form keeps the e-mail across a link away and Back, never the password', async ({
  page,
}) => {
  await page.goto('/login');
  await page.getByLabel(en.LoginPage.email).fill('kept@example.com');
  const password = page.getByLabel(en.LoginPage.password, { exact: true });
  await password.fill('notKept123');
  // Shown as text, it is still a password.
  await page.getByRole('button', { name: en.Common.reveal }).click();
  await expect(password).toHaveAttribute('type', 'text');
  await password.fill('notKept1234');

  await page.getByRole('link', { name: en.LoginPage.forgot }).click();
  await expect(page).toHaveURL(/\/forgot-password$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByLabel(en.LoginPage.email)).toHaveValue('kept@example.com');
  const stored = await page.evaluate(() => JSON.stringify({ ...sessionStorage }));
  expect(stored).toContain('kept@example.com');
  expect(stored).not.toContain('notKept');
});
