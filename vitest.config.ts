import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const afterTeardown = (error: { name?: string; message?: string; stack?: string }) => {
  if (error.name === 'EnvironmentTeardownError') return true;
  const stack = error.stack ?? '';
  return (
    error.name === 'ReferenceError' &&
    /^(window|document) is not defined$/.test(error.message ?? '') &&
    /node_modules\/scheduler\//.test(stack) &&
    !/\/(apps|packages)\/[^/]+\/src\//.test(stack)
  );
};

export default defineConfig({
  test: {
    // Work a jsdom file left scheduled can run after its environment is gone: a last lazy import (antd's
    // locale or version modules) gets "Cannot load … after the environment was torn down", and a React
    // render queued by an antd static toast's root gets "window is not defined" from inside React's
    // scheduler alone. No test result depends on either, so only those two are let pass; every other
    // unhandled error, and any such error with a frame of our own code in it, still fails the run.
    onUnhandledError: (error) => !afterTeardown(error),
    // the files wait on databases, sockets and timers as much as on the processor: two workers even on two cores
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { test: { name: 'core', include: ['packages/core/src/**/*.test.ts'], environment: 'node' } },
      {
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts', 'tests/**/*.test.ts'],
          environment: 'node',
          testTimeout: 30_000,
          hookTimeout: 60_000,
          globalSetup: ['apps/server/src/test/template-databases.ts'],
        },
      },
      './apps/web/vitest.config.ts',
    ],
  },
});
