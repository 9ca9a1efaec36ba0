import { expect, test } from './api';
import { withoutHydrationWait } from './hydration';
import { expectNoViolations, MESSAGES, setLocaleCookie } from './support';

// A planned litter's page in German: the colours its puppies can have with their shares, the
// parents' coefficient of inbreeding and the puppies' pedigree; applying for it offers its colours.

const de = MESSAGES.de;
const genotype = { a: 'ay/ay', b: 'B/B', co: 'Co/Co', e: 'E/E', k: 'ky/ky', m: 'm/m', s: 'S/S' };
const colourTest = (d: string) => ({
  kind: 'colour' as const,
  genotype: { ...genotype, d },
  date: '2024-03-01',
  lab: 'Laboklin',
});

test('a planned litter in German shows its colours, COI and pedigree; the form offers its colours', async ({
  page,
  context,
  baseURL,
  api,
  request,
  token,
}) => {
  const id = Date.now().toString(36);
  const parent = { kind: 'parent', price: null, birthday: '2021-04-05' } as const;
  const mother = await api.createDog({
    ...parent,
    name: `Frida ${id}`,
    gender: 'female',
    healthTests: [colourTest('D/d')],
  });
  const father = await api.createDog({
    ...parent,
    name: `Oskar ${id}`,
    gender: 'male',
    healthTests: [colourTest('d/d')],
  });
  const saved = await request.put(`/api/admin/dogs/${father.id}/pedigree`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      sire: { name: `Grand Sire ${id}`, registration: `DE ${id}/18` },
      dam: { name: `Grand Dam ${id}` },
      version: father.version,
    },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const litter = await api.createLitter({
    motherId: mother.id,
    fatherId: father.id,
    status: 'planned',
  });

  await page.setViewportSize({ width: 390, height: 844 });
  await setLocaleCookie(context, baseURL!, 'de');
  await page.goto(`/litters/${litter.slug}`);
  const forecast = page.getByRole('region', { name: de.LitterForecast.title });
  await expect(forecast).toBeVisible();
  const colours = page.getByTestId('litter-colours').getByRole('listitem');
  await expect(colours).toHaveCount(2);
  await expect(colours.filter({ hasText: 'Blau-Fawn' })).toContainText(/50\s%/);
  await expect(forecast).toContainText(
    /Inzuchtkoeffizient \(nach Wright\) dieser Verpaarung: 0\s%/,
  );

  const pedigree = page.getByRole('region', { name: de.Pedigree.litterTitle });
  await expect(pedigree.getByRole('columnheader').first()).toHaveText('Eltern');
  await expect(pedigree.getByTestId('pedigree')).toContainText(mother.name);
  await expect(pedigree.getByTestId('pedigree')).toContainText(`Grand Sire ${id}`);
  await expectNoViolations(page, 'planned litter page (de)');

  // Applying for it: fawn and blue fawn, no brindle; "any litter" offers every colour again,
  // and a colour chosen then stays chosen, and shown, when the litter is chosen again.
  await page.getByRole('link', { name: de.Litters.apply }).click();
  await expect(page.locator('#apply-preferredColor-blueFawn')).toBeVisible();
  await expect(page.locator('#apply-preferredColor-brindle')).toBeHidden();
  const litterChoice = page.locator('#apply-litter');
  await litterChoice.selectOption('any');
  await page.locator('#apply-preferredColor-brindle').check();
  await expect(page.locator('#apply-preferredColor-cream')).toBeVisible();
  await litterChoice.selectOption(litter.slug);
  await expect(page.locator('#apply-preferredColor-cream')).toBeHidden();
  await expect(page.locator('#apply-preferredColor-brindle')).toBeChecked();
  await expect(page.locator('#apply-preferredColor-brindle')).toBeVisible();
});

test('without JavaScript the apply form offers the chosen litter’s colours too', async ({
  browser,
  baseURL,
  api,
}) => {
  const id = Date.now().toString(36);
  const parent = { kind: 'parent', price: null, birthday: '2021-04-05' } as const;
  const mother = await api.createDog({
    ...parent,
    name: `Hedda ${id}`,
    gender: 'female',
    healthTests: [colourTest('D/D')],
  });
  const father = await api.createDog({
    ...parent,
    name: `Anton ${id}`,
    gender: 'male',
    healthTests: [colourTest('D/D')],
  });
  const litter = await api.createLitter({
    motherId: mother.id,
    fatherId: father.id,
    status: 'planned',
  });
  const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
  const page = withoutHydrationWait(await context.newPage());
  await page.goto(`/apply?litter=${litter.slug}`);
  await expect(page.locator('#apply-preferredColor-fawn')).toBeVisible();
  await expect(page.locator('#apply-preferredColor-blueFawn')).toBeHidden();
  await page.locator('#apply-litter').selectOption('any');
  await expect(page.locator('#apply-preferredColor-blueFawn')).toBeVisible();
  await context.close();
});
