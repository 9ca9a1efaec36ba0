import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { formatDay } from '../../lib/i18n/dates';
import { LIST_PAGE_SIZE } from '../../lib/list-pages';
import { expect, signIn, test } from './api';
import { formStart } from './enquiry-start';
import { largeCameraJpeg, smallJpeg } from './fresh-site';
import { expectNoViolations, MESSAGES, setLocaleCookie, translator } from './support';
import { describeError, HtmlDocuments } from './vnu';

// An owner whose puppy went home sends photos and a story from their private page (a
// phone, 375 px); the breeder approves them at 390 px; they appear in the gallery with the dog's
// name and on /reviews. axe and the Nu checker on every new screen.
const en = MESSAGES.en;

/** A buyer through the public API, approved, offered `dogId` and accepting it: reserved. */
async function reservedBuyer(request: APIRequestContext, token: string, dogId: number) {
  const auth = { Authorization: `Bearer ${token}` };
  const name = `Ida${randomUUID().slice(0, 4)}`;
  const applied = await request.post('/api/applications', {
    headers: { 'x-forwarded-for': `203.0.113.${Math.floor(Math.random() * 250) + 1}` },
    data: {
      name: `${name} Muster`,
      email: `${name.toLowerCase()}@example.com`,
      phone: '+43 1 2345678',
      country: 'AT',
      city: 'Wien',
      household: 'Two adults, a flat with a park nearby.',
      experience: 'Our first French Bulldog.',
      preferredSex: 'female',
      preferredColor: 'blue',
      litter: 'any',
      timing: 'Summer',
      message: '',
      locale: 'en',
      consent: true,
      website: '',
      start: await formStart(request),
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  const ok = async <T = unknown>(
    response: Awaited<ReturnType<APIRequestContext['post']>>,
    status = 200,
  ): Promise<T> => {
    expect(response.status(), await response.text()).toBe(status);
    return (await response.json()) as T;
  };
  await ok(
    await request.patch(`/api/admin/applications/${id}`, {
      headers: auth,
      data: { decision: 'approve' },
    }),
  );
  const { link } = await ok<{ link: string }>(
    await request.post(`/api/admin/applications/${id}/link`, { headers: auth }),
  );
  const path = new URL(link as string).pathname;
  const offered = await ok<{ offer: { id: number } }>(
    await request.post('/api/admin/offers', { headers: auth, data: { applicationId: id, dogId } }),
    201,
  );
  const accepted = await request.post(`/api${path}/offer`, {
    data: { offerId: offered.offer.id, answer: 'accept' },
  });
  expect(accepted.status()).toBe(204);
  return { id, name, path };
}

test('an owner sends photos and a story, the breeder approves them at 390 px, and they reach the gallery and /reviews', async ({
  browser,
  page,
  context,
  baseURL,
  api,
  request,
  token,
}) => {
  // Two phones' worth of work on a shared machine: a camera photo is made and shrunk in the page.
  test.setTimeout(240_000);
  const puppy = await api.createDog({ name: `Mimi ${randomUUID().slice(0, 6)}` });
  const owner = await reservedBuyer(request, token, puppy.id);
  const story = `Mimi ${randomUUID().slice(0, 6)} snores on the sofa and loves the Danube.`;
  const documents = new HtmlDocuments();
  const t = translator('en');

  // Go-home day: the breeder, on a phone, marks the buyer placed on the application's screen.
  // Asked first: the 10-week-old puppy of a buyer in Austria goes home at 15 weeks,
  // so only as an exception with its reason; the dialog says what the sale still lacks.
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(context, baseURL!, token);
  await setLocaleCookie(context, baseURL!, 'en');
  await page.goto(`/admin/applications/${owner.id}`);
  const buyer = `${owner.name} Muster`;
  const goHome = page.getByRole('button', { name: t('AdminModeration.goHome', { name: buyer }) });
  const dialog = page.getByRole('dialog', {
    name: t('AdminModeration.goHomeTitle', { name: buyer, puppy: puppy.name }),
  });
  await goHome.click();
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: en.Common.cancel }).click();
  await expect(dialog).toBeHidden();
  await goHome.click();
  const day = new Date(Date.parse(puppy.birthday) + 105 * 86_400_000).toISOString().slice(0, 10);
  await expect(dialog).toContainText(
    t('AdminModeration.goHomeDay', {
      date: formatDay(day, 'en', 'long'),
      weeks: '15',
      abroad: 'true',
    }),
  );
  const gaps = dialog.getByTestId('go-home-gaps');
  for (const gap of ['contractNotSent', 'depositNotAsked'] as const) {
    await expect(gaps).toContainText(t('AdminModeration.goHomeGap', { gap }));
  }
  await expectNoViolations(page, 'go-home dialog at 390 px');
  const reason = dialog.getByLabel(en.AdminModeration.earlyReason);
  await dialog.getByRole('button', { name: en.AdminModeration.goHomeConfirmEarly }).click();
  await expect(dialog.getByText(en.apiErrors.earlyReasonRequired)).toBeVisible();
  await expect(reason).toHaveAttribute('aria-invalid', 'true');
  const why = 'The family flies home on Friday; the vet signed the passport.';
  await reason.fill(why);
  await dialog.getByRole('button', { name: en.AdminModeration.goHomeConfirmEarly }).click();
  await expect(page.getByText(t('AdminModeration.wentHome', { name: buyer }))).toBeVisible();
  await expect(dialog).toBeHidden();
  // The exception and its reason stay on the application.
  await expect(page.getByTestId('placed-early')).toContainText(why);
  await expect(goHome).toHaveCount(0);

  // The owner, on a phone with JavaScript: a camera photo of several MB is shrunk before it goes.
  const phone = await browser.newContext({ viewport: { width: 375, height: 800 } });
  await setLocaleCookie(phone, baseURL!, 'en');
  const ownerPage = await phone.newPage();
  await ownerPage.goto(owner.path);
  const section = ownerPage.locator('section[aria-labelledby="owner-story"]');
  await expect(
    section.getByRole('heading', { name: t('OwnerStories.headingDog', { dog: puppy.name }) }),
  ).toBeVisible();
  await expectNoViolations(ownerPage, 'private page with the photo form');
  documents.add('private page with the photo form', await ownerPage.content());

  // A pasted story over the limit stays whole: the counter says so, and the server refuses it.
  const storyField = section.getByLabel(en.OwnerStories.story, { exact: true });
  const long = `${'Mimi chases her ball across the garden. '.repeat(45).slice(0, 1799)}!`;
  await storyField.fill(long);
  await expect(storyField).toHaveValue(long);
  await expect(
    section.getByText('1,800 of 1,500 characters: please shorten your story.'),
  ).toBeVisible();
  const consent = section.getByLabel(/You may publish my photos/);
  await consent.check();
  await section.getByRole('button', { name: en.OwnerStories.send }).click();
  await expect(section.locator('#owner-story-error')).toHaveText(
    'Your story is 1,800 characters long, but at most 1,500 can be sent. Please shorten it; your text is still here.',
  );
  await expect(storyField).toHaveValue(long);
  await consent.uncheck();

  await section.getByLabel(en.OwnerStories.photos, { exact: true }).setInputFiles([
    { name: 'camera.jpg', mimeType: 'image/jpeg', buffer: await largeCameraJpeg() },
    { name: 'park.jpg', mimeType: 'image/jpeg', buffer: await smallJpeg(120) },
  ]);
  await storyField.fill(story);
  await expect(
    section.getByText(`${(1500 - story.length).toLocaleString('en')} of 1,500 characters left`),
  ).toBeVisible();
  // Without consent the browser keeps the form, and what was typed.
  await section.getByRole('button', { name: en.OwnerStories.send }).click();
  await expect(section.getByLabel(en.OwnerStories.story, { exact: true })).toHaveValue(story);
  await section.getByLabel(/You may publish my photos/).check();
  await section.getByRole('button', { name: en.OwnerStories.send }).click();
  await expect(section.getByRole('status')).toHaveText(en.OwnerStories.sent);
  const sent = ownerPage.getByTestId('sent-story');
  await expect(sent).toContainText(story);
  await expect(sent).toContainText('Awaiting review');
  await expect(sent.getByRole('img')).toHaveCount(2);
  await phone.close();

  // The breeder: the queue is in the server's HTML, photos through signed links.
  const served = await page.goto('/admin/owner-photos');
  expect(served?.status()).toBe(200);
  expect(await served!.text()).toContain(story);
  const card = page.getByTestId('owner-story-card').filter({ hasText: puppy.name });
  await expect(card.getByRole('img')).toHaveCount(2);
  for (const image of await card.getByRole('img').all()) {
    await expect(image).toHaveAttribute('src', /^\/api\/files\/private-/);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
  }
  await expectNoViolations(page, 'moderation queue');
  documents.add('moderation queue', await page.content());
  // Beside the gallery in the admin bar's section.
  const bar = page.getByRole('navigation', { name: en.AdminNav.label });
  await bar.getByRole('link', { name: en.AdminNav.gallery, exact: true }).click();
  await expect(page).toHaveURL(/\/admin\/gallery-image-upload$/);
  await bar.getByRole('link', { name: en.AdminNav.ownerPhotos, exact: true }).click();
  await expect(card).toBeVisible();
  const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(scrollWidth).toBeLessThanOrEqual(390);

  await card.getByRole('button', { name: t('AdminModeration.approve', { count: 2 }) }).click();
  await expect(page.getByText(t('AdminModeration.saved', { action: 'approve' }))).toBeVisible();
  const published = page.getByTestId('owner-story-card').filter({ hasText: puppy.name });
  await expect(published.getByRole('button', { name: en.AdminModeration.saveEdit })).toBeVisible();

  // Visitors: the gallery names the dog, /reviews shows the story.
  // Approved photos join the end of the gallery, in its order: the page that shows them.
  const gallery = (await (await request.get('/api/gallery')).json()) as {
    dog?: { name: string } | null;
  }[];
  const at = gallery.findIndex((photo) => photo.dog?.name === puppy.name);
  expect(at).toBeGreaterThanOrEqual(0);
  const galleryPage = Math.floor(at / LIST_PAGE_SIZE.gallery) + 1;
  await page.goto(galleryPage > 1 ? `/gallery?page=${galleryPage}` : '/gallery');
  await expect(page.getByText(puppy.name, { exact: true }).first()).toBeVisible();
  await expect(
    page.getByRole('img', { name: new RegExp(`^${puppy.name} in its new home`) }).first(),
  ).toBeVisible();
  await page.goto('/reviews');
  const review = page.getByRole('article').filter({ hasText: story });
  await expect(review.getByRole('heading', { name: /Austria/ })).toBeVisible();
  await expect(review.getByRole('link', { name: puppy.name })).toBeVisible();
  await expectNoViolations(page, '/reviews');
  documents.add('reviews', await page.content());

  expect((await documents.errors()).map(describeError)).toEqual([]);
});
