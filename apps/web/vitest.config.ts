import { defineConfig } from 'vitest/config';

export default defineConfig({
  // the icon picker imports the icon set's own module (so the build keeps it apart from the shell's icons);
  // its extensionless imports only a bundler resolves, so tests take the package's Node entry instead
  resolve: { alias: { '@ant-design/icons/es/icons/index': '@ant-design/icons' } },
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
