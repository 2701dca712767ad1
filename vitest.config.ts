import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    // A jsdom file whose last lazy import (antd's locale or version modules) is still being fetched when the
    // file ends gets "Cannot load … after the environment was torn down": no test result depends on it, so
    // only that error is let pass; every other unhandled error still fails the run.
    onUnhandledError: (error) => error.name !== 'EnvironmentTeardownError',
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          fileParallelism: false,
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
