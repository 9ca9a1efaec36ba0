import { existsSync } from 'node:fs';

/**
 * Debian's Chromium where no browser can be downloaded; CHROMIUM_PATH overrides it, and elsewhere
 * (undefined) the tools use a browser of their own.
 */
export const CHROMIUM_PATH =
  process.env.CHROMIUM_PATH ?? (existsSync('/usr/bin/chromium') ? '/usr/bin/chromium' : undefined);

/** Runs as root in CI and on a closed network: no sandbox, GPU or background connections. */
export const CHROMIUM_FLAGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
