import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test, type KennelApi } from './api';
import { expectNoViolations, MESSAGES } from './support';

// The breeding program on the breeder's phone (390 px): a pedigree pasted, corrected and saved
// (a refusal beside its ancestor's field, another tab's change taken in), and a mating previewed
// and planned as a litter, which its affected puppies make her confirm.
const en = MESSAGES.en;
const PHONE = { width: 390, height: 844 };
const PE = en.PedigreeEditor;
const MP = en.MatingPreview;

const colour = (genotype: Record<string, string>) => ({
  kind: 'colour' as const,
  genotype,
  date: '2024-01-10',
  lab: 'Laboklin',
});
const dna = (kind: 'huu' | 'cmr1', status: 'clear' | 'carrier') => ({
  kind,
  status,
  date: '2024-01-10',
  lab: '',
});
const FAWN = {
  a: 'ay/ay',
  b: 'B/B',
  co: 'Co/Co',
  d: 'D/d',
  e: 'E/E',
  k: 'ky/ky',
  m: 'm/m',
  s: 'S/S',
};

/** A name's own part: letters only, as a pasted line reads digits as a registration number. */
const letters = () =>
  Array.from({ length: 6 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join(
    '',
  );

function parent(api: KennelApi, name: string, gender: 'male' | 'female', extra: object = {}) {
  return api.createDog({
    name,
    gender,
    kind: 'parent',
    price: null,
    birthday: '2021-02-03',
    ...extra,
  });
}

async function storedPedigree(request: APIRequestContext, token: string, id: number) {
  const read = await request.get(`/api/admin/dogs/${id}/pedigree`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(read.status()).toBe(200);
  return read.json();
}

test('a pedigree pasted as a list, one field corrected, saved and shown again', async ({
  page,
  context,
  baseURL,
  token,
  api,
  request,
}) => {
  const tag = letters();
  const bella = await parent(api, `Bella ${tag}`, 'female', { registration: `HU 5/${tag}` });
  // A kennel dog whose number the pedigree must not give to another name.
  await parent(api, `Kennel Rex ${tag}`, 'male', { registration: `HU 9/${tag}` });

  await page.setViewportSize(PHONE);
  await signIn(context, baseURL!, token);
  await page.goto(`/admin/parents/pedigree/${bella.id}`);
  await expect(page.getByRole('heading', { name: `Pedigree of Bella ${tag}` })).toBeVisible();
  await expect(page.getByTestId('pedigree-coi')).toContainText(PE.noAncestors);

  // An empty pedigree opens the paste box.
  await page
    .getByLabel(PE.pasteLabel)
    .fill(
      [
        `Bella ${tag}`,
        `S  Alpha ${tag}  HU 1/${tag}  blue`,
        `SS Grand Sire ${tag} | HU 100/${tag}`,
        `SD Grand Dam ${tag}`,
        `D  Mira ${tag} (HU 7/${tag}) fawn`,
        'SDSDSD Too Far',
      ].join('\n'),
    );
  await page.getByRole('button', { name: PE.pasteFill }).click();
  await expect(page.getByText('4 places filled in')).toBeVisible();
  await expect(page.getByTestId('pedigree-unread')).toContainText('SDSDSD Too Far');
  await expect(page.getByTestId('pedigree-unread')).toContainText('further back than five');

  // The parents' folds are open: their fields hold what the list gave.
  await expect(page.getByLabel('Sire: Name', { exact: true })).toHaveValue(`Alpha ${tag}`);
  await expect(page.getByLabel('Dam: Registration number', { exact: true })).toHaveValue(
    `HU 7/${tag}`,
  );
  await expect(page.getByLabel('Dam: Colour', { exact: true })).toHaveValue('fawn');
  // The sire's sire: opened from its fold, its number corrected.
  await page.locator('[data-place="ss"] > summary').click();
  const grandSireNumber = page.getByLabel('Sire › Sire: Registration number', { exact: true });
  await expect(grandSireNumber).toHaveValue(`HU 100/${tag}`);
  await grandSireNumber.fill(`HU 101/${tag}`);
  // Nothing of the page is wider than the phone.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  await expectNoViolations(page, 'the pedigree editor, filled from a list');
  await page.getByRole('button', { name: PE.save }).click();
  await expect(page.getByText(PE.saved)).toBeVisible();
  await expect(page.getByTestId('pedigree-coi')).toContainText(
    'Coefficient of inbreeding (Wright): 0%, over 2 known generations.',
  );
  const saved = await storedPedigree(request, token, bella.id);
  expect(saved.entered.sire).toEqual({
    name: `Alpha ${tag}`,
    registration: `HU 1/${tag}`,
    colour: 'blue',
    sire: { name: `Grand Sire ${tag}`, registration: `HU 101/${tag}` },
    dam: { name: `Grand Dam ${tag}` },
  });

  // Reloaded: the server's HTML holds the stored pedigree.
  await page.reload();
  await expect(page.locator('[data-place="ss"] > summary')).toContainText(`HU 101/${tag}`);
  await expect(page.getByLabel('Dam: Colour', { exact: true })).toHaveValue('fawn');
  const html = await (await page.request.get(`/admin/parents/pedigree/${bella.id}`)).text();
  expect(html).toContain(`Grand Dam ${tag}`);

  // The kennel's Rex has HU 9: given to another name, the server refuses it beside that field.
  await page.locator('[data-place="ds"] > summary').click();
  await page.getByLabel('Dam › Sire: Name', { exact: true }).fill(`Not Rex ${tag}`);
  await page.getByLabel('Dam › Sire: Registration number', { exact: true }).fill(`HU 9/${tag}`);
  await page.getByRole('button', { name: PE.save }).click();
  const refused = page.getByLabel('Dam › Sire: Registration number', { exact: true });
  await expect(refused).toHaveAttribute('aria-invalid', 'true');
  await expect(page.locator('#pedigree-ds-registration-error')).toHaveText(
    en.apiErrors.registrationTwoNames,
  );
  await page.getByLabel('Dam › Sire: Name', { exact: true }).fill(`Kennel Rex ${tag}`);

  // Meanwhile another tab renames the dam: the save is refused, her new name taken in, what was
  // typed here kept.
  const other = await request.put(`/api/admin/dogs/${bella.id}/pedigree`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...saved.entered, dam: { ...saved.entered.dam, name: `Mira Renamed ${tag}` } },
  });
  expect(other.status(), await other.text()).toBe(200);
  await page.getByRole('button', { name: PE.save }).click();
  await expect(page.getByTestId('edit-conflict')).toBeVisible();
  await expect(page.getByLabel('Dam: Name', { exact: true })).toHaveValue(`Mira Renamed ${tag}`);
  await expect(page.getByLabel('Dam › Sire: Name', { exact: true })).toHaveValue(
    `Kennel Rex ${tag}`,
  );
  await page.getByRole('button', { name: en.EditConflict.keepMine }).click();
  await expect(page.getByTestId('edit-conflict')).toHaveCount(0);
  await expect
    .poll(async () => (await storedPedigree(request, token, bella.id)).entered.dam)
    .toMatchObject({
      name: `Mira Renamed ${tag}`,
      sire: { name: `Kennel Rex ${tag}`, registration: `HU 9/${tag}` },
    });

  // A list naming another sire asks first, listing what it would replace (his ancestors too).
  await page.getByText(PE.pasteTitle).click();
  await page.getByLabel(PE.pasteLabel).fill(`S  Omega ${tag}  HU 2/${tag}`);
  await page.getByRole('button', { name: PE.pasteFill }).click();
  const dialog = page.getByRole('dialog', { name: PE.pasteReplaceTitle });
  await expect(dialog.getByTestId('pedigree-paste-replaced').getByRole('listitem')).toHaveText([
    `Sire: Alpha ${tag}`,
    `Sire › Sire: Grand Sire ${tag}`,
    `Sire › Dam: Grand Dam ${tag}`,
  ]);
  await dialog.getByRole('button', { name: en.Common.cancel }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByLabel('Sire: Name', { exact: true })).toHaveValue(`Alpha ${tag}`);
  // Confirmed: the new sire comes without the old one's parents.
  await page.getByRole('button', { name: PE.pasteFill }).click();
  await dialog.getByRole('button', { name: PE.pasteReplaceConfirm }).click();
  await expect(page.getByLabel('Sire: Name', { exact: true })).toHaveValue(`Omega ${tag}`);
  await expect(page.locator('[data-place="ss"] > summary')).toContainText(PE.unknown);
  await expect(page.locator('[data-place="sd"] > summary')).toContainText(PE.unknown);
});

test('a mating previewed, then planned as a litter once its affected puppies are confirmed', async ({
  page,
  context,
  baseURL,
  token,
  api,
  request,
}) => {
  const tag = letters();
  const dam = await parent(api, `Dora ${tag}`, 'female', {
    healthTests: [colour(FAWN), dna('huu', 'carrier'), dna('cmr1', 'clear')],
  });
  const sire = await parent(api, `Sam ${tag}`, 'male', {
    healthTests: [colour({ ...FAWN, d: 'd/d' }), dna('huu', 'carrier'), dna('cmr1', 'clear')],
  });

  await page.setViewportSize(PHONE);
  await signIn(context, baseURL!, token);
  await page.goto('/admin/litters');
  await page.getByRole('link', { name: en.LitterAdmin.matingPreview }).click();
  await expect(page.getByRole('heading', { name: MP.title, level: 1 })).toBeVisible();
  await page.getByLabel(MP.dam).selectOption(String(dam.id));
  await page.getByLabel(MP.sire).selectOption(String(sire.id));
  await page.getByRole('button', { name: MP.show }).click();
  await expect(page).toHaveURL(new RegExp(`damId=${dam.id}&sireId=${sire.id}`));

  const result = page.getByTestId('mating-result');
  await expect(result.getByRole('heading', { name: `Dora ${tag} × Sam ${tag}` })).toBeVisible();
  await expect(page.getByTestId('mating-coi')).toContainText('0%, over 1 known generation');
  const coats = page.getByTestId('mating-coats');
  await expect(coats.getByRole('row', { name: /^Fawn 50%/ })).toBeVisible();
  await expect(coats.getByRole('row', { name: /^Blue fawn 50%/ })).toBeVisible();
  const health = page.getByTestId('mating-health');
  await expect(
    health.getByRole('row', { name: /HUU \(hyperuricosuria\) 25% 50% 25%/ }),
  ).toBeVisible();
  await expect(health.getByRole('row', { name: /CMR1 .* 100% 0% 0%/ })).toBeVisible();
  await expect(page.getByTestId('mating-warning-affectedOffspring')).toContainText(
    'HUU (hyperuricosuria): 25% affected',
  );
  await expect(page.getByTestId('mating-warning-dilution')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoViolations(page, 'the mating preview');

  // A plain GET renders it on the server: no script needed to read the preview.
  const html = (
    await (await page.request.get(`/admin/litters/mating?damId=${dam.id}&sireId=${sire.id}`)).text()
  ).replaceAll('<!-- -->', '');
  expect(html).toContain('HUU (hyperuricosuria)');
  expect(html).toContain('Blue fawn');

  // Planned only with the breeder's tick.
  await page.getByRole('button', { name: MP.plan }).click();
  await expect(page.locator('#mating-confirm-error')).toHaveText(
    en.apiErrors.confirmAffectedOffspring,
  );
  await page.getByLabel(MP.confirmAffected).check();
  await page.getByRole('button', { name: MP.plan }).click();
  await expect(page).toHaveURL(/\/admin\/litters\/edit\/\d+$/);
  const id = Number(page.url().split('/').pop());
  const litter = await request.get(`/api/admin/litters/${id}`, {
    headers: { Authorization: `Bearer ${token}` },
  });
  expect(await litter.json()).toMatchObject({
    status: 'planned',
    motherId: dam.id,
    fatherId: sire.id,
  });
});

test('the litter form asks the same confirmation when the server refuses a planned litter', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  const tag = letters();
  const dam = await parent(api, `Lola ${tag}`, 'female', { healthTests: [dna('huu', 'carrier')] });
  const sire = await parent(api, `Leo ${tag}`, 'male', { healthTests: [dna('huu', 'carrier')] });
  await page.setViewportSize(PHONE);
  await signIn(context, baseURL!, token);
  await page.goto('/admin/litters/add');
  await page.getByLabel(en.LitterAdmin.mother, { exact: true }).selectOption(String(dam.id));
  await page.getByLabel(en.LitterAdmin.father, { exact: true }).selectOption(String(sire.id));
  await page.getByRole('button', { name: en.LitterAdmin.saveAndPhotos }).click();
  const confirm = page.getByLabel(en.LitterAdmin.confirmAffectedOffspring);
  await expect(confirm).toBeVisible();
  await expect(page.locator('#litter-confirmAffectedOffspring-error')).toHaveText(
    en.apiErrors.confirmAffectedOffspring,
  );
  await confirm.check();
  await page.getByRole('button', { name: en.LitterAdmin.saveAndPhotos }).click();
  await expect(page).toHaveURL(/\/admin\/litters\/edit\/\d+$/);
});

test('without JavaScript the pedigree shows what is stored and the preview’s form still works', async ({
  browser,
  baseURL,
  token,
  api,
  request,
}) => {
  const tag = letters();
  const dam = await parent(api, `Nora ${tag}`, 'female', {
    healthTests: [colour(FAWN), dna('huu', 'clear')],
  });
  const sire = await parent(api, `Otto ${tag}`, 'male', {
    healthTests: [colour({ ...FAWN, d: 'D/D' }), dna('huu', 'carrier')],
  });
  const put = await request.put(`/api/admin/dogs/${dam.id}/pedigree`, {
    headers: { Authorization: `Bearer ${token}` },
    data: {
      sire: { name: `Pa ${tag}`, registration: `HU 11/${tag}`, sire: { name: `Grandpa ${tag}` } },
      dam: { name: `Ma ${tag}`, colour: 'cream' },
    },
  });
  expect(put.status(), await put.text()).toBe(200);

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: PHONE });
  await signIn(context, baseURL!, token);
  const page = await context.newPage();
  await page.goto(`/admin/parents/pedigree/${dam.id}`);
  await expect(page.getByLabel('Sire: Registration number', { exact: true })).toHaveValue(
    `HU 11/${tag}`,
  );
  await expect(page.getByLabel('Dam: Colour', { exact: true })).toHaveValue('cream');
  await expect(page.locator('[data-place="ss"] > summary')).toContainText(`Grandpa ${tag}`);

  await page.goto('/admin/litters/mating');
  await page.getByLabel(MP.dam).selectOption(String(dam.id));
  await page.getByLabel(MP.sire).selectOption(String(sire.id));
  await page.getByRole('button', { name: MP.show }).click();
  await expect(page).toHaveURL(new RegExp(`damId=${dam.id}&sireId=${sire.id}`));
  await expect(
    page.getByTestId('mating-coats').getByRole('row', { name: /^Fawn 100%/ }),
  ).toBeVisible();
  await expect(
    page.getByTestId('mating-health').getByRole('row', { name: /HUU .* 50% 50% 0%/ }),
  ).toBeVisible();
  await expect(page.getByTestId('mating-warnings')).toHaveCount(0);
  // No sire chosen: said beside the sire.
  await page.goto(`/admin/litters/mating?damId=${dam.id}`);
  await expect(page.locator('#mating-sire-error')).toHaveText(en.apiErrors.matingSireRequired);
  await context.close();
});
