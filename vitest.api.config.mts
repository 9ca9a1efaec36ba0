import { defineConfig } from 'vitest/config';

/**
 * With TEST_ENTRY=next-start the suite runs against plain `next start`, as a platform serves the
 * site; these files test what only `npm start`'s own server adds (the micro-cache, slow-client
 * limits, the drain on SIGTERM), or mix both entries themselves.
 */
const NPM_START_ONLY = [
  'tests/api/page-cache.test.ts',
  'tests/api/timeouts.test.ts',
  'tests/api/shutdown.test.ts',
  'tests/api/soak.test.ts',
  'tests/api/instances.test.ts',
  'tests/api/connections.test.ts',
];

// API tests talk over HTTP to the production build, each file to a server of its own.
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    exclude: process.env.TEST_ENTRY === 'next-start' ? NPM_START_ONLY : [],
    environment: 'node',
    // Some tests start a second server or restart one around a seed run: generous on a busy
    // 2-core machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
