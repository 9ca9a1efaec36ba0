import { expect, signIn, test } from './api';
import { smallJpeg } from './fresh-site';
import { expectNoViolations, LOCALES, MESSAGES, setLocaleCookie } from './support';

for (const locale of LOCALES) {
  test(`every admin screen is translated, accessible and fits 375 px (${locale})`, async ({
    page,
    context,
    baseURL,
    token,
    api,
  }) => {
    test.slow();
    const m = MESSAGES[locale];
    const dog = await api.createDog({ name: `Screens ${locale} ${Date.now()}` });
    await api.addDogPhotos(dog.id, 2);
    const mother = await api.createDog({
      name: `Mother ${locale} ${Date.now()}`,
      kind: 'parent',
      price: null,
      birthday: '2021-01-02',
    });
    const litter = await api.createLitter({ motherId: mother.id, status: 'expected' });
    await setLocaleCookie(context, baseURL!, locale);
    await signIn(context, baseURL!, token);
    await page.setViewportSize({ width: 375, height: 812 });

    const screens = [
      { path: '/admin', heading: m.InfoForm.title },
      { path: '/admin/products', heading: m.AdminDogs.title },
      { path: '/admin/products/add', heading: m.DogForm.addTitle },
      { path: '/admin/parents', heading: m.AdminDogs.parentsTitle },
      { path: '/admin/parents/add', heading: m.DogForm.addParentTitle },
      { path: `/admin/products/edit/${dog.id}`, heading: dog.name },
      { path: '/admin/products/product-image-upload', heading: m.PhotoManager.chooseTitle },
      { path: `/admin/products/product-image-upload/${dog.id}`, heading: dog.name },
      { path: '/admin/gallery-image-upload', heading: m.PhotoManager.galleryTitle },
      { path: '/admin/owner-photos', heading: m.AdminModeration.title },
      { path: '/admin/products/edit/999999', heading: m.AdminDogs.missingTitle },
      { path: '/admin/applications/999999', heading: m.AdminMissing.applicationTitle },
      { path: '/admin/pages/blog', heading: m.AdminMissing.pageTitle },
      { path: '/admin/litters', heading: m.LitterAdmin.title },
      { path: '/admin/litters/add', heading: m.LitterAdmin.addTitle },
      { path: `/admin/litters/edit/${litter.id}`, heading: mother.name },
    ];
    for (const { path, heading } of screens) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expect(page.getByRole('heading', { level: 1 })).toContainText(heading);
      await expect(page.locator('#user-menu')).toContainText('E2E Admin');
      const overflow = await page.evaluate(
        () => document.documentElement.scrollWidth - window.innerWidth,
      );
      expect(overflow, `${path} is wider than the phone`).toBeLessThanOrEqual(0);
      await expectNoViolations(page, `${path} (${locale})`);
    }

    // Signed out: the login and the closed sign-up screens.
    await context.clearCookies({ name: 'session' });
    for (const { path, heading } of [
      { path: '/login', heading: m.LoginPage.title },
      { path: '/signup', heading: m.SignupPage.title },
    ]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading);
      await expectNoViolations(page, `${path} (${locale})`);
    }
    await expect(page.getByText(m.SignupPage.closed)).toBeVisible();
  });
}

test('a dog takes 10 photos: the rest of a pick is refused file by file', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  const en = MESSAGES.en;
  const dog = await api.createDog({ name: `Full ${Date.now()}` });
  await api.addDogPhotos(dog.id, 8);
  await signIn(context, baseURL!, token);
  await page.goto(`/admin/products/product-image-upload/${dog.id}`);
  await expect(page.getByTestId('photo-count')).toHaveText(
    '8 photos (at most 10): 2 more can be added.',
  );
  const files = await Promise.all(
    [10, 70, 130, 190].map(async (hue, i) => ({
      name: `extra-${i}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await smallJpeg(hue),
    })),
  );
  files.push({ name: 'notes.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('not an image') });
  await page.locator('input[type=file][multiple]').setInputFiles([files[4]!, ...files.slice(0, 3)]);

  const item = (name: string) => page.getByTestId('upload-item').filter({ hasText: name });
  await expect(item('notes.jpg')).toContainText(en.apiErrors.unsupportedType);
  await expect(item('extra-0.jpg')).toContainText(en.PhotoManager.status.done);
  await expect(item('extra-1.jpg')).toContainText(en.PhotoManager.status.done);
  await expect(item('extra-2.jpg')).toContainText(en.apiErrors.dogPhotoLimit);
  await expect(page.getByTestId('photo-tile')).toHaveCount(10);
  const banner = page.getByTestId('alert-banner');
  await expect(banner).toContainText('2 photos uploaded.');
  await expect(banner).toContainText('2 photos could not be uploaded.');
  await expect(page.getByText(en.PhotoManager.full)).toBeVisible();
  await expect(page.locator('input[type=file][multiple]')).toBeDisabled();
});

test('at 320 px the admin header keeps its name clear of the menu button, and the admin bar is one row', async ({
  page,
  context,
  baseURL,
  token,
}) => {
  await signIn(context, baseURL!, token);
  await page.setViewportSize({ width: 320, height: 640 });
  for (const locale of LOCALES) {
    await setLocaleCookie(context, baseURL!, locale);
    await page.goto('/admin/password');
    await expect(page.locator('#user-menu')).toContainText('E2E Admin');
    const brand = (await page.locator('.site-brand').boundingBox())!;
    const toggler = (await page.locator('.navbar-toggler').boundingBox())!;
    expect(
      brand.x + brand.width,
      `${locale}: the name runs under the menu button`,
    ).toBeLessThanOrEqual(toggler.x);
    const bar = page.getByRole('navigation', { name: MESSAGES[locale].AdminNav.label });
    // The menu button and the section's tabs, side by side.
    const boxes = await bar
      .locator('summary, .nav-link')
      .evaluateAll((items) =>
        items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect),
      );
    expect(boxes.length, locale).toBeGreaterThan(2);
    expect(
      new Set(boxes.map((box) => Math.round(box.top + box.height / 2))).size,
      `${locale}: rows in the admin bar`,
    ).toBe(1);
    for (const box of boxes) {
      expect(box.left, locale).toBeGreaterThanOrEqual(0);
      expect(box.right, locale).toBeLessThanOrEqual(320);
    }
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - 320);
    expect(overflow, `${locale}: the page scrolls sideways`).toBeLessThanOrEqual(0);
  }
});
