import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, test } from './fresh-site';
import { expectNoViolations, MESSAGES } from './support';

// The gallery and the dog lists a page at a time, with real links (`?page=N`) that
// work from the keyboard and without JavaScript. A site of its own: the page counts must not
// depend on what other tests add.

const en = MESSAGES.en;
const GALLERY_PAGE = 24;
const DOG_PAGE = 12;

async function seed(request: APIRequestContext, photos: number, dogs: number) {
  const signup = await request.post('/api/auth/signup', {
    data: { name: 'Pager', email: 'pager@example.com', password: 'pagerSecret1' },
  });
  expect(signup.status()).toBe(201);
  const auth = { Authorization: `Bearer ${(await signup.json()).token}` };
  for (let done = 0; done < photos; done += 10) {
    const multipart = new FormData();
    for (let i = done; i < Math.min(photos, done + 10); i++) {
      const data = await sharp({
        create: { width: 320, height: 240, channels: 3, background: `hsl(${i * 13}, 60%, 60%)` },
      })
        .jpeg()
        .toBuffer();
      multipart.append(
        'images',
        new Blob([new Uint8Array(data)], { type: 'image/jpeg' }),
        `${i}.jpg`,
      );
    }
    const upload = await request.post('/api/admin/gallery', { headers: auth, multipart });
    expect(upload.status(), await upload.text()).toBe(201);
  }
  for (let i = 1; i <= dogs; i++) {
    const made = await request.post('/api/admin/dogs', {
      headers: auth,
      data: {
        name: `Page Pup ${String(i).padStart(2, '0')}`,
        color: 'tan',
        birthday: new Date(Date.now() - 60 * 86_400_000).toISOString().slice(0, 10),
        gender: 'male',
        price: 2600,
        enabled: true,
      },
    });
    expect(made.status()).toBe(201);
  }
}

const photoButtons = (page: Page) =>
  page.getByRole('main').getByRole('button', { name: /^Open photo/ });
const pages = (page: Page, list: string) =>
  page.getByRole('navigation', { name: `${list}: pages` });

test('the gallery and the dog lists go page by page, by keyboard and without JavaScript', async ({
  page,
  request,
  browser,
  baseURL,
}) => {
  test.slow();
  await seed(request, GALLERY_PAGE + 2, DOG_PAGE + 1);

  // First page: a full page of photos and links to the next.
  await page.goto('/gallery');
  await expect(photoButtons(page)).toHaveCount(GALLERY_PAGE);
  const nav = pages(page, en.GalleryPage.title);
  await expect(nav).toContainText('Page 1 of 2');
  await expect(nav.getByRole('link', { name: 'Page 1, current page' })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(nav.getByRole('link', { name: 'Next page' })).toHaveAttribute(
    'href',
    '/gallery?page=2',
  );
  await expectNoViolations(page, 'gallery page 1');

  // The keyboard reaches the next page's link and follows it.
  await nav.getByRole('link', { name: 'Page 2' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/gallery\?page=2$/);
  await expect(photoButtons(page)).toHaveCount(2);
  await expect(photoButtons(page).first()).toHaveAccessibleName('Open photo 25 of 26');
  await expect(page).toHaveTitle(`${en.GalleryPage.metaTitle} – page 2 | Budapest French Bulldogs`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', /\/gallery\?page=2$/);
  await expect(
    pages(page, en.GalleryPage.title).getByRole('link', { name: 'Next page' }),
  ).toHaveCount(0);
  await expectNoViolations(page, 'gallery page 2');

  // Without JavaScript the links are plain links to server-rendered pages.
  const noScript = await browser.newContext({ baseURL, javaScriptEnabled: false });
  const plain = await noScript.newPage();
  await plain.goto('/puppies/available-puppies');
  await expect(plain.getByRole('main').getByRole('article')).toHaveCount(DOG_PAGE);
  await expect(plain.getByRole('main')).toContainText('13 puppies are looking for a family');
  await pages(plain, en.PuppiesPage.availableTitle)
    .getByRole('link', { name: 'Next page' })
    .click();
  await expect(plain).toHaveURL(/\/puppies\/available-puppies\?page=2$/);
  await expect(plain.getByRole('main').getByRole('article')).toHaveCount(1);
  // The oldest dog is last: newest first, as on the first page.
  await expect(plain.getByRole('main').getByRole('article')).toContainText('Page Pup 01');
  await pages(plain, en.PuppiesPage.availableTitle)
    .getByRole('link', { name: 'Previous page' })
    .click();
  await expect(plain).toHaveURL(/\/puppies\/available-puppies$/);
  await expect(plain.getByRole('main').getByRole('article').first()).toContainText('Page Pup 13');
  await noScript.close();

  // Addresses that are no page: past the last is 404, other spellings go to the canonical one.
  expect((await request.get('/gallery?page=3')).status()).toBe(404);
  expect((await request.get('/puppies/puppies-with-parents?page=2')).status()).toBe(404);
  for (const [from, to] of [
    ['/gallery?page=1', '/gallery'],
    ['/gallery?page=abc', '/gallery'],
    ['/gallery/2', '/gallery?page=2'],
  ]) {
    const answer = await request.get(from!, { maxRedirects: 0 });
    expect(answer.status(), from).toBe(308);
    expect(
      new URL(answer.headers().location!, baseURL).pathname +
        new URL(answer.headers().location!, baseURL).search,
      from,
    ).toBe(to);
  }
});
