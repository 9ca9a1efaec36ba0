import { defineConfig } from 'vitest/config';

// API tests talk over HTTP to the production build, each file to a server of its own.
export default defineConfig({
  test: {
    include: ['tests/api/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    hookTimeout: 90_000,
    maxWorkers: 2,
  },
});
