// Demo photos that read as photos at a glance: a French Bulldog sitting in a lit room or on a
// lawn, out-of-focus background, soft shadows, fur-like grain and a lens vignette. Drawn as SVG
// and finished with sharp in a fraction of a second each.
import sharp from 'sharp';

export type CoatColor = 'blue' | 'tan' | 'lilac';

interface Coat {
  light: string;
  mid: string;
  dark: string;
}

const COATS: Record<CoatColor, Coat> = {
  blue: { light: '#9aa4b1', mid: '#6f7985', dark: '#454c56' },
  tan: { light: '#e0b27c', mid: '#b98247', dark: '#7d5128' },
  lilac: { light: '#cbbfcd', mid: '#a495a7', dark: '#6d6070' },
};

interface Scene {
  /** Wall (or sky) from top to bottom, then the floor (or grass) from back to front. */
  back: [string, string];
  floor: [string, string];
  /** A blurred shape behind the dog: a sofa, a shrub. */
  prop: string;
  light: string;
}

/** Each scene's wall top and bottom, floor back and front, prop and light. */
const SCENES: Scene[] = (
  [
    ['#efe3cf', '#d9c6a8', '#b08a63', '#7a5a3c', '#8d6e63', '#fff4df'],
    ['#dfe7ee', '#b9c6d2', '#c9c2b6', '#948b7d', '#5d7284', '#f4f8ff'],
    ['#cfe3f3', '#e9f1e4', '#7fa35a', '#4c6d33', '#3f6b35', '#fffbe8'],
    ['#f1dcd6', '#d8b9ae', '#a7a39c', '#6f6b66', '#9b5f57', '#fff0e8'],
    ['#e4e0ef', '#c4bdd6', '#b9a58a', '#85705a', '#6f6488', '#fbf7ff'],
  ] as const
).map(([top, bottom, back, front, prop, light]) => ({
  back: [top, bottom],
  floor: [back, front],
  prop,
  light,
}));

/** A small deterministic generator, so the same seed draws the same photo. */
function random(seed: number): () => number {
  let state = (seed * 2654435761) >>> 0 || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return ((state >>> 0) % 100_000) / 100_000;
  };
}

/** The dog, sitting and facing the camera, drawn in a 1000×1000 box (head at the top). */
function dog(c: Coat, headTilt: number): string {
  return `
  <ellipse cx="500" cy="960" rx="330" ry="48" fill="#000" opacity=".35" filter="url(#soft)"/>
  <path d="M250 940 C210 760 260 560 380 500 L620 500 C740 560 790 760 750 940 Z" fill="url(#body)"/>
  <path d="M400 540 C360 700 380 860 420 950 L580 950 C620 860 640 700 600 540 Z" fill="${c.light}" opacity=".55"/>
  <rect x="365" y="700" width="80" height="260" rx="38" fill="url(#leg)"/>
  <rect x="555" y="700" width="80" height="260" rx="38" fill="url(#leg)"/>
  <ellipse cx="405" cy="955" rx="62" ry="28" fill="${c.mid}"/><ellipse cx="595" cy="955" rx="62" ry="28" fill="${c.mid}"/>
  <g transform="rotate(${headTilt} 500 360)">
    <path d="M270 270 C215 170 230 60 290 25 C380 45 455 130 455 235 Z" fill="url(#head)"/>
    <path d="M300 225 C270 160 280 95 305 70 C365 90 410 145 415 215 Z" fill="#d99a92" opacity=".8"/>
    <path d="M730 270 C785 170 770 60 710 25 C620 45 545 130 545 235 Z" fill="url(#head)"/>
    <path d="M700 225 C730 160 720 95 695 70 C635 90 590 145 585 215 Z" fill="#d99a92" opacity=".8"/>
    <ellipse cx="500" cy="365" rx="255" ry="205" fill="url(#head)"/>
    <path d="M340 300 Q420 270 470 300" stroke="${c.dark}" stroke-width="10" fill="none" opacity=".35"/>
    <path d="M530 300 Q580 270 660 300" stroke="${c.dark}" stroke-width="10" fill="none" opacity=".35"/>
    <ellipse cx="500" cy="450" rx="130" ry="95" fill="${c.dark}" opacity=".55"/>
    <ellipse cx="410" cy="350" rx="36" ry="40" fill="#1d1a18"/><ellipse cx="590" cy="350" rx="36" ry="40" fill="#1d1a18"/>
    <circle cx="422" cy="336" r="10" fill="#fff" opacity=".9"/><circle cx="602" cy="336" r="10" fill="#fff" opacity=".9"/>
    <path d="M455 410 Q500 385 545 410 Q540 450 500 458 Q460 450 455 410 Z" fill="#1f1b19"/>
    <path d="M500 458 Q500 505 455 515 M500 458 Q500 505 545 515" stroke="#1f1b19" stroke-width="8" fill="none" stroke-linecap="round"/>
    <path d="M478 516 Q500 560 522 516 Z" fill="#d9777a"/>
  </g>`;
}

/**
 * One demo photo as a JPEG of `width`×`height`, like a phone's: `color` is the dog's coat,
 * `variant` picks the scene, the framing and the pose.
 */
export async function demoPhoto(
  color: CoatColor,
  variant: number,
  width = 1600,
  height = 1200,
): Promise<Buffer> {
  const rnd = random(variant + 1);
  const c = COATS[color];
  const s = SCENES[variant % SCENES.length]!;
  const horizon = Math.round(height * (0.52 + rnd() * 0.1));
  // The dog fills about 70 % of the shorter side, off centre like a snapshot.
  const size = Math.min(width, height) * (0.62 + rnd() * 0.14);
  const x = width * (0.3 + rnd() * 0.4) - size / 2;
  const y = height - size * 1.02 - height * 0.04;
  const tilt = Math.round((rnd() - 0.5) * 18);
  const lightX = Math.round((0.15 + rnd() * 0.7) * 100);
  const propX = rnd() < 0.5 ? width * 0.05 : width * 0.55;

  // The background is drawn small and scaled up: that is its depth-of-field blur, for free.
  const small = 8;
  const w = Math.ceil(width / small);
  const h = Math.ceil(height / small);
  const hz = horizon / small;
  const backdrop = `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}">
  <defs>
    <linearGradient id="wall" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.back[0]}"/><stop offset="1" stop-color="${s.back[1]}"/></linearGradient>
    <linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${s.floor[0]}"/><stop offset="1" stop-color="${s.floor[1]}"/></linearGradient>
  </defs>
  <rect width="${w}" height="${hz}" fill="url(#wall)"/>
  <rect y="${hz}" width="${w}" height="${h - hz}" fill="url(#floor)"/>
  <rect x="${propX / small}" y="${hz - h * 0.32}" width="${w * 0.4}" height="${h * 0.34}" rx="${h * 0.06}" fill="${s.prop}" opacity=".8"/>
  <rect x="${propX / small + w * 0.03}" y="${hz - h * 0.2}" width="${w * 0.34}" height="${h * 0.12}" rx="${h * 0.04}" fill="#fff" opacity=".18"/>
</svg>`;
  const blurred = await sharp(Buffer.from(backdrop)).blur(2.5).png().toBuffer();
  const background = await sharp(blurred)
    .resize(width, height, { kernel: 'cubic', fit: 'fill' })
    .toBuffer();

  const scene = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
  <defs>
    <radialGradient id="light" cx="${lightX}%" cy="20%" r="70%"><stop offset="0" stop-color="${s.light}" stop-opacity=".75"/><stop offset="1" stop-color="${s.light}" stop-opacity="0"/></radialGradient>
    <radialGradient id="vignette" cx="50%" cy="50%" r="75%"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".4"/></radialGradient>
    <radialGradient id="body" cx="38%" cy="30%" r="80%"><stop offset="0" stop-color="${c.light}"/><stop offset=".55" stop-color="${c.mid}"/><stop offset="1" stop-color="${c.dark}"/></radialGradient>
    <radialGradient id="head" cx="40%" cy="30%" r="75%"><stop offset="0" stop-color="${c.light}"/><stop offset=".6" stop-color="${c.mid}"/><stop offset="1" stop-color="${c.dark}"/></radialGradient>
    <linearGradient id="leg" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="${c.mid}"/><stop offset=".5" stop-color="${c.light}"/><stop offset="1" stop-color="${c.dark}"/></linearGradient>
    <filter id="soft" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="18"/></filter>
  </defs>
  <rect width="${width}" height="${height}" fill="url(#light)"/>
  <g transform="translate(${x.toFixed(0)} ${y.toFixed(0)}) scale(${(size / 1000).toFixed(3)})">${dog(c, tilt)}</g>
  <rect width="${width}" height="${height}" fill="url(#vignette)"/>
</svg>`;

  // Sensor grain and fur texture: fine noise, softened, laid over the picture.
  const grain = Buffer.alloc(width * height);
  for (let i = 0; i < grain.length; i++) grain[i] = (128 + (rnd() - 0.5) * 70) | 0;
  const texture = await sharp(grain, { raw: { width, height, channels: 1 } })
    .blur(0.7)
    .toColourspace('srgb')
    .png({ compressionLevel: 0 })
    .toBuffer();

  return sharp(background)
    .composite([{ input: Buffer.from(scene) }, { input: texture, blend: 'soft-light' }])
    .jpeg({ quality: 78, mozjpeg: true })
    .toBuffer();
}
