import type { Page } from '@playwright/test';
import { expect, signIn, test } from './api';
import { test as freshTest } from './fresh-site';
import {
  acceptCookies,
  expectNoViolations,
  LOCALES,
  MESSAGES,
  PAGES,
  setLocaleCookie,
  showDogFormErrors,
  translator,
  type Locale,
} from './support';
import { describeError, HtmlDocuments } from './vnu';

for (const locale of LOCALES) {
  test(`every public page in ${locale}, with dogs and photos, passes axe`, async ({
    page,
    context,
    baseURL,
    api,
  }) => {
    test.slow();
    const dog = await api.createDog({ description: { en: 'Calm.', hu: 'Nyugodt.', de: 'Ruhig.' } });
    await api.addDogPhotos(dog.id, 2);
    const placed = await api.createDog({ foundParent: true });
    await api.addDogPhotos(placed.id, 1);
    await api.addGalleryPhotos(2);
    await setLocaleCookie(context, baseURL!, locale);
    await acceptCookies(context, baseURL!);
    const pages = [
      ...PAGES.map((p) => p.path),
      `/${dog.slug}`,
      '/subscriptions/confirm',
      '/subscriptions/unsubscribe',
    ];
    for (const path of pages) {
      await page.goto(path);
      await expect(page.locator('html')).toHaveAttribute('lang', locale);
      await expectNoViolations(page, `${locale} ${path}`);
    }
    await page.goto('/no-such-page');
    await expectNoViolations(page, `${locale} 404`);
  });
}

test.describe('overlays', () => {
  test.use({ locale: 'fr-FR' });

  test('the open language picker passes axe', async ({ page }) => {
    await page.goto('/');
    await expect(
      page.getByRole('dialog', { name: MESSAGES.en.LanguagePicker.title }),
    ).toBeVisible();
    await expectNoViolations(page, 'language picker');
  });
});

/** Opens one of the header's dropdowns by its button and waits for a link or button inside. */
async function openHeaderMenu(page: Page, toggle: string | RegExp, item: string) {
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: toggle }).click();
  await expect(
    header
      .getByRole('link', { name: item, exact: true })
      .or(header.getByRole('button', { name: item, exact: true })),
  ).toBeVisible();
}

for (const locale of LOCALES) {
  test(`cookie notice, header menus, phone menu and lightbox in ${locale} pass axe`, async ({
    page,
    context,
    baseURL,
    api,
  }) => {
    test.slow();
    const m = MESSAGES[locale];
    const other = LOCALES.find((l) => l !== locale)!;
    await api.addGalleryPhotos(2);
    await setLocaleCookie(context, baseURL!, locale);

    await page.goto('/');
    await expect(page.getByRole('region', { name: m.CookieNotice.label })).toBeVisible();
    await openHeaderMenu(page, m.Header.puppies, m.Header.availablePuppies);
    await expectNoViolations(page, `${locale} cookie notice + puppies menu`);
    await page.keyboard.press('Escape');
    await openHeaderMenu(page, `${m.Header.language}: ${m.Locales[locale]}`, m.Locales[other]);
    await expectNoViolations(page, `${locale} language menu`);
    await page.keyboard.press('Escape');

    await page.goto('/gallery');
    await page.getByRole('main').getByRole('button').first().click();
    await expect(page.getByRole('dialog')).toBeVisible();
    await expectNoViolations(page, `${locale} gallery lightbox`);

    await page.setViewportSize({ width: 375, height: 812 });
    await page.goto('/');
    await page.getByRole('button', { name: m.Header.toggleMenu }).click();
    await openHeaderMenu(page, m.Header.puppies, m.Header.availablePuppies);
    await expectNoViolations(page, `${locale} phone menu + puppies menu`);
  });
}

/**
 * The admin screens at desktop width with their menu, dialogs, toast and form errors. The edit
 * and gallery screens are the add form and the photo manager again: admin-screens scans them on
 * a phone, where nothing but the layout differs.
 */
async function adminDesktopScreens(page: Page, locale: Locale, dog: { id: number; name: string }) {
  const m = MESSAGES[locale];
  const t = translator(locale);
  const check = (label: string) => expectNoViolations(page, `${label} (${locale}, desktop)`);

  await page.goto('/admin');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.InfoForm.title);
  await expect(page.getByLabel(m.InfoForm.email, { exact: true })).toBeEditable();
  await page.getByRole('button', { name: m.InfoForm.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: m.InfoForm.saved })).toBeVisible();
  await check('/admin with the saved toast');

  await page.goto('/admin/products');
  await openHeaderMenu(page, /E2E Admin/, m.UserMenu.pageInfo);
  await check('/admin/products with the user menu open');
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: `${m.AdminDogs.delete} ${dog.name}` }).click();
  const deleteDog = page.getByRole('dialog', { name: t('AdminDogs.deleteTitle', dog) });
  await expect(deleteDog).toBeVisible();
  await check('delete dog dialog');
  await deleteDog.getByRole('button', { name: m.Common.cancel }).click();
  await expect(deleteDog).toBeHidden();

  await showDogFormErrors(page, m);
  await check('/admin/products/add with errors');

  await page.goto('/admin/products/product-image-upload');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.PhotoManager.chooseTitle);
  await check('/admin/products/product-image-upload');

  await page.goto(`/admin/products/product-image-upload/${dog.id}`);
  await page.getByRole('button', { name: t('PhotoManager.deletePhoto', { position: 1 }) }).click();
  const deletePhoto = page.getByRole('dialog', { name: m.PhotoManager.deleteTitle });
  await expect(deletePhoto).toBeVisible();
  await check('dog photos with the delete dialog');
  await deletePhoto.getByRole('button', { name: m.Common.cancel }).click();
  await expect(deletePhoto).toBeHidden();

  await page.goto('/admin/applications');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.ApplicationAdmin.title);
  await check('/admin/applications');
  await page.goto('/admin/applications/questions');
  await page.getByRole('button', { name: m.ApplicationAdmin.addQuestion }).click();
  await page.getByLabel(m.ApplicationAdmin.kind).selectOption('choice');
  await expect(page.getByRole('group', { name: m.ApplicationAdmin.choices })).toBeVisible();
  await check('/admin/applications/questions with a new question');
}

// One after another: each saves the contact info, and a save on a screen another locale's run
// has overtaken gets the conflict panel (rightly), not the toast this test waits for.
test.describe('admin screens at desktop width', () => {
  test.describe.configure({ mode: 'serial' });
  for (const locale of LOCALES) {
    test(`admin screens at desktop width, menu and dialogs open, in ${locale} pass axe`, async ({
      page,
      context,
      baseURL,
      token,
      api,
    }) => {
      test.slow();
      const dog = await api.createDog({ name: `Desk ${locale} ${Date.now()}` });
      await api.addDogPhotos(dog.id, 2);
      await setLocaleCookie(context, baseURL!, locale);
      await acceptCookies(context, baseURL!);
      await signIn(context, baseURL!, token);
      await page.setViewportSize({ width: 1280, height: 800 });
      await adminDesktopScreens(page, locale, dog);
    });
  }
});

// The sign-up form shows only on a site without users; admin-screens covers it closed.
freshTest(
  'the open sign-up form passes axe and validates, in every language',
  async ({ page, context, baseURL, request }) => {
    freshTest.slow();
    const documents = new HtmlDocuments();
    for (const locale of LOCALES) {
      const m = MESSAGES[locale];
      const response = await request.get('/signup', {
        headers: { Cookie: `NEXT_LOCALE=${locale}` },
      });
      documents.add(`${locale} /signup (open)`, await response.text());
      await setLocaleCookie(context, baseURL!, locale);
      await page.goto('/signup');
      const name = page.getByRole('textbox', { name: m.SignupPage.name });
      await expect(name).toBeEditable();
      await page.getByRole('button', { name: m.SignupPage.submit }).click();
      await expect(name).toHaveAttribute('aria-invalid', 'true');
      await expectNoViolations(page, `open sign-up with errors (${locale})`);
      documents.add(`${locale} /signup (open, errors)`, await page.content());
    }
    expect((await documents.errors()).map(describeError)).toEqual([]);
  },
);
