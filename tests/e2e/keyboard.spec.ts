import type { Locator, Page } from '@playwright/test';
import { expect, signIn, test } from './api';
import { acceptCookies, MESSAGES, translator } from './support';

const en = MESSAGES.en;
const t = translator('en');

/** Presses Tab until `target` has the focus, as someone without a mouse would reach it. */
async function tabTo(page: Page, target: Locator, limit = 40) {
  for (let i = 0; i < limit; i++) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

async function photoOrder(page: Page): Promise<string[]> {
  return page
    .getByTestId('photo-tile')
    .evaluateAll((tiles) => tiles.map((tile) => tile.getAttribute('data-photo-id') ?? ''));
}

// The standard menu-button / disclosure behaviour, checked by roles and names only: the header's
// dropdowns may be built any way that keeps it.
test('header dropdowns: Enter, Space or ArrowDown opens, arrows move, Escape returns', async ({
  page,
  context,
  baseURL,
  token,
}) => {
  await acceptCookies(context, baseURL!);
  await signIn(context, baseURL!, token);
  await page.goto('/breed');
  const header = page.getByRole('banner');
  const link = (name: string) => header.getByRole('link', { name, exact: true });
  const button = (name: string) => header.getByRole('button', { name, exact: true });
  const menus = [
    {
      toggle: header.getByRole('button', { name: en.Header.puppies, exact: true }),
      items: [link(en.Header.allPuppies), link(en.Header.availablePuppies)],
      openWith: 'Enter',
    },
    {
      toggle: header.getByRole('button', { name: /E2E Admin/ }),
      items: [link(en.UserMenu.dogs), link(en.UserMenu.pageInfo)],
      openWith: ' ',
    },
    {
      toggle: header.getByRole('button', { name: `${en.Header.language}: English` }),
      items: [button('Magyar'), button('Deutsch')],
      openWith: 'ArrowDown',
    },
  ];
  for (const { toggle, items, openWith } of menus) {
    const [first, second] = items as [Locator, Locator];
    await tabTo(page, toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toBeHidden();

    await page.keyboard.press(openWith);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toBeVisible();
    // A menu button may focus its first item on opening; a disclosure leaves it on the toggle.
    if (!(await first.evaluate((el) => el === document.activeElement))) {
      await page.keyboard.press('ArrowDown');
    }
    await expect(first).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(second).toBeFocused();
    await page.keyboard.press('ArrowUp');
    await expect(first).toBeFocused();

    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toBeHidden();
    await expect(toggle).toBeFocused();
  }
  await expect(page).toHaveURL(/\/breed$/);
});

test('the phone menu: the toggle opens it, Tab walks its links, Escape closes it', async ({
  page,
  context,
  baseURL,
}) => {
  await acceptCookies(context, baseURL!);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/breed');
  const header = page.getByRole('banner');
  const toggle = header.getByRole('button', { name: en.Header.toggleMenu });
  const home = header.getByRole('link', { name: en.Header.home, exact: true });
  const puppies = header.getByRole('button', { name: en.Header.puppies, exact: true });
  const available = header.getByRole('link', { name: en.Header.availablePuppies, exact: true });

  await tabTo(page, toggle);
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(home).toBeHidden();
  await page.keyboard.press('Enter');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(home).toBeVisible();
  await tabTo(page, home, 3);

  // The Puppies dropdown inside it: Escape closes only the dropdown first.
  await tabTo(page, puppies, 10);
  await page.keyboard.press('Enter');
  await expect(available).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(available).toBeHidden();
  await expect(puppies).toBeFocused();
  await expect(home).toBeVisible();

  await page.keyboard.press('Escape');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await expect(home).toBeHidden();
  await expect(toggle).toBeFocused();

  await page.keyboard.press(' ');
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await page.keyboard.press(' ');
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
});

test('photos are reordered and deleted with the keyboard alone', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  // Three photo uploads before the walk itself: more than the default on a busy machine.
  test.slow();
  const dog = await api.createDog({ name: `Keys ${Date.now()}` });
  await api.addDogPhotos(dog.id, 3);
  await acceptCookies(context, baseURL!);
  await signIn(context, baseURL!, token);
  await page.goto(`/admin/products/product-image-upload/${dog.id}`);
  await expect(page.getByTestId('photo-tile')).toHaveCount(3);
  const [a, b, c] = await photoOrder(page);
  const moveLater = (position: number) =>
    page.getByRole('button', { name: t('PhotoManager.moveLater', { position }) });
  const moveEarlier = (position: number) =>
    page.getByRole('button', { name: t('PhotoManager.moveEarlier', { position }) });

  await tabTo(page, moveLater(1));
  await page.keyboard.press('Space');
  await expect.poll(() => photoOrder(page)).toEqual([b, a, c]);
  await expect(page.getByText(t('PhotoManager.moved', { position: 2, total: 3 }))).toBeAttached();
  await expect(moveLater(2)).toBeFocused();
  // At the end of the list its "later" button is disabled: the focus moves to its twin.
  await page.keyboard.press('Enter');
  await expect.poll(() => photoOrder(page)).toEqual([b, c, a]);
  await expect(moveLater(3)).toBeDisabled();
  await expect(moveEarlier(3)).toBeFocused();
  await page.keyboard.press('Enter');
  await expect.poll(() => photoOrder(page)).toEqual([b, a, c]);
  await expect(moveEarlier(2)).toBeFocused();

  await page.reload();
  await expect.poll(() => photoOrder(page)).toEqual([b, a, c]);

  // Deleting asks first: Cancel has the focus, focus stays in the dialog, Escape gives it back.
  const remove = page.getByRole('button', { name: t('PhotoManager.deletePhoto', { position: 1 }) });
  await tabTo(page, remove, 60);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: en.PhotoManager.deleteTitle });
  await expect(dialog.getByRole('button', { name: en.Common.cancel })).toBeFocused();
  for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
    await page.keyboard.press(key);
    expect(await dialog.evaluate((d) => d.contains(document.activeElement)), key).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(remove).toBeFocused();
  await expect(page.getByTestId('photo-tile')).toHaveCount(3);

  await page.keyboard.press('Enter');
  await tabTo(page, dialog.getByRole('button', { name: en.PhotoManager.delete }), 5);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect.poll(() => photoOrder(page)).toEqual([a, c]);
});
