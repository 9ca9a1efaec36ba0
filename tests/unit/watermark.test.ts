import sharp from 'sharp';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { rmSync } from 'node:fs';
import { isMasterKey, shownVariants } from '@/lib/server/images';
import { publishVariants } from '@/features/stories/server/owner-photos';
import { getStorage } from '@/lib/server/storage';
import {
  escapeMarkup,
  watermark,
  watermarkLayer,
  type WatermarkCorner,
} from '@/lib/server/images/watermark';

// No system fonts, as in a Vercel function: fontconfig reads this file when sharp first draws
// text in this test process (each test file runs in its own).
vi.hoisted(() => {
  process.env.FONTCONFIG_FILE = new URL('./fixtures/no-fonts.conf', import.meta.url).pathname;
  // Files the owner-photo test writes: a folder of this test's own.
  process.env.DATA_DIR = `/tmp/kennel-watermark-test-${process.pid}`;
});

const WIDTH = 800;
const HEIGHT = 500;

/** A flat photo of one colour, as PNG (lossless, so any changed pixel is the mark). */
const flat = (colour: string) =>
  sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: colour } })
    .png()
    .toBuffer();

const rawPixels = async (image: Buffer) =>
  (await sharp(image).removeAlpha().raw().toBuffer({ resolveWithObject: true })).data;

/** How many pixels differ in each quarter of the image. */
async function changedByQuarter(before: Buffer, after: Buffer) {
  const [a, b] = await Promise.all([rawPixels(before), rawPixels(after)]);
  const counts: Record<WatermarkCorner, number> = {
    'top-left': 0,
    'top-right': 0,
    'bottom-left': 0,
    'bottom-right': 0,
  };
  for (let y = 0; y < HEIGHT; y++) {
    for (let x = 0; x < WIDTH; x++) {
      const i = (y * WIDTH + x) * 3;
      if (a[i] === b[i] && a[i + 1] === b[i + 1] && a[i + 2] === b[i + 2]) continue;
      const corner = `${y < HEIGHT / 2 ? 'top' : 'bottom'}-${x < WIDTH / 2 ? 'left' : 'right'}`;
      counts[corner as WatermarkCorner] += 1;
    }
  }
  return counts;
}

describe('watermark', () => {
  it.each(['top-left', 'top-right', 'bottom-left', 'bottom-right'] as const)(
    'marks the %s corner only, on a dark and on a light photo',
    async (corner) => {
      for (const colour of ['#151515', '#f4f4f4']) {
        const photo = await flat(colour);
        const marked = await watermark(photo, { text: 'Bátor Bulldog Kennel', corner });
        expect((await sharp(marked).metadata()).format).toBe('png');
        const changed = await changedByQuarter(photo, marked);
        expect(changed[corner]).toBeGreaterThan(500);
        for (const other of Object.keys(changed) as WatermarkCorner[]) {
          if (other !== corner) expect(changed[other], `${other} of ${corner}`).toBe(0);
        }
      }
    },
  );

  it('is legible on white: dark halo pixels as well as white letters', async () => {
    const photo = await flat('#ffffff');
    const marked = await watermark(photo, { text: 'Kennel', corner: 'bottom-right' });
    const pixels = await rawPixels(marked);
    let darkened = 0;
    for (let i = 0; i < pixels.length; i += 3) if (pixels[i]! < 200) darkened += 1;
    expect(darkened).toBeGreaterThan(200);
  });

  it('sizes the mark to the image width and keeps a long name within it', async () => {
    const small = await watermarkLayer(320, 240, { text: 'Kennel', corner: 'top-left' });
    const large = await watermarkLayer(1600, 1200, { text: 'Kennel', corner: 'top-left' });
    const widthOf = async (layer: typeof small) =>
      (await sharp(layer!.input as Buffer).metadata()).width;
    expect(await widthOf(large)).toBeGreaterThan(3 * (await widthOf(small)));
    // Drawn with the shipped font: "Kennel" at 51 px is about 170 px wide (no font: boxes, 75).
    expect(await widthOf(large)).toBeGreaterThan(140);

    const long = await watermarkLayer(640, 480, { text: 'W'.repeat(30), corner: 'top-left' });
    expect(await widthOf(long)).toBeLessThanOrEqual(640 * 0.7);
    // Too long to fit even at the smallest legible size: no mark rather than a cut one.
    expect(await watermarkLayer(320, 240, { text: 'W'.repeat(80), corner: 'top-left' })).toBeNull();
    expect(await watermarkLayer(40, 40, { text: 'Kennel', corner: 'top-left' })).toBeNull();
    expect(await watermarkLayer(640, 480, { text: '  ', corner: 'top-left' })).toBeNull();
  });

  it('escapes the name for the markup: tags and entities are drawn, never read', async () => {
    expect(escapeMarkup(`<b>Tom & "Jerry's"</b>`)).toBe(
      '&lt;b&gt;Tom &amp; &quot;Jerry&apos;s&quot;&lt;/b&gt;',
    );
    expect(escapeMarkup('a\u0000b\nc')).toBe('a b c');
    // Markup that would break the renderer (an unclosed tag, a bad entity) still draws.
    for (const text of ['<span foreground="red">', 'Tom &bogus; <', ']]></span>']) {
      const layer = await watermarkLayer(800, 500, { text, corner: 'bottom-left' });
      expect(layer).not.toBeNull();
    }
    // A name with markup draws wider than the same name's letters would if read as markup.
    const asText = await watermarkLayer(800, 500, { text: '<b>K</b>', corner: 'top-left' });
    const plain = await watermarkLayer(800, 500, { text: 'K', corner: 'top-left' });
    const widthOf = async (layer: typeof plain) =>
      (await sharp(layer!.input as Buffer).metadata()).width!;
    expect(await widthOf(asText)).toBeGreaterThan(2 * (await widthOf(plain)));
  });

  it('keeps a JPEG a JPEG and a WebP a WebP', async () => {
    const base = sharp({ create: { width: 400, height: 300, channels: 3, background: '#777' } });
    const jpeg = await base.clone().jpeg().toBuffer();
    const webp = await base.clone().webp().toBuffer();
    const opts = { text: 'Kennel', corner: 'top-right' } as const;
    expect((await sharp(await watermark(jpeg, opts)).metadata()).format).toBe('jpeg');
    expect((await sharp(await watermark(webp, opts)).metadata()).format).toBe('webp');
  });
});

describe('an owner photo approved while photos are marked', () => {
  afterAll(() => rmSync(process.env.DATA_DIR!, { recursive: true, force: true }));

  it('gets marked public copies and keeps its largest size unmarked as a private master', async () => {
    const storage = getStorage();
    const webp = (width: number) =>
      sharp({ create: { width: WIDTH, height: HEIGHT, channels: 3, background: '#556677' } })
        .resize({ width })
        .webp({ quality: 80 })
        .toBuffer();
    const own = [
      { width: 320, key: 'private-owner-test-320.webp' },
      { width: WIDTH, key: `private-owner-test-${WIDTH}.webp` },
    ];
    for (const v of own) await storage.put(v.key, await webp(v.width));

    const stamp = 'bottom-left|Kennel';
    const copy = await publishVariants(own, {
      stamp,
      mark: { text: 'Kennel', corner: 'bottom-left' },
    });
    expect(copy.watermark).toBe(stamp);
    const shown = shownVariants(copy.variants);
    expect(shown.map((v) => v.width)).toEqual([320, WIDTH]);
    expect(shown.every((v) => !v.key.startsWith('private-'))).toBe(true);
    const master = copy.variants.find((v) => isMasterKey(v.key))!;
    expect(master).toMatchObject({ width: WIDTH });
    const original = (await storage.get(own[1]!.key))!;
    expect((await storage.get(master.key))!.equals(original)).toBe(true);

    // The public copy differs clearly from the original in its corner only.
    const [a, b] = await Promise.all([
      rawPixels(original),
      rawPixels((await storage.get(shown[1]!.key))!),
    ]);
    const clear: Record<string, number> = {};
    for (let y = 0; y < HEIGHT; y++) {
      for (let x = 0; x < WIDTH; x++) {
        const i = (y * WIDTH + x) * 3;
        if (![0, 1, 2].some((c) => Math.abs(a[i + c]! - b[i + c]!) > 40)) continue;
        const corner = `${y < HEIGHT / 2 ? 'top' : 'bottom'}-${x < WIDTH / 2 ? 'left' : 'right'}`;
        clear[corner] = (clear[corner] ?? 0) + 1;
      }
    }
    expect(Object.keys(clear)).toEqual(['bottom-left']);
    expect(clear['bottom-left']).toBeGreaterThan(500);
  });
});
