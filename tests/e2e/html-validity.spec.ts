import { expect, signIn, test } from './api';
import { waitingForHydration } from './hydration';
import { LOCALES, MESSAGES, PAGES, showDogFormErrors } from './support';
import { describeError, HtmlDocuments } from './vnu';

const en = MESSAGES.en;

test('the server HTML of every page is valid in every language (Nu Html Checker)', async ({
  playwright,
  baseURL,
  token,
  api,
}) => {
  test.slow();
  const dog = await api.createDog({ description: { en: 'Calm.', hu: 'Nyugodt.', de: 'Ruhig.' } });
  await api.addDogPhotos(dog.id, 2);
  await api.addGalleryPhotos(2);

  const publicPaths = [
    ...PAGES.map((p) => p.path),
    `/${dog.slug}`,
    '/login',
    '/signup',
    '/forgot-password',
    '/reset-password',
    '/subscriptions/confirm',
    '/subscriptions/unsubscribe',
  ];
  const adminPaths = [
    '/admin',
    '/admin/products',
    '/admin/products/add',
    `/admin/products/edit/${dog.id}`,
    '/admin/products/product-image-upload',
    `/admin/products/product-image-upload/${dog.id}`,
    '/admin/gallery-image-upload',
    '/admin/owner-photos',
    '/admin/enquiries',
    '/admin/applications',
    '/admin/applications/questions',
    '/admin/diary',
    '/admin/password',
    `/admin/parents/pedigree/${dog.id}`,
    '/admin/litters/mating',
  ];
  const documents = new HtmlDocuments();
  for (const locale of LOCALES) {
    // Contexts of their own: no cookie a response sets carries over to another locale.
    const visitor = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: `NEXT_LOCALE=${locale}` },
    });
    const admin = await playwright.request.newContext({
      baseURL,
      extraHTTPHeaders: { Cookie: `NEXT_LOCALE=${locale}; session=${token}; signed_in=1` },
    });
    const pages = [
      ...publicPaths.map((path) => ({ request: visitor, path, status: 200 })),
      ...adminPaths.map((path) => ({ request: admin, path, status: 200 })),
      { request: visitor, path: '/no-such-page', status: 404 },
    ];
    await Promise.all(
      pages.map(async ({ request, path, status }) => {
        const response = await request.get(path);
        expect(response.status(), `${locale} ${path}`).toBe(status);
        documents.add(`${locale} ${path}`, await response.text());
      }),
    );
    await visitor.dispose();
    await admin.dispose();
  }

  expect((await documents.errors()).map(describeError)).toEqual([]);
});

test('the DOM after hydration is valid with menus, dialogs, toast and form errors', async ({
  page,
  browser,
  context,
  baseURL,
  token,
  api,
}) => {
  test.slow();
  const dog = await api.createDog({ name: `Valid ${Date.now()}` });
  await api.addDogPhotos(dog.id, 2);
  const documents = new HtmlDocuments();
  const snapshot = async (label: string) => documents.add(label, await page.content());
  const header = page.getByRole('banner');
  const openMenu = async (toggle: string | RegExp, item: string) => {
    await header.getByRole('button', { name: toggle }).click();
    await expect(
      header
        .getByRole('link', { name: item, exact: true })
        .or(header.getByRole('button', { name: item, exact: true })),
    ).toBeVisible();
  };

  const picker = await browser.newContext({ baseURL, locale: 'fr-FR' });
  const pickerPage = waitingForHydration(await picker.newPage());
  await pickerPage.goto('/');
  await expect(pickerPage.getByRole('dialog', { name: en.LanguagePicker.title })).toBeVisible();
  documents.add('language picker', await pickerPage.content());
  await picker.close();

  await page.goto('/');
  await expect(page.getByRole('region', { name: en.CookieNotice.label })).toBeVisible();
  await openMenu(en.Header.puppies, en.Header.availablePuppies);
  await snapshot('home, cookie notice, puppies menu');
  await page.keyboard.press('Escape');
  await openMenu(`${en.Header.language}: English`, 'Magyar');
  await snapshot('home, language menu');

  await page.goto(`/${dog.slug}`);
  await page.getByRole('main').getByRole('button').first().click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await snapshot('dog page, lightbox');

  await signIn(context, baseURL!, token);
  await page.goto('/admin');
  await expect(page.getByLabel(en.InfoForm.email)).toBeEditable();
  await page.getByRole('button', { name: en.InfoForm.save }).click();
  await expect(page.getByRole('alert').filter({ hasText: en.InfoForm.saved })).toBeVisible();
  await snapshot('page info, saved toast');

  await showDogFormErrors(page, en);
  await snapshot('add a dog, errors');

  await page.goto('/admin/products');
  await page.getByRole('button', { name: `${en.AdminDogs.delete} ${dog.name}` }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await snapshot('dog list, delete dialog');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toBeHidden();

  await page.setViewportSize({ width: 375, height: 812 });
  await header.getByRole('button', { name: en.Header.toggleMenu }).click();
  await openMenu(/E2E Admin/, en.UserMenu.pageInfo);
  await snapshot('dog list, phone menu, user menu');

  expect((await documents.errors()).map(describeError)).toEqual([]);
});
