import { defineConfig } from 'vitest/config';

/**
 * With TEST_ENTRY=next-start the suite runs against plain `next start`, as a platform serves the
 * site, except for files that test what only `npm start`'s own server adds (slow-client limits,
 * connection caps, the drain on SIGTERM), that mix both entries themselves, or that test the
 * command-line tools (backup and restore, demo data), which work on the data whatever serves it.
 */
const NOT_UNDER_NEXT_START = [
  'tests/api/timeouts.test.ts',
  'tests/api/shutdown.test.ts',
  'tests/api/soak.test.ts',
  'tests/api/instances.test.ts',
  'tests/api/backup.test.ts',
  'tests/api/seed.test.ts',
  'tests/api/connections.test.ts',
];

/**
 * `TEST_FILES=npm-start-only`: just those files, for CI's PostgreSQL pass, which runs the rest
 * under plain `next start` (.ci/run).
 */
const ONLY_NPM_START = process.env.TEST_FILES === 'npm-start-only';

// API tests talk over HTTP to the production build, each file to a server of its own.
export default defineConfig({
  // The site's own modules a test checks against (lib/redirect.ts) import by `@/`.
  resolve: { alias: { '@': import.meta.dirname } },
  test: {
    include: ONLY_NPM_START ? NOT_UNDER_NEXT_START : ['tests/api/**/*.test.ts'],
    exclude: process.env.TEST_ENTRY === 'next-start' ? NOT_UNDER_NEXT_START : [],
    environment: 'node',
    // Some tests start a second server or restart one around a seed run: generous on a busy
    // 2-core machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
