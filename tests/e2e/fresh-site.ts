import { rmSync } from 'node:fs';
import { test as base, expect } from './hydration';
import sharp from 'sharp';
import {
  emptyDataDir,
  freePort,
  startSiteProcess,
  stopProcess,
} from '../../scripts/lib/server-process';

/** The fresh sites' signing key, so a test can forge an expired token with it. */
export const FRESH_SECRET = 'fresh-site-signing-secret-for-browser-tests-only';

/**
 * A site of its own: the same production build on a free port with an empty data directory, for
 * tests that need a first run (sign-up) or that end sessions, which would disturb the shared site.
 */
export const test = base.extend<{ freshSite: string }>({
  // Starting a server is the fixture's own work, timed apart from the test it serves.
  freshSite: [
    async ({}, provide) => {
      const port = await freePort();
      const dataDir = emptyDataDir('kennel-fresh-');
      try {
        const child = await startSiteProcess(port, {
          ...process.env,
          DATA_DIR: dataDir,
          AUTH_SECRET: FRESH_SECRET,
        });
        try {
          await provide(`http://localhost:${port}`);
        } finally {
          await stopProcess(child);
        }
      } finally {
        rmSync(dataDir, { recursive: true, force: true });
      }
    },
    { timeout: 60_000 },
  ],
  baseURL: async ({ freshSite }, provide) => provide(freshSite),
});

export { expect };

/** A camera-like JPEG of more than 3 MB: fine-grained detail that compresses poorly. */
export async function largeCameraJpeg(): Promise<Buffer> {
  const width = 3400;
  const height = 2550;
  const raw = Buffer.alloc(width * height * 3);
  for (let i = 0; i < raw.length; i++) raw[i] = (Math.random() * 256) | 0;
  return sharp(raw, { raw: { width, height, channels: 3 } })
    .blur(1.1)
    .jpeg({ quality: 92 })
    .toBuffer();
}

/** A small photo in a colour of its own. */
export async function smallJpeg(hue: number): Promise<Buffer> {
  return sharp({
    create: { width: 1200, height: 900, channels: 3, background: `hsl(${hue}, 60%, 55%)` },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
}
