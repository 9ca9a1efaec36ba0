import { expect, test } from './fresh-site';
import { expectNoViolations, MESSAGES, setLocaleCookie } from './support';

// On a new site the admin's home screen says what to do first, ticks each step
// from the data, and leads to each step's screen. Its own site: a shared one has sold already.
const en = MESSAGES.en;
const S = en.FirstSale.steps;

test('a new breeder’s home screen lists the first sale’s steps, ticked from the data, at 390 px', async ({
  page,
  context,
  baseURL,
  request,
}) => {
  test.slow();
  await page.setViewportSize({ width: 390, height: 844 });
  const signup = await request.post('/api/auth/signup', {
    data: { name: 'Anna', email: 'anna@example.com', password: 'Frenchie2014x' },
  });
  expect(signup.status()).toBe(201);
  const token = (await signup.json()).token as string;
  const auth = { Authorization: `Bearer ${token}` };
  await context.addCookies([
    { name: 'session', value: token, url: baseURL! },
    { name: 'signed_in', value: '1', url: baseURL! },
  ]);
  await setLocaleCookie(context, baseURL!, 'en');

  await page.goto('/admin');
  const list = page.getByTestId('first-sale');
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(en.FirstSale.title);
  const step = (key: keyof typeof S) => list.getByTestId(`first-sale-${key}`);
  await expect(list.getByRole('listitem')).toHaveCount(9);
  await expect(list.locator('[data-done="true"]')).toHaveCount(0);
  await expect(step('details')).toContainText(`${S.details.title} (${en.FirstSale.todo})`);
  await expectNoViolations(page, 'first sale checklist at 390 px');

  // The breeder fills in her details on this very screen: ticked on the next visit.
  const info = await request.put('/api/info', {
    headers: auth,
    data: { phone: '+36 30 123 4567' },
  });
  expect(info.status(), await info.text()).toBe(200);
  const mother = await request.post('/api/admin/dogs', {
    headers: auth,
    data: {
      name: 'Mimi',
      kind: 'parent',
      color: 'blue',
      gender: 'female',
      birthday: '2021-03-04',
      enabled: true,
    },
  });
  expect(mother.status(), await mother.text()).toBe(201);
  await page.reload();
  await expect(step('details')).toHaveAttribute('data-done', 'true');
  await expect(step('details')).toContainText(`(${en.FirstSale.done})`);
  await expect(step('parents')).toHaveAttribute('data-done', 'true');
  await expect(step('litter')).toHaveAttribute('data-done', 'false');
  await expect(page.getByTestId('first-sale-progress')).toHaveText('2 of 9 steps done');

  // Each step leads to its screen.
  await step('litter').getByRole('link', { name: S.litter.title }).click();
  await expect(page).toHaveURL(/\/admin\/litters$/);
  await page.goBack();
  await step('details').getByRole('link', { name: S.details.title }).click();
  await expect(page).toHaveURL(/\/admin#site-info$/);
  await expect(page.locator('#site-info')).toBeInViewport();

  // In the breeder's language.
  await setLocaleCookie(context, baseURL!, 'de');
  await page.goto('/admin');
  await expect(list.getByRole('heading', { level: 2 })).toHaveText(MESSAGES.de.FirstSale.title);
  await expect(step('litter')).toContainText(MESSAGES.de.FirstSale.steps.litter.title);
});
