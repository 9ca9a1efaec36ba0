import { expect, signIn, test } from './api';
import { LOCALES, MESSAGES, setLocaleCookie } from './support';

// The small things a visitor meets.

const en = MESSAGES.en;

test('/about is linked from the footer and from the home page', async ({ page }) => {
  await page.goto('/');
  await expect(
    page.getByRole('main').getByRole('link', { name: en.HomePage.aboutLink }),
  ).toHaveAttribute('href', '/about');
  await page.getByRole('contentinfo').getByRole('link', { name: en.Footer.about }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(en.AboutPage.metaTitle));
});

test('the list of placed puppies says, in every language, that they found their families', async ({
  page,
  context,
  baseURL,
}) => {
  const says = { en: /new homes|families/i, hu: /gazdára|család/i, de: /Zuhause|Famili/i };
  for (const locale of LOCALES) {
    const m = MESSAGES[locale];
    await setLocaleCookie(context, baseURL!, locale);
    await page.goto('/puppies/puppies-with-parents');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(m.PuppiesPage.placedTitle);
    expect(m.PuppiesPage.placedTitle, locale).toMatch(says[locale]);
    const header = page.getByRole('banner');
    const toggle = header.getByRole('button', { name: m.Header.toggleMenu });
    if (await toggle.isVisible()) await toggle.click();
    await header.getByRole('button', { name: m.Header.puppies }).click();
    const link = header.getByRole('link', { name: m.Header.puppiesWithParents, exact: true });
    await expect(link).toHaveAttribute('href', '/puppies/puppies-with-parents');
    await expect(link).toHaveText(says[locale]);
  }
});

test('a dog that found its family shows no price, on its page or its card', async ({
  page,
  api,
}) => {
  const dog = await api.createDog({ price: 2750, foundParent: true });
  await page.goto(`/${dog.slug}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(dog.name);
  await expect(page.getByRole('main')).toContainText(en.Dogs.foundFamily);
  await expect(page.getByRole('main')).not.toContainText('2,750');
  await expect(page.getByText(en.Dogs.priceLabel, { exact: true })).toHaveCount(0);

  await page.goto('/puppies/puppies-with-parents');
  const card = page.getByRole('article').filter({ hasText: dog.name });
  await expect(card).toBeVisible();
  await expect(card).not.toContainText('2,750');
  await expect(card).not.toContainText(en.Dogs.priceOnRequest);
});

test('a long unbroken word never widens the page', async ({ page, api }) => {
  const word = 'Fluffy'.repeat(13); // 78 letters, no space
  const dog = await api.createDog({
    name: word,
    description: { en: `See ${'https://example.com/'.padEnd(400, 'x')} for more.` },
  });
  for (const width of [320, 375, 768]) {
    await page.setViewportSize({ width, height: 700 });
    for (const path of [`/${dog.slug}`, '/puppies/available-puppies']) {
      await page.goto(path);
      await expect(page.getByText(word).first()).toBeVisible();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth),
        `${path} at ${width} px`,
      ).toBe(width);
    }
  }
});

test('the offline notice never covers the page heading', async ({ page, context }) => {
  for (const size of [
    { width: 390, height: 664 },
    { width: 1366, height: 768 },
  ]) {
    await page.setViewportSize(size);
    await page.goto('/');
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toBeVisible();
    await context.setOffline(true);
    const notice = page.getByText(en.Network.offline);
    await expect(notice).toBeVisible();
    const a = (await notice.boundingBox())!;
    const b = (await heading.boundingBox())!;
    const apart = a.y + a.height <= b.y || b.y + b.height <= a.y;
    expect(apart, `notice ${JSON.stringify(a)} vs heading ${JSON.stringify(b)}`).toBe(true);
    await context.setOffline(false);
    await expect(notice).toHaveCount(0);
  }
});

test('admin screens do not preload the public pages’ illustrations', async ({
  page,
  context,
  baseURL,
  token,
}) => {
  const illustrations: string[] = [];
  page.on('request', (request) => {
    if (/\/_next\/static\/media\/.+\.svg/.test(request.url())) illustrations.push(request.url());
  });
  await signIn(context, baseURL!, token);
  await page.goto('/admin/products');
  await expect(page.getByRole('heading', { name: en.AdminDogs.title })).toBeVisible();
  // The header's links are in view: their pages would have been fetched ahead by now.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(1_000);
  expect(
    await page.evaluate(() =>
      [...document.querySelectorAll('link[rel="preload"][as="image"]')].map((l) =>
        l.getAttribute('href'),
      ),
    ),
  ).not.toContainEqual(expect.stringMatching(/\/_next\/static\/media\//));
  expect(illustrations).toEqual([]);
});
