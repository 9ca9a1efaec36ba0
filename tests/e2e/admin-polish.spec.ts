import { randomUUID } from 'node:crypto';
import type { APIRequestContext } from '@playwright/test';
import { expect, signIn, test } from './api';
import { formStart } from './enquiry-start';
import { expectNoViolations, MESSAGES, translator } from './support';

// The breeder's phone screens — the waiting list's arrows, the bookings day,
// the video picker.
const en = MESSAGES.en;
const t = translator('en');
const PHONE = { width: 390, height: 844 };

/** An application approved into the general line. */
async function approved(request: APIRequestContext, token: string, name: string) {
  const auth = { Authorization: `Bearer ${token}` };
  const applied = await request.post('/api/applications', {
    headers: { 'x-forwarded-for': `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    data: {
      name,
      email: `${randomUUID().slice(0, 8)}@example.com`,
      phone: '+36 30 123 4567',
      country: 'HU',
      city: 'Szeged',
      household: 'Two adults, a garden.',
      experience: 'We had a French Bulldog before.',
      preferredSex: 'female',
      preferredColor: 'blue',
      litter: 'any',
      timing: 'Spring',
      message: '',
      locale: 'en',
      consent: true,
      website: '',
      start: await formStart(request),
    },
  });
  expect(applied.status(), await applied.text()).toBe(201);
  const { id } = (await applied.json()) as { id: number };
  const read = await request.get(`/api/admin/applications/${id}`, { headers: auth });
  const decided = await request.patch(`/api/admin/applications/${id}`, {
    headers: auth,
    data: { decision: 'approve', version: (await read.json()).version },
  });
  expect(decided.status(), await decided.text()).toBe(200);
  return { id, name };
}

test('the waiting list’s arrows are icons named by the whole sentence, a fingertip wide', async ({
  page,
  context,
  baseURL,
  request,
  token,
}) => {
  await page.setViewportSize(PHONE);
  const first = await approved(request, token, `Klaus Müller 🐶 ${randomUUID().slice(0, 4)}`);
  const second = await approved(request, token, `Ilse ${randomUUID().slice(0, 4)}`);
  await signIn(context, baseURL!, token);
  await page.goto('/admin/waiting-list');
  for (const buyer of [first, second]) {
    const card = page.getByTestId(`entry-${buyer.id}`);
    for (const key of ['moveUp', 'moveDown'] as const) {
      const sentence = t(`WaitingList.${key}`, { name: buyer.name });
      const button = card.getByRole('button', { name: sentence, exact: true });
      await expect(button).toHaveCount(1);
      // Nothing to read on the button but its arrow; the sentence is its name only.
      expect(await button.evaluate((b: HTMLElement) => b.innerText.trim())).toBe('');
      await expect(card).not.toContainText(sentence);
      const box = (await button.boundingBox())!;
      expect(box.width, sentence).toBeGreaterThanOrEqual(44);
      expect(box.height, sentence).toBeGreaterThanOrEqual(44);
    }
  }
  await expectNoViolations(page, 'waiting list at 390 px');
  // The second, approved later, moves up one place.
  const card = page.getByTestId(`entry-${second.id}`);
  const place = async () =>
    Number((await card.getByRole('heading', { level: 3 }).innerText()).match(/\d+/)![0]);
  const before = await place();
  expect(before).toBeGreaterThan(1);
  await card
    .getByRole('button', { name: t('WaitingList.moveUp', { name: second.name }), exact: true })
    .click();
  await expect.poll(place).toBe(before - 1);
});

test('the bookings screen names its day as people write it', async ({
  page,
  context,
  baseURL,
  token,
}) => {
  await signIn(context, baseURL!, token);
  await page.setViewportSize(PHONE);
  await page.goto('/admin/bookings?day=2026-12-05');
  await expect(page.getByRole('heading', { level: 2, name: /5 December 2026/ })).toHaveText(
    t('AdminBookings.dayHeading', { date: '5 December 2026' }),
  );
  await page.context().addCookies([{ name: 'NEXT_LOCALE', value: 'de', url: baseURL! }]);
  await page.goto('/admin/bookings?day=2026-12-05');
  await expect(page.getByTestId('day').getByRole('heading', { level: 2 })).toHaveText(
    translator('de')('AdminBookings.dayHeading', { date: '5. Dezember 2026' }),
  );
});

test('the video picker is a translated button that names the chosen file', async ({
  page,
  context,
  baseURL,
  token,
  api,
}) => {
  await page.setViewportSize(PHONE);
  const dog = await api.createDog();
  await signIn(context, baseURL!, token);
  await page.goto(`/admin/products/product-image-upload/${dog.id}`);
  const videos = page.getByTestId('video-manager');
  const input = videos.getByLabel(en.Videos.add);
  test.skip(!(await input.count()), 'no ffmpeg on this machine');
  const button = videos.locator('label', { hasText: en.Videos.add });
  await expect(button).toBeVisible();
  expect((await button.boundingBox())!.height).toBeGreaterThanOrEqual(44);
  await expect(videos.getByTestId('chosen-file')).toHaveText(en.Videos.noFileChosen);
  // In the tab order, though hidden: the keyboard reaches it and the button shows the focus.
  await input.focus();
  await expect(input).toBeFocused();
  expect(await button.evaluate((label) => getComputedStyle(label).boxShadow)).not.toBe('none');
  // Not a video: refused beside the field, the file's name still shown.
  await input.setInputFiles({
    name: 'not-a-video.mp4',
    mimeType: 'video/mp4',
    buffer: Buffer.from('plain text, not a film'),
  });
  await expect(videos.getByTestId('chosen-file')).toHaveText('not-a-video.mp4');
  await expect(videos.getByRole('alert')).toBeVisible();
  await expectNoViolations(page, 'video picker at 390 px');
});
