import { expect, signIn, test } from './api';
import { expectNoViolations, MESSAGES, setLocaleCookie, translator } from './support';
import { describeError, HtmlDocuments } from './vnu';

// The breeder sets the kennel name's corner on public photos from a phone (390 px).
// The mark stays off here: switching it on re-makes every public photo, which other tests use
// at the same time (tests/api/watermark.test.ts covers the marking itself).
const en = MESSAGES.en.AdminWatermark;
const t = translator('en');
const corner = (value: string) => t('AdminWatermark.corner', { corner: value });

test('the watermark setting at 390 px: saved, kept, and a stale save shows what was chosen', async ({
  page,
  context,
  baseURL,
  request,
  token,
}) => {
  test.slow();
  const documents = new HtmlDocuments();
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(context, baseURL!, token);
  await setLocaleCookie(context, baseURL!, 'en');
  // Rendered on the server with its data.
  const served = await page.request.get('/admin/gallery-image-upload');
  expect(served.status()).toBe(200);
  expect(await served.text()).toContain(en.heading);

  await page.goto('/admin/gallery-image-upload');
  const section = page.getByRole('region', { name: en.heading });
  await expect(section).toBeVisible();
  await expect(section.getByRole('switch', { name: en.enabled })).not.toBeChecked();
  await expectNoViolations(page, 'admin gallery with the watermark setting');
  documents.add('admin gallery with the watermark setting', await page.content());
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(
    true,
  );

  await section.getByRole('radio', { name: corner('top_left') }).check();
  await section.getByRole('button', { name: en.save }).click();
  await expect(page.getByText(en.saved)).toBeVisible();
  await expect(section.getByTestId('watermark-status')).toHaveText(en.upToDate);
  await page.reload();
  await expect(
    page.getByRole('region', { name: en.heading }).getByRole('radio', { name: corner('top_left') }),
  ).toBeChecked();

  // Another window saves first: this save is refused, the form shows theirs and says ours.
  const auth = { Authorization: `Bearer ${token}` };
  const current = await (await request.get('/api/admin/watermark', { headers: auth })).json();
  const theirs = await request.put('/api/admin/watermark', {
    headers: auth,
    data: { enabled: false, corner: 'bottom-left', version: current.version },
  });
  expect(theirs.status()).toBe(200);
  const form = page.getByRole('region', { name: en.heading });
  await form.getByRole('radio', { name: corner('top_right') }).check();
  await form.getByRole('button', { name: en.save }).click();
  await expect(form.getByRole('alert')).toHaveText(
    t('AdminWatermark.conflict', { choice: t('AdminWatermark.offChoice') }),
  );
  await expect(form.getByRole('radio', { name: corner('bottom_left') })).toBeChecked();
  await expectNoViolations(page, 'watermark setting after a conflict');

  expect((await documents.errors()).map(describeError)).toEqual([]);
});
