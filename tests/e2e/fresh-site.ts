import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base, expect } from '@playwright/test';
import sharp from 'sharp';
import { freePort, stopProcess, waitForHealth } from '../../scripts/lib/server-process';

/** The fresh sites' signing key, so a test can forge an expired token with it. */
export const FRESH_SECRET = 'fresh-site-signing-secret-for-browser-tests-only';

/**
 * A site of its own: the same production build on a free port with an empty data directory, for
 * tests that need a first run (sign-up) or that end sessions, which would disturb the shared site.
 */
export const test = base.extend<{ freshSite: string }>({
  freshSite: async ({}, provide) => {
    const port = await freePort();
    const dataDir = mkdtempSync(path.join(tmpdir(), 'kennel-fresh-'));
    const child = spawn(process.execPath, ['scripts/start.mjs'], {
      env: {
        ...process.env,
        PORT: String(port),
        DATA_DIR: dataDir,
        AUTH_SECRET: FRESH_SECRET,
        FORCE_BUILD: '0',
      },
      stdio: 'ignore',
    });
    const url = `http://localhost:${port}`;
    try {
      await waitForHealth(url, child);
      await provide(url);
    } finally {
      await stopProcess(child);
      rmSync(dataDir, { recursive: true, force: true });
    }
  },
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
