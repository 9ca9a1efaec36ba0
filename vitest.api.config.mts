import { defineConfig } from 'vitest/config';

/**
 * `TEST_FILES=postgres`: the files that test what differs on PostgreSQL (several instances sharing
 * one database, bucket and Redis; a backup restored into an empty database), for CI's
 * PostgreSQL pass (.ci/run). Everything else runs once, on the embedded database.
 */
const POSTGRES_ONLY = ['tests/api/instances.test.ts', 'tests/api/backup.test.ts'];

// API tests talk over HTTP to the production build, each file to a server of its own.
export default defineConfig({
  // The site's own modules a test checks against (lib/redirect.ts) import by `@/`.
  resolve: { alias: { '@': import.meta.dirname } },
  test: {
    include: process.env.TEST_FILES === 'postgres' ? POSTGRES_ONLY : ['tests/api/**/*.test.ts'],
    environment: 'node',
    // Some tests start a second server or restart one around a seed run: generous on a busy
    // 2-core machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
