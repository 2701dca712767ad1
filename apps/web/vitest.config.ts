import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'web',
    root: import.meta.dirname,
    include: ['src/**/*.test.{ts,tsx}'],
    environment: 'jsdom',
    setupFiles: ['./src/test-setup.ts'],
    passWithNoTests: true,
    // real Ant Design rendering is slow in jsdom when the files run side by side
    testTimeout: 20_000,
    hookTimeout: 60_000,
  },
});
