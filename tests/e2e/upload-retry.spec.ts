import { expect, signIn, test } from './api';
import { smallJpeg } from './fresh-site';
import { MESSAGES, translator } from './support';

// A connection lost in the middle of an upload leaves the breeder a way to send the
// failed files again, and the photo that arrived shows without a reload.

const en = MESSAGES.en;

test('after a lost connection the failed uploads can be sent again, and the photo that arrived shows', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  test.slow();
  const dog = await api.createDog();
  await signIn(context, baseURL!, token);
  let online = true;
  let uploads = 0;
  await page.route(`**/api/admin/dogs/${dog.id}/images`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    uploads++;
    if (!online) return route.abort('internetdisconnected');
    if (uploads > 1) return route.continue();
    // The first photo arrives; the connection drops as its answer comes back.
    const response = await route.fetch();
    online = false;
    await route.fulfill({ response });
  });
  await page.route('**/api/uploads/**', (route) =>
    online ? route.continue() : route.abort('internetdisconnected'),
  );

  await page.goto(`/admin/products/product-image-upload/${dog.id}`);
  const files = await Promise.all(
    [10, 120, 240].map(async (hue, i) => ({
      name: `pup-${i + 1}.jpg`,
      mimeType: 'image/jpeg',
      buffer: await smallJpeg(hue),
    })),
  );
  await page.locator('input[type=file][multiple]').setInputFiles(files);
  const items = page.getByTestId('upload-item');
  await expect(items.filter({ hasText: en.apiErrors.networkError })).toHaveCount(2, {
    timeout: 20_000,
  });
  await expect(items.first()).toHaveAttribute('data-status', 'done');

  // The photo that arrived is listed; its thumbnail could not load while offline.
  const tiles = page.getByTestId('photo-tile');
  await expect(tiles).toHaveCount(1);
  const thumbnail = tiles.first().locator('img');
  const loaded = () =>
    thumbnail.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  await expect.poll(loaded).toBe(false);

  // Back online: the thumbnail loads without a reload, and the failed files go up again.
  online = true;
  await expect.poll(loaded, { timeout: 10_000 }).toBe(true);
  const retry = page.getByRole('button', {
    name: translator('en')('PhotoManager.retryFailed', { count: 2 }),
  });
  await retry.click();
  await expect(tiles).toHaveCount(3, { timeout: 20_000 });
  for (const item of await items.all()) await expect(item).toHaveAttribute('data-status', 'done');
  await expect(retry).toBeHidden();
  expect(uploads).toBe(5);
});

test('each photo shows its position on one line, its buttons inside the tile, and the focal-point button an icon', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  const dog = await api.createDog();
  await api.addDogPhotos(dog.id, 10);
  await signIn(context, baseURL!, token);
  await page.goto(`/admin/products/product-image-upload/${dog.id}`);
  const tiles = page.getByTestId('photo-tile');
  await expect(tiles).toHaveCount(10);
  await expect(tiles.last().locator('.photo-tile__bar > span[aria-hidden="true"]')).toHaveText(
    '10/10',
  );
  // Widths where "10/10" wrapped into "1/ 1 0": a phone, a tablet, a laptop.
  for (const width of [360, 768, 1280]) {
    await page.setViewportSize({ width, height: 844 });
    for (const tile of await tiles.all()) {
      const layout = await tile.evaluate((el) => {
        const counter = el.querySelector('.photo-tile__bar > span[aria-hidden="true"]')!;
        const lines =
          counter.getBoundingClientRect().height / parseFloat(getComputedStyle(counter).lineHeight);
        const right = el.getBoundingClientRect().right;
        const buttons = [...el.querySelectorAll('button')];
        return { lines, inside: buttons.every((b) => b.getBoundingClientRect().right <= right) };
      });
      expect(layout, `${width} px`).toEqual({ lines: 1, inside: true });
    }
  }
  // No character a system may lack a font for: a drawn icon.
  const focal = tiles.first().locator('button[data-action="focal"]');
  await expect(focal.locator('svg')).toBeVisible();
  await expect(focal).toHaveText('');
});
