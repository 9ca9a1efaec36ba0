import type { BrowserContext, Page } from '@playwright/test';
import { expect, signIn, test, type KennelApi } from './api';
import { MESSAGES } from './support';

const en = MESSAGES.en;

/**
 * Answers the page's confirmations as `answer.leave` says and keeps their messages; without a
 * listener Playwright would dismiss them unseen.
 */
function answerConfirmations(page: Page) {
  const answer = { leave: false, asked: [] as string[] };
  page.on('dialog', (dialog) => {
    answer.asked.push(dialog.message());
    void (answer.leave ? dialog.accept() : dialog.dismiss());
  });
  return answer;
}

interface DogListFixtures {
  page: Page;
  context: BrowserContext;
  baseURL?: string;
  token: string;
  api: KennelApi;
}

/** A new dog, the admin signed in on the dog list: its edit link and the form's name field. */
async function dogListWithNewDog(
  { page, context, baseURL, token, api }: DogListFixtures,
  label: string,
) {
  const dog = await api.createDog({ name: `${label} ${Date.now()}` });
  const confirmations = answerConfirmations(page);
  await signIn(context, baseURL!, token);
  await page.goto('/admin/products');
  const edit = page.getByRole('link', { name: `${en.AdminDogs.edit} ${dog.name}` });
  const name = page.getByLabel(en.DogForm.name, { exact: true });
  return { dog, confirmations, edit, name };
}

/** A link of the user menu: inside the collapsed header menu on phones, in the bar elsewhere. */
async function openFromUserMenu(page: Page, link: string) {
  const toggle = page.getByRole('button', { name: en.Header.toggleMenu });
  if (await toggle.isVisible()) await toggle.click();
  await page.getByRole('button', { name: /E2E Admin/ }).click();
  await page.locator('.dropdown-menu.show').getByRole('link', { name: link, exact: true }).click();
}

const historyLength = (page: Page) => page.evaluate(() => window.history.length);

for (const navigationApi of [true, false]) {
  const browsers = navigationApi ? 'Navigation API' : 'no Navigation API: older Safari, Firefox';
  test(`Back from a dog with unsaved changes asks first (${browsers})`, async ({
    page,
    context,
    baseURL,
    token,
    api,
  }) => {
    if (!navigationApi) {
      // The guard falls back to putting an entry like this page's back.
      await page.addInitScript(() =>
        Object.defineProperty(window, 'navigation', { value: undefined }),
      );
    }
    await page.setViewportSize({ width: 375, height: 667 }); // a phone, where the form scrolls
    const dog = await api.createDog({ name: `Back ${navigationApi} ${Date.now()}` });
    const confirmations = answerConfirmations(page);
    await signIn(context, baseURL!, token);
    // Page info, then the dog list and the dog, all inside the app as the breeder gets there.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { name: en.InfoForm.title })).toBeVisible();
    await openFromUserMenu(page, en.UserMenu.dogs);
    await expect(page).toHaveURL(/\/admin\/products$/);
    const edit = page.getByRole('link', { name: `${en.AdminDogs.edit} ${dog.name}` });
    const name = page.getByLabel(en.DogForm.name, { exact: true });
    const description = page.getByLabel('Description in English');

    // Nothing changed: Back goes straight to the list.
    await edit.click();
    await expect(page).toHaveURL(new RegExp(`/admin/products/edit/${dog.id}$`));
    await expect(name).toHaveValue(dog.name);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole('heading', { name: en.AdminDogs.title })).toBeVisible();
    expect(confirmations.asked).toEqual([]);

    // A change: Back asks; staying keeps the page, its address, everything typed and the
    // history. (Where the scroll position ends up is the browser's business and not asserted:
    // Chromium restores it only sometimes.)
    await edit.click();
    await expect(name).toHaveValue(dog.name);
    await name.fill(`${dog.name} typed`);
    await description.fill('Typed further down the page.');
    const entries = await historyLength(page);
    await page.goBack();
    await expect.poll(() => confirmations.asked).toEqual([en.DogForm.unsavedChanges]);
    await expect(page).toHaveURL(new RegExp(`/admin/products/edit/${dog.id}$`));
    await expect(page.getByRole('heading', { name: `Edit ${dog.name}` })).toBeVisible();
    await expect(name).toHaveValue(`${dog.name} typed`);
    await expect(description).toHaveValue('Typed further down the page.');
    expect(await historyLength(page)).toBe(entries);

    // Asked again, leaving goes exactly one step back: the dog list, not page info.
    confirmations.leave = true;
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole('heading', { name: en.AdminDogs.title })).toBeVisible();
    expect(confirmations.asked).toHaveLength(2);
    expect(await historyLength(page)).toBe(entries);
    await page.goBack();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: en.InfoForm.title })).toBeVisible();
    expect(confirmations.asked).toHaveLength(2);
  });
}

test('Forward from a dog with unsaved changes asks first too', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  const { dog, confirmations, edit, name } = await dogListWithNewDog(
    { page, context, baseURL, token, api },
    'Forward',
  );
  await edit.click();
  await expect(name).toHaveValue(dog.name);
  await page.getByRole('link', { name: en.DogForm.cancel }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await page.goBack();
  await expect(name).toHaveValue(dog.name);

  // The dog list lies ahead now: Forward asks, staying keeps the typed name and the history.
  await name.fill(`${dog.name} typed`);
  const entries = await historyLength(page);
  await page.goForward();
  await expect.poll(() => confirmations.asked).toEqual([en.DogForm.unsavedChanges]);
  await expect(page).toHaveURL(new RegExp(`/admin/products/edit/${dog.id}$`));
  await expect(name).toHaveValue(`${dog.name} typed`);
  expect(await historyLength(page)).toBe(entries);

  confirmations.leave = true;
  await page.goForward();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { name: en.AdminDogs.title })).toBeVisible();
  expect(confirmations.asked).toHaveLength(2);
});

test('Back asks nothing once the changes are undone or saved', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  // Four screens and four steps back through the history: long on a loaded machine.
  test.slow();
  const { dog, confirmations, edit, name } = await dogListWithNewDog(
    { page, context, baseURL, token, api },
    'Saved',
  );

  // Typed, then put back as it was.
  await edit.click();
  await expect(name).toHaveValue(dog.name);
  await name.fill(`${dog.name} typed`);
  await name.fill(dog.name);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { name: en.AdminDogs.title })).toBeVisible();

  // Saved: the list comes next, and Back walks the history as before, asking nothing.
  await edit.click();
  await expect(name).toHaveValue(dog.name);
  await name.fill(`${dog.name} Junior`);
  await page.getByRole('button', { name: en.DogForm.saveBack }).click();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('rowheader', { name: `${dog.name} Junior` })).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL(new RegExp(`/admin/products/edit/${dog.id}$`));
  await expect(name).toHaveValue(`${dog.name} Junior`);
  await page.goBack();
  await expect(page).toHaveURL(/\/admin\/products$/);
  await expect(page.getByRole('heading', { name: en.AdminDogs.title })).toBeVisible();
  expect(confirmations.asked).toEqual([]);
});

// Both save or keep the page info: side by side, one's save is the other's (rightly shown)
// conflict. One after the other, in one worker.
test.describe('page info', () => {
  test.describe.configure({ mode: 'default' });

  test('Back from page info with unsaved changes asks first, and not after saving', async ({
    page,
    context,
    baseURL,
    token,
  }) => {
    const confirmations = answerConfirmations(page);
    await signIn(context, baseURL!, token);
    await page.goto('/admin/products');
    await expect(page.getByRole('heading', { name: en.AdminDogs.title })).toBeVisible();
    await openFromUserMenu(page, en.UserMenu.pageInfo);
    await expect(page).toHaveURL(/\/admin$/);
    // The e-mail address, not a phone: a saved phone would put call buttons over every public
    // page the other tests use on this shared server.
    const email = page.getByLabel(en.InfoForm.email);
    await expect(email).toBeEditable();

    const address = `kennel-${Date.now()}@example.com`; // differs from the one saved before
    await email.fill(address);
    await page.goBack();
    await expect.poll(() => confirmations.asked).toEqual([en.InfoForm.unsavedChanges]);
    await expect(page).toHaveURL(/\/admin$/);
    await expect(email).toHaveValue(address);

    await page.getByRole('button', { name: en.InfoForm.save }).click();
    await expect(page.getByRole('alert').filter({ hasText: en.InfoForm.saved })).toBeVisible();
    await page.goBack();
    await expect(page).toHaveURL(/\/admin\/products$/);
    await expect(page.getByRole('heading', { name: en.AdminDogs.title })).toBeVisible();
    expect(confirmations.asked).toHaveLength(1);
  });

  test('page info and the kennel facts keep what was typed through a reload, until discarded', async ({
    page,
    context,
    baseURL,
    token,
  }) => {
    const confirmations = answerConfirmations(page);
    confirmations.leave = true;
    await signIn(context, baseURL!, token);
    await page.goto('/admin');
    const email = page.getByLabel(en.InfoForm.email);
    const kennel = page.getByLabel(en.SiteFacts.kennelName, { exact: true });
    const airlines = page.getByLabel(en.SiteFacts.airlines, { exact: true });
    await expect(email).toBeEditable();
    const stored = { email: await email.inputValue() };

    const typed = { email: `draft-${Date.now()}@example.com`, kennel: `Kept Kennel ${Date.now()}` };
    await email.fill(typed.email);
    await kennel.fill(typed.kennel);
    await airlines.fill('Lufthansa\nWizz Air\nKLM');
    await page.reload();

    await expect(email).toHaveValue(typed.email);
    await expect(kennel).toHaveValue(typed.kennel);
    await expect(airlines).toHaveValue('Lufthansa\nWizz Air\nKLM');
    const notices = page.getByRole('status').filter({ hasText: en.KeptDraft.putBack });
    await expect(notices).toHaveCount(2);

    // Discarded in one form: that form shows what is stored, the other keeps its draft.
    await notices.first().getByRole('button', { name: en.KeptDraft.discard }).click();
    await expect(email).toHaveValue(stored.email);
    await expect(notices).toHaveCount(1);
    await page.reload();
    await expect(kennel).toHaveValue(typed.kennel);
    await expect(email).toHaveValue(stored.email);
    await notices.getByRole('button', { name: en.KeptDraft.discard }).click();
    // What is stored now: another test may have saved the facts since this one read them.
    await expect(kennel).not.toHaveValue(typed.kennel);
    const shown = await kennel.inputValue();
    await expect(notices).toHaveCount(0);
    await page.reload();
    await expect(kennel).toHaveValue(shown);
    await expect(notices).toHaveCount(0);
  });
});
