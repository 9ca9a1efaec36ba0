import type { Page } from '@playwright/test';
import { expect, signIn, test } from './api';
import { smallJpeg, test as freshTest } from './fresh-site';
import { expectNoViolations, LOCALES, MESSAGES, setLocaleCookie, translator } from './support';
import { formStart } from './enquiry-start';

// The breeder's comforts in the admin area.

const en = MESSAGES.en;

/** The admin navigation's links, in order, with the current one. */
async function adminNav(page: Page, locale: keyof typeof MESSAGES = 'en') {
  const nav = page.getByRole('navigation', { name: MESSAGES[locale].AdminNav.label });
  await expect(nav).toBeVisible();
  return nav;
}

test('the admin bar is one row at 375 px and on a laptop, its tabs a fingertip high', async ({
  page,
  context,
  baseURL,
  token,
}) => {
  await signIn(context, baseURL!, token);
  // Every screen's marks are checked in admin-menu.spec.ts; here the bar at two widths.
  const screens = [
    { path: '/admin', current: en.AdminNav.pageInfo },
    { path: '/admin/owner-photos', current: en.AdminNav.ownerPhotos },
    { path: '/admin/applications', current: en.AdminNav.applications },
  ];
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: 720 });
    for (const { path, current } of screens) {
      await page.goto(path);
      const nav = await adminNav(page);
      await expect(nav.locator('.admin-nav__tabs [aria-current="page"]'), path).toHaveText(current);
      const items = nav.locator('summary, .admin-nav__tabs .nav-link');
      const boxes = await items.evaluateAll((all) =>
        all.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
      );
      const label = `${path} at ${width}`;
      expect(new Set(boxes.map((b) => Math.round(b.top + b.height / 2))).size, label).toBe(1);
      for (const box of boxes)
        expect(box.height, `${label}: a tap target`).toBeGreaterThanOrEqual(44);
      // The menu button inside the page margin; the tabs scroll in their own row, never the page.
      expect(boxes[0]!.x, label).toBeGreaterThanOrEqual(8);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBe(width);
    }
  }
  // It leads where it says.
  await (await adminNav(page)).getByRole('link', { name: en.AdminNav.waitingList }).click();
  await expect(page).toHaveURL(/\/admin\/waiting-list$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.WaitingList.title);
});

test('each visible dog in the admin list has a link to its page on the site', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  const shown = await api.createDog();
  const hidden = await api.createDog({ enabled: false });
  await signIn(context, baseURL!, token);
  await page.goto('/admin/products');
  const view = page.getByRole('link', { name: `${en.AdminDogs.viewOnSite} ${shown.name}` });
  await expect(view).toHaveAttribute('href', `/${shown.slug}`);
  // A hidden dog has no public page to view.
  await expect(
    page.getByRole('link', { name: `${en.AdminDogs.viewOnSite} ${hidden.name}` }),
  ).toHaveCount(0);
  await view.click();
  await expect(page).toHaveURL(new RegExp(`/${shown.slug}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(shown.name);
});

test('the account name shows in the header at every width from 1200 px, in every language', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  test.slow();
  // A dog in the list: its table is wider than the screen in German at 1200 px and scrolls in
  // its own box, never the page (its visually hidden labels once escaped that box).
  await api.createDog({ name: `Width ${Date.now()}` });
  await signIn(context, baseURL!, token);
  // The widest the bar gets: with the count of new enquiries beside the name.
  const enquiry = await context.request.post('/api/enquiries', {
    data: {
      name: 'Width Wilma',
      email: 'wilma@example.com',
      message: 'Is there a litter planned?',
      locale: 'de',
      consent: true,
      start: await formStart(context.request),
    },
  });
  expect(enquiry.status()).toBe(201);
  for (const locale of LOCALES) {
    await setLocaleCookie(context, baseURL!, locale);
    await page.setViewportSize({ width: 1400, height: 700 });
    await page.goto('/admin/products');
    const name = page.locator('#user-menu .user-menu__name');
    await expect(name).toHaveText('E2E Admin');
    await expect(page.locator('#user-menu .new-enquiries')).toBeVisible();
    for (const width of [1200, 1280, 1366, 1399, 1400, 1920]) {
      await page.setViewportSize({ width, height: 700 });
      const label = `${locale} at ${width} px`;
      await expect(name, label).toBeVisible();
      // Not squeezed into a sliver: the start of the name can be read.
      expect((await name.boundingBox())!.width, label).toBeGreaterThan(60);
      expect(await page.evaluate(() => document.documentElement.scrollWidth), label).toBe(width);
    }
  }
});

test('the gallery screen does not speak of a cover; a dog’s photos still do', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  const dog = await api.createDog();
  await api.addDogPhotos(dog.id, 2);
  await signIn(context, baseURL!, token);
  await page.goto('/admin/gallery-image-upload');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.PhotoManager.galleryTitle);
  await expect(page.getByTestId('photo-count')).toBeVisible();
  await expect(page.getByRole('main')).not.toContainText(/cover/i);

  await page.goto(`/admin/products/product-image-upload/${dog.id}`);
  await expect(page.getByText(en.PhotoManager.cover, { exact: true })).toHaveCount(1);
  await expect(page.getByText(en.PhotoManager.orderHelp)).toBeVisible();
});

test('leaving or reloading while photos upload asks first', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  const dog = await api.createDog();
  await signIn(context, baseURL!, token);
  // The upload hangs until the test lets it through.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`**/api/admin/dogs/${dog.id}/images`, async (route) => {
    await held;
    await route.continue().catch(() => {});
  });
  const asked: { type: string; message: string }[] = [];
  page.on('dialog', (dialog) => {
    asked.push({ type: dialog.type(), message: dialog.message() });
    void dialog.dismiss();
  });
  await page.goto(`/admin/products/product-image-upload/${dog.id}`);
  await page
    .locator('input[type=file][multiple]')
    .setInputFiles([{ name: 'pup.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg(30) }]);
  await expect(
    page.getByTestId('upload-item').filter({ hasText: en.PhotoManager.status.uploading }),
  ).toBeVisible();

  // A link in the page: asked, and staying keeps the upload going.
  await (await adminNav(page)).getByRole('link', { name: en.AdminNav.dogs }).click();
  await expect
    .poll(() => asked.map((a) => a.message))
    .toEqual([en.PhotoManager.leaveWhileUploading]);
  await expect(page).toHaveURL(new RegExp(`/product-image-upload/${dog.id}$`));

  // Reloading or closing the tab: the page asks the browser to ask (its own dialog).
  const unloadStopped = () =>
    page.evaluate(() => {
      const event = new Event('beforeunload', { cancelable: true });
      window.dispatchEvent(event);
      return event.defaultPrevented;
    });
  expect(await unloadStopped()).toBe(true);

  // Once the photo is up, leaving asks nothing.
  release();
  await expect(page.getByTestId('photo-tile')).toHaveCount(1, { timeout: 20_000 });
  expect(await unloadStopped()).toBe(false);
  await (await adminNav(page)).getByRole('link', { name: en.AdminNav.dogs }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  expect(asked).toHaveLength(1);
});

freshTest.describe('change password', () => {
  freshTest(
    'the breeder changes the password, with the rule, common passwords and throttling explained',
    async ({ page, context, baseURL, request }) => {
      freshTest.slow();
      const signup = await request.post('/api/auth/signup', {
        data: { name: 'Anna', email: 'anna@example.com', password: 'Frenchie2014x' },
      });
      expect(signup.status()).toBe(201);
      await context.addCookies([
        { name: 'session', value: (await signup.json()).token, url: baseURL! },
        { name: 'signed_in', value: '1', url: baseURL! },
      ]);

      for (const locale of LOCALES) {
        const m = MESSAGES[locale];
        await setLocaleCookie(context, baseURL!, locale);
        await page.goto('/admin/password');
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.PasswordPage.title);
        await expect(page).toHaveTitle(new RegExp(m.PageTitles.password));
        // The rule, before anything is sent.
        await page.getByLabel(m.PasswordPage.currentPassword).fill('Frenchie2014x');
        await page.getByLabel(m.PasswordPage.newPassword, { exact: true }).fill('short!');
        await page.getByRole('button', { name: m.PasswordPage.submit }).click();
        await expect(page.getByText(m.apiErrors.passwordRule)).toBeVisible();
        await expectNoViolations(page, `${locale} /admin/password with an error`);
      }

      const m = en;
      await setLocaleCookie(context, baseURL!, 'en');
      await page.goto('/admin/password');
      const current = page.getByLabel(m.PasswordPage.currentPassword);
      const next = page.getByLabel(m.PasswordPage.newPassword, { exact: true });
      const again = page.getByLabel(m.PasswordPage.confirmPassword);
      const submit = page.getByRole('button', { name: m.PasswordPage.submit });
      await expect(current).toBeEditable();

      // A common password, refused by the server, under its field.
      await current.fill('Frenchie2014x');
      await next.fill('Password1');
      await again.fill('Password1');
      await submit.click();
      await expect(page.getByText(m.apiErrors.commonPassword).first()).toBeVisible();
      await expect(next).toHaveValue('Password1');

      // A wrong current password, under its field.
      await current.fill('NotMyPassword1');
      await next.fill('Bulldog2026kennel');
      await again.fill('Bulldog2026kennel');
      await submit.click();
      await expect(page.getByText(m.apiErrors.wrongCurrentPassword).first()).toBeVisible();
      await expect(current).toHaveAttribute('aria-invalid', 'true');

      // Throttled (as the API answers after too many tries): how long to wait.
      await page.route('**/api/auth/password', (route) =>
        route.fulfill({
          status: 429,
          contentType: 'application/json',
          headers: { 'Retry-After': '120' },
          body: JSON.stringify({ message: 'tooManyAttempts' }),
        }),
      );
      await submit.click();
      await expect(
        page.getByText(translator('en')('PasswordPage.throttled', { minutes: 2 })),
      ).toBeVisible();
      await page.unroute('**/api/auth/password');

      // The new password typed differently the second time: said before anything is sent.
      await current.fill('Frenchie2014x');
      await again.fill('Bulldog2026kennal');
      await submit.click();
      await expect(page.getByText(m.apiErrors.passwordMismatch)).toBeVisible();
      await expect(again).toHaveAttribute('aria-invalid', 'true');

      // The right one: changed; the new password signs in, the old one no more.
      await again.fill('Bulldog2026kennel');
      await submit.click();
      await expect(page.getByText(m.PasswordPage.changed)).toBeVisible();
      await expect(current).toHaveValue('');
      const login = (password: string) =>
        request.post('/api/auth/login', { data: { email: 'anna@example.com', password } });
      expect((await login('Bulldog2026kennel')).status()).toBe(200);
      expect((await login('Frenchie2014x')).status()).toBe(401);
      // This browser stays signed in with the fresh session.
      await page.goto('/admin/products');
      await expect(page.getByRole('heading', { name: m.AdminDogs.title })).toBeVisible();
    },
  );
});
