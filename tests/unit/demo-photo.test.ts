import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { demoPhoto } from '@/scripts/lib/demo-photo';
import { MAX_FILE_BYTES } from '@/lib/validation/upload';

/** Distinct colours of a 64×48 thumbnail: a flat drawing has a few dozen, a photo thousands. */
async function distinctColours(jpeg: Buffer): Promise<number> {
  const { data } = await sharp(jpeg).resize(64, 48).raw().toBuffer({ resolveWithObject: true });
  const colours = new Set<number>();
  for (let i = 0; i < data.length; i += 3) {
    colours.add((data[i]! << 16) | (data[i + 1]! << 8) | data[i + 2]!);
  }
  return colours.size;
}

describe('demo photos (scripts/seed-demo.ts)', () => {
  it('look like photos, not flat colour blocks: light, texture and depth in every coat', async () => {
    for (const [i, color] of (['blue', 'tan', 'lilac'] as const).entries()) {
      const jpeg = await demoPhoto(color, i, 800, 600);
      const { entropy, channels } = await sharp(jpeg).stats();
      expect(entropy, color).toBeGreaterThan(6);
      for (const channel of channels) expect(channel.stdev, color).toBeGreaterThan(20);
      expect(await distinctColours(jpeg), color).toBeGreaterThan(800);
    }
  }, 30_000);

  it('come landscape or upright, under the upload limit, the same for the same seed', async () => {
    const upright = await demoPhoto('tan', 7, 1200, 1600);
    expect(await sharp(upright).metadata()).toMatchObject({ width: 1200, height: 1600 });
    expect(upright.length).toBeLessThan(MAX_FILE_BYTES);
    const again = await demoPhoto('tan', 7, 1200, 1600);
    expect(again.equals(upright)).toBe(true);
    const other = await demoPhoto('tan', 8, 1200, 1600);
    expect(other.equals(upright)).toBe(false);
  }, 30_000);
});
