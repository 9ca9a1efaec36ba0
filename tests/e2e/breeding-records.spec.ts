import { randomUUID } from 'node:crypto';
import { expect, signIn, test } from './api';
import { expectNoViolations, MESSAGES, setLocaleCookie, translator } from './support';

// The breeder logs a litter's birth on a phone (390 px), one puppy at a time, in Hungarian: a
// weight the scale says in dkg, a refusal that keeps what was typed, both puppies listed with
// links to their edit screens; then a dam's heat with its progesterone hint.
const hu = MESSAGES.hu;
const t = translator('hu');
const DAY_MS = 86_400_000;
const daysAgo = (n: number) => new Date(Date.now() - n * DAY_MS).toISOString().slice(0, 10);

test('the breeder logs two puppies as they are born, on a phone', async ({
  page,
  context,
  baseURL,
  api,
  request,
  token,
}) => {
  const auth = { Authorization: `Bearer ${token}` };
  const mother = await api.createDog({
    name: `Bella ${randomUUID().slice(0, 6)}`,
    kind: 'parent',
    birthday: '2021-03-04',
    price: null,
  });
  const created = await request.post('/api/admin/litters', {
    headers: auth,
    data: { motherId: mother.id, status: 'expected', matedAt: daysAgo(62) },
  });
  expect(created.status(), await created.text()).toBe(201);
  const litter = (await created.json()) as { id: number };

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(context, baseURL!, token);
  await setLocaleCookie(context, baseURL!, 'hu');
  const path = `/admin/litters/whelping/${litter.id}`;
  // Rendered on the server with its data.
  const served = await page.request.get(path);
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain(mother.name);
  // Reached from the litter's edit screen.
  await page.goto(`/admin/litters/edit/${litter.id}`);
  await page.getByRole('link', { name: hu.BreedingRecords.whelpingLink }).click();
  await expect(page).toHaveURL(new RegExp(`${path}$`));
  await expect(page.getByRole('heading', { level: 1 })).toContainText(mother.name);

  const form = page.getByTestId('whelping-form');
  const save = (number: number) =>
    form.getByRole('button', { name: t('BreedingRecords.savePuppy', { number }) });
  // The time defaults to now; the first puppy: a female, fawn, weighed in dkg.
  await expect(form.getByLabel(hu.BreedingRecords.bornAtLabel)).toHaveValue(/^\d{4}-\d\d-\d\dT/);
  await form.getByRole('button', { name: t('Dogs.gender', { gender: 'female' }) }).click();
  await form.getByLabel(hu.BreedingRecords.colourLabel).selectOption('fawn');
  await form.getByLabel(hu.BreedingRecords.markingsLabel).fill('fehér csík');
  // A weight no newborn has is refused beside its field; what was typed stays.
  const weight = form.getByLabel(hu.BreedingRecords.weightLabel);
  await weight.fill('3 kg');
  await save(1).click();
  await expect(form.getByText(hu.apiErrors.birthWeightRange)).toBeVisible();
  await expect(form.getByLabel(hu.BreedingRecords.markingsLabel)).toHaveValue('fehér csík');
  await weight.fill('31 dkg');
  await save(1).click();
  const entries = page.getByTestId('whelping-entries');
  await expect(entries.getByRole('listitem')).toHaveCount(1);
  await expect(entries).toContainText('310 g');

  // The second: a male, blue; the form is ready for him.
  await expect(save(2)).toBeVisible();
  await form.getByRole('button', { name: t('Dogs.gender', { gender: 'male' }) }).click();
  await form.getByLabel(hu.BreedingRecords.colourLabel).selectOption('blue');
  await weight.fill('285');
  await save(2).click();
  await expect(entries.getByRole('listitem')).toHaveCount(2);
  await expect(
    page.getByText(t('BreedingRecords.bornSummary', { males: 1, females: 1 })),
  ).toBeVisible();
  await expectNoViolations(page, 'whelping log');
  // Nothing wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // Each puppy links to its edit screen; the litter is born with both.
  const stored = await (
    await request.get(`/api/admin/litters/${litter.id}`, { headers: auth })
  ).json();
  expect(stored).toMatchObject({ status: 'born', born: { males: 1, females: 1 } });
  await entries.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/admin\/products\/edit\/\d+$/);
});

test('a dam’s heat with its progesterone results suggests the ovulation day', async ({
  page,
  context,
  baseURL,
  api,
  token,
}) => {
  const dam = await api.createDog({
    name: `Dora ${randomUUID().slice(0, 6)}`,
    kind: 'parent',
    birthday: '2021-03-04',
    price: null,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(context, baseURL!, token);
  await setLocaleCookie(context, baseURL!, 'hu');
  await page.goto(`/admin/parents/edit/${dam.id}`);
  await page.getByRole('link', { name: hu.BreedingRecords.heatsLink }).click();
  await expect(page).toHaveURL(new RegExp(`/admin/parents/heats/${dam.id}$`));
  await page.getByRole('button', { name: hu.BreedingRecords.addHeat }).click();
  const form = page.getByTestId('heat-form');
  await form.getByLabel(hu.BreedingRecords.startedAt).fill(daysAgo(12));
  await form.getByRole('button', { name: hu.BreedingRecords.addResult }).click();
  await form.getByLabel(hu.BreedingRecords.resultDate).fill(daysAgo(3));
  await form.getByLabel(hu.BreedingRecords.resultValue).fill('5,8');
  // The hint follows the results as they are typed; one tap takes its day.
  await expect(form.getByTestId('ovulation-hint')).toBeVisible();
  await form.getByRole('button', { name: /^Legyen / }).click();
  await form.getByRole('button', { name: hu.BreedingRecords.save }).click();
  const list = page.getByTestId('heat-list');
  await expect(list.getByRole('listitem').first()).toContainText('5,8 ng/ml');
  await expect(list).toContainText(hu.BreedingRecords.hintNote);
  await expectNoViolations(page, 'dam heats');
});
