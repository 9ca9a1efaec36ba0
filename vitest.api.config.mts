import { defineConfig } from 'vitest/config';

// API tests talk over HTTP to the production build, each file to a server of its own.
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    // Some tests start a second server or restart one around a seed run: generous on a busy
    // 2-core machine.
    testTimeout: 90_000,
    hookTimeout: 120_000,
    maxWorkers: 2,
  },
});
