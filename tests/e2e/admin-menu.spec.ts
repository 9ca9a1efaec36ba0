import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './api';
import { expectNoViolations, MESSAGES } from './support';

// The admin bar is one row on a phone; its menu groups the screens as the breeder
// works and marks the section and screen she is on, on every admin route.
const en = MESSAGES.en;
const N = en.AdminNav;
const PHONE = { width: 390, height: 844 };

const adminBar = (page: Page) => page.getByRole('navigation', { name: N.label });

/** The bar's rows: its menu button and tabs, by their vertical middle. */
async function barRows(bar: Locator) {
  const boxes = await bar
    .locator('summary, .admin-nav__tabs .nav-link')
    .evaluateAll((items) => items.map((item) => item.getBoundingClientRect().toJSON() as DOMRect));
  return new Set(boxes.map((box) => Math.round(box.top + box.height / 2))).size;
}

test('one row on a phone, the section and screen marked on every admin route', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  const puppy = await api.createDog();
  const parent = await api.createDog({ kind: 'parent', name: `Mum ${Date.now()}` });
  await signIn(context, baseURL!, token);
  const screens = [
    { path: '/admin', section: N.settings, current: N.pageInfo },
    { path: '/admin/password', section: N.settings, current: N.password },
    { path: '/admin/products', section: N.breeding, current: N.dogs },
    { path: '/admin/products/add', section: N.breeding, current: N.dogs },
    { path: `/admin/products/edit/${puppy.id}`, section: N.breeding, current: N.dogs },
    {
      path: `/admin/products/product-image-upload/${puppy.id}`,
      section: N.breeding,
      current: N.dogs,
    },
    { path: '/admin/parents', section: N.breeding, current: N.parents },
    { path: `/admin/parents/edit/${parent.id}`, section: N.breeding, current: N.parents },
    { path: `/admin/parents/photos/${parent.id}`, section: N.breeding, current: N.parents },
    { path: '/admin/litters/add', section: N.breeding, current: N.litters },
    { path: '/admin/diary', section: N.breeding, current: N.diary },
    { path: '/admin/enquiries', section: N.buyers, current: N.enquiries },
    { path: '/admin/applications', section: N.buyers, current: N.applications },
    { path: '/admin/applications/questions', section: N.buyers, current: N.questions },
    { path: '/admin/waiting-list', section: N.buyers, current: N.waitingList },
    { path: '/admin/bookings', section: N.buyers, current: N.bookings },
    { path: '/admin/applications/contract', section: N.buyers, current: N.contracts },
    { path: '/admin/pages', section: N.site, current: N.pages },
    { path: '/admin/pages/about', section: N.site, current: N.pages },
    { path: '/admin/news/add', section: N.site, current: N.news },
    { path: '/admin/faq', section: N.site, current: N.faq },
    { path: '/admin/gallery-image-upload', section: N.site, current: N.gallery },
    { path: '/admin/owner-photos', section: N.site, current: N.ownerPhotos },
  ];
  for (const { path, section, current } of screens) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(200);
    const bar = adminBar(page);
    await expect(bar.locator('summary'), path).toHaveText(N.menu);
    expect(await barRows(bar), `${path}: rows in the admin bar`).toBe(1);
    // The section's screens as tabs, the current one marked.
    const tabs = bar.getByRole('list', { name: section, exact: true });
    await expect(tabs.locator('[aria-current="page"]'), path).toHaveText(current);
    await expect(bar.getByRole('link', { name: current, exact: true }), path).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBe(PHONE.width);
  }
  // Editing a parent's photos is the parents' screen, not the puppies'.
  await page.goto(`/admin/products/product-image-upload/${parent.id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/parents/photos/${parent.id}$`));
  await expect(adminBar(page).getByRole('link', { name: N.dogs, exact: true })).not.toHaveAttribute(
    'aria-current',
  );
  await page.goto(`/admin/products/edit/${parent.id}`);
  await expect(page).toHaveURL(new RegExp(`/admin/parents/edit/${parent.id}$`));
  // The parents' list leads to the parents' own addresses.
  await page.goto('/admin/parents');
  await expect(
    page.getByRole('link', { name: new RegExp(`${en.AdminDogs.edit}\\s+${parent.name}`) }),
  ).toHaveAttribute('href', `/admin/parents/edit/${parent.id}`);
});

test('the menu opens by tap and keyboard, names the section and reaches every screen', async ({
  page,
  context,
  baseURL,
  token,
}) => {
  test.slow();
  await page.setViewportSize(PHONE);
  await signIn(context, baseURL!, token);
  await page.goto('/admin/bookings');
  const bar = adminBar(page);
  const button = bar.locator('summary');
  const panel = bar.locator('.admin-menu__panel');
  await expect(panel).toBeHidden();

  await button.click();
  await expect(panel).toBeVisible();
  // Four groups, the breeder's one named as where she is, its screen marked.
  for (const section of [N.breeding, N.buyers, N.site, N.settings]) {
    await expect(panel.locator('.admin-menu__heading', { hasText: section })).toBeVisible();
  }
  const buyers = panel.getByRole('list', { name: `${N.buyers} (${N.currentSection})` });
  await expect(buyers.locator('[aria-current="page"]')).toHaveText(N.bookings);
  await expect(panel.getByRole('list', { name: N.site, exact: true })).toBeVisible();
  await expectNoViolations(page, 'admin menu open at 390 px');
  // Inside the phone's screen, with room to tap each link.
  const box = (await panel.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  for (const link of await panel.getByRole('link').all()) {
    expect((await link.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  }

  // A tap elsewhere closes it; so does Escape, back on the button.
  // (The open menu covers the page on a phone: the tap lands on the page below it.)
  await page.locator('main').dispatchEvent('pointerdown');
  await expect(panel).toBeHidden();
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(panel).toBeVisible();
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('link').first()).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(panel).toBeHidden();
  await expect(button).toBeFocused();

  // Every screen in the menu, each link leading to its screen and closing the menu there.
  const items = [
    [N.dogs, '/admin/products'],
    [N.parents, '/admin/parents'],
    [N.litters, '/admin/litters'],
    [N.diary, '/admin/diary'],
    [N.enquiries, '/admin/enquiries'],
    [N.applications, '/admin/applications'],
    [N.questions, '/admin/applications/questions'],
    [N.waitingList, '/admin/waiting-list'],
    [N.bookings, '/admin/bookings'],
    [N.calendar, '/admin/calendar'],
    [N.contracts, '/admin/applications/contract'],
    [N.pages, '/admin/pages'],
    [N.news, '/admin/news'],
    [N.faq, '/admin/faq'],
    [N.gallery, '/admin/gallery-image-upload'],
    [N.ownerPhotos, '/admin/owner-photos'],
    [N.pageInfo, '/admin'],
    [N.password, '/admin/password'],
  ] as const;
  await button.click();
  await expect(panel.getByRole('link')).toHaveText(items.map(([name]) => name));
  for (const [name, path] of items) {
    if (!(await panel.isVisible())) await button.click();
    await panel.getByRole('link', { name, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${path.replaceAll('/', '\\/')}$`));
    await expect(bar.locator('.admin-nav__tabs [aria-current="page"]')).toHaveText(name);
    await expect(panel).toBeHidden();
  }
});

test('without JavaScript the menu opens and its links lead to the screens', async ({
  browser,
  baseURL,
  token,
}) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  await signIn(context, baseURL!, token);
  const page = await context.newPage();
  await page.goto('/admin/litters');
  const bar = adminBar(page);
  await bar.locator('summary').click();
  await bar.locator('.admin-menu__panel').getByRole('link', { name: N.faq, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/faq$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.AdminFaq.title);
  await expect(bar.getByRole('link', { name: N.faq, exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await context.close();
});
