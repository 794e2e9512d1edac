import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
    globalSetup: ['src/server/testing/global-setup.ts'],
    environment: 'node',
    pool: 'forks',
    // Each worker keeps one module graph for all its files instead of importing the whole app again for each
    // (decision 039): no test file changes module state, the environment or global mocks that another could see.
    isolate: false,
    testTimeout: 20_000,
    hookTimeout: 60_000,
    maxWorkers: 2,
  },
});
