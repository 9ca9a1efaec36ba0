import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, signIn, test } from './api';
import { expectNoViolations, MESSAGES, setLocaleCookie } from './support';
import { describeError, HtmlDocuments } from './vnu';

// The breeder adds a video to a puppy from a phone (390 px); it shows as being
// converted, then ready; on the puppy's public page it loads nothing until played, then plays in
// Chromium (H.264: Debian's Chromium plays it).
const en = MESSAGES.en;

/** A short clip as a phone might send it, made by ffmpeg: a test picture and a tone. */
function makeClip(): Buffer {
  const dir = mkdtempSync(path.join(tmpdir(), 'kennel-e2e-clip-'));
  try {
    const file = path.join(dir, 'puppy.mp4');
    execFileSync('ffmpeg', [
      ...['-v', 'error', '-y', '-f', 'lavfi', '-i', 'testsrc=duration=3:size=640x360:rate=25'],
      ...['-f', 'lavfi', '-i', 'sine=duration=3', '-c:v', 'libx264', '-preset', 'ultrafast'],
      ...['-c:a', 'aac', '-shortest', file],
    ]);
    return readFileSync(file);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

test('a video added at 390 px is converted, then plays on the puppy page without loading first', async ({
  browser,
  page,
  context,
  baseURL,
  api,
  token,
}) => {
  test.setTimeout(120_000);
  const dog = await api.createDog({ name: 'Videó Vili' });
  const html = new HtmlDocuments();

  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(context, baseURL!, token);
  await setLocaleCookie(context, baseURL!, 'en');
  expect((await page.goto(`/admin/products/product-image-upload/${dog.id}`))?.status()).toBe(200);
  const videos = page.getByRole('region', { name: en.Videos.title });
  await expect(videos).toContainText(en.Videos.none);
  const field = videos.getByLabel(en.Videos.add);

  // A photo named .mp4 is refused, the reason beside the field.
  const png = execFileSync('ffmpeg', [
    ...['-v', 'error', '-f', 'lavfi', '-i', 'testsrc=size=64x48', '-frames:v', '1'],
    ...['-f', 'image2pipe', '-c:v', 'png', '-'],
  ]);
  await field.setInputFiles({ name: 'photo.mp4', mimeType: 'video/mp4', buffer: png });
  await expect(videos.getByRole('alert')).toHaveText(en.apiErrors.videoNotVideo);
  await expect(field).toHaveAttribute('aria-invalid', 'true');

  // A real clip: converting, then ready with its player.
  await field.setInputFiles({ name: 'puppy.mp4', mimeType: 'video/mp4', buffer: makeClip() });
  const item = videos.getByTestId('admin-video');
  await expect(item).toHaveAttribute('data-state', 'processing');
  await expect(item).toContainText(en.Videos.processing);
  await expect(videos.getByRole('alert')).toHaveCount(0);
  await expect(item).toHaveAttribute('data-state', 'ready', { timeout: 60_000 });
  await expect(item.locator('video')).toHaveAttribute('preload', 'none');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoViolations(page, 'admin dog photos with a video');
  html.add('admin dog photos with a video', await page.content());

  // The public page, on a phone: the poster only, until the visitor plays it.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  await setLocaleCookie(phone, baseURL!, 'en');
  const visitor = await phone.newPage();
  const videoRequests: string[] = [];
  visitor.on('request', (request) => {
    if (request.url().endsWith('.mp4')) videoRequests.push(request.url());
  });
  const dogPage = (await visitor.goto(`/${dog.slug}`))!;
  expect(dogPage.status()).toBe(200);
  // Not in the HTML: the browser would fetch it beside the page's main photo.
  expect(await dogPage.text()).not.toContain('poster=');
  const player = visitor.getByRole('region', { name: `Videos of ${dog.name}` }).locator('video');
  await expect(player).toHaveCount(1);
  await expect(player).toHaveAttribute('preload', 'none');
  await expect(player).toHaveAttribute('width', '640');
  await expect(player).toHaveAttribute('height', '360');
  // The poster is asked for once the page runs, not beside its main photo.
  await expect(player).toHaveAttribute('poster', /^\/api\/uploads\/.+\.webp$/);
  // Its box is the video's shape before anything loads (no layout shift): 640 × 360 scaled.
  const box = (await player.boundingBox())!;
  expect(Math.abs(box.width / box.height - 640 / 360)).toBeLessThan(0.02);
  expect(videoRequests).toEqual([]);
  await expectNoViolations(visitor, 'dog page with a video');
  html.add('dog page with a video', await visitor.content());

  // Played as after a tap (the site's Permissions-Policy allows no autoplay): muted, so no
  // audio device is needed.
  await player.click();
  await player.evaluate((v: HTMLVideoElement) => {
    v.muted = true;
    return v.play();
  });
  await expect
    .poll(() => player.evaluate((v: HTMLVideoElement) => v.currentTime), { timeout: 15_000 })
    .toBeGreaterThan(0);
  expect(await player.evaluate((v: HTMLVideoElement) => v.error)).toBeNull();
  expect(videoRequests.length).toBeGreaterThan(0);
  await phone.close();

  // Deleted from the admin: gone from the list.
  await videos.getByRole('button', { name: en.Videos.delete }).click();
  await expect(item).toHaveCount(0);
  await expect(videos).toContainText(en.Videos.none);

  expect((await html.errors()).map(describeError)).toEqual([]);
});
