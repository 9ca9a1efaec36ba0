import { expect, signIn, test } from './api';
import { acceptCookies, expectNoViolations, MESSAGES, setLocaleCookie } from './support';
import { describeError, HtmlDocuments } from './vnu';

// A buyer at 375 px opens a puppy's verification page in Hungarian, from the puppy's
// page (where the rules' fields are shown), and sees the kennel's only official contacts and the
// warning; an unknown code says it is not ours. The breeder prints the page's QR code.

const hu = MESSAGES.hu;
const en = MESSAGES.en;
const unique = () => Date.now().toString(36);
const CHIP = '348098100123456';
const MASKED = '•••• •••• ••• 3456';

test('a buyer at 375 px checks a puppy in Hungarian; the breeder has its QR code', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  test.slow();
  const mother = await api.createDog({
    name: `Anya ${unique()}`,
    kind: 'parent',
    birthday: '2021-03-04',
    price: null,
    healthTests: [{ kind: 'boas', grade: 1, date: '2025-03-01' }],
  });
  const puppy = await api.createDog({
    name: `Kölyök ${unique()}`,
    chipNumber: CHIP,
    petPassport: true,
    vaccinations: [{ kind: 'DHPPi', date: new Date().toISOString().slice(0, 10) }],
    motherId: mother.id,
  });
  const photos = (await api.addDogPhotos(puppy.id, 2)).images as { id: number }[];
  await api.updateDog(puppy.id, { photoWithMother: photos[1]!.id });
  expect(puppy.verifyCode).toMatch(/^[34679ACDEFGHJKMNPQRTUVWXY]{8}$/);

  await setLocaleCookie(context, baseURL!, 'hu');
  await acceptCookies(context, baseURL!);
  await page.setViewportSize({ width: 375, height: 812 });
  const documents = new HtmlDocuments();

  // The puppy's page: what the rules ask, the chip masked, the photo with its mother.
  await page.goto(`/${puppy.slug}`);
  const facts = page.getByRole('region', { name: hu.PuppyFacts.title });
  await expect(facts).toContainText(MASKED);
  await expect(facts).toContainText('Magyarország');
  await expect(facts).toContainText('DHPPi');
  await expect(facts).toContainText(mother.name);
  await expect(facts.getByRole('img', { name: `${puppy.name} az anyjával` })).toBeVisible();
  await expect(page.locator('body')).not.toContainText(CHIP);
  await expectNoViolations(page, 'hu puppy page with the rules’ fields');
  documents.add('hu puppy page', await (await page.request.get(`/${puppy.slug}`)).text());

  // To its verification page.
  await facts.getByRole('link', { name: new RegExp(`^${puppy.name} ellenőrzése`) }).click();
  await expect(page).toHaveURL(new RegExp(`/verify/${puppy.verifyCode}$`));
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${puppy.name} ellenőrzése`);
  const main = page.getByRole('main');
  await expect(main).toContainText(MASKED);
  await expect(main).toContainText('Elérhető');
  // The parent's result in plain Hungarian, as the parent pages say it.
  await expect(main).toContainText('BOAS-fokozat: 1 (2025)');
  const contacts = page.getByRole('region', { name: /egyetlen hivatalos elérhetőségeink/ });
  await expect(contacts.getByRole('link', { name: new URL(baseURL!).host })).toBeVisible();
  await expect(contacts.getByRole('note')).toContainText(hu.Verify.warningTitle);
  // The account a deposit goes to, in groups of four, to compare with what a buyer was given.
  await expect(contacts.getByTestId('iban')).toHaveText('HU42117730161111101800000000');
  await expect(contacts.getByTestId('iban').locator('.iban__group')).toHaveCount(7);
  await expect(contacts).toContainText(hu.Verify.bankIban);
  await expect(main).not.toContainText(CHIP);
  // Nothing wider than the phone.
  // The page's own content (the shared site's footer, which other tests fill, is layout.spec's):
  // the elements reaching past the phone's edge, named for a failure's message.
  await expect
    .poll(() =>
      page.evaluate(() =>
        [...document.querySelectorAll('main *')]
          .filter((e) => e.getBoundingClientRect().right > 375.5)
          .map((e) => `${e.tagName.toLowerCase()}.${e.className}`),
      ),
    )
    .toEqual([]);
  await expectNoViolations(page, 'hu verification page');
  documents.add(
    'hu verification page',
    await (await page.request.get(`/verify/${puppy.verifyCode}`)).text(),
  );

  // A code that is not ours: said plainly, 404.
  const unknown = await page.goto('/verify/AAAAAAAA');
  expect(unknown?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(hu.Verify.unknownTitle);
  await expect(page.getByRole('alert').filter({ hasText: hu.Verify.unknownText })).toContainText(
    hu.Verify.unknownAdvice,
  );
  await expectNoViolations(page, 'hu unknown code');
  documents.add('hu unknown code', await (await page.request.get('/verify/AAAAAAAA')).text());
  expect((await documents.errors()).map(describeError)).toEqual([]);

  // The breeder's screen: the printable QR code of the same page; the rules' gaps flagged.
  await context.clearCookies();
  await setLocaleCookie(context, baseURL!, 'en');
  await signIn(context, baseURL!, token);
  await page.goto(`/admin/products/edit/${puppy.id}`);
  const qr = page.getByRole('img', { name: /QR code of .+ verification page/ });
  await expect(qr).toHaveAccessibleName(new RegExp(`/verify/${puppy.verifyCode}$`));
  await expect(qr.locator('svg')).toBeVisible();
  await expect(page.getByTestId('missing-rule-fields')).toHaveText(
    en.AdminPuppyFacts.missing.replace('{fields}', 'father'),
  );
});
