import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { entryFilesKnown, firstChunks, inlineEntryStyles, withoutEntryFiles } from './first-paint-plugins';

/**
 * Packages whose modules only define things but do not say so in package.json. Without this, the shell's
 * one import of the form context keeps all of rc-form and its validator (13 KB gzip) on the first screen,
 * and js-md5 (CommonJS) stays in the entry.
 */
const PURE_PACKAGES = /\/node_modules\/(js-md5|@rc-component\/(form|async-validator))\//;

/** Pages are lazy routes, so Rollup splits them; vendor code follows the routes that import it. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react(), entryFilesKnown(), firstChunks(), inlineEntryStyles()],
  server: {
    port: 5173,
    proxy: {
      '/api': { target: 'http://127.0.0.1:8080', changeOrigin: true, ws: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    chunkSizeWarningLimit: 1500,
    sourcemap: false,
    manifest: true,
    modulePreload: { resolveDependencies: withoutEntryFiles },
    rolldownOptions: {
      treeshake: { moduleSideEffects: (id: string) => (PURE_PACKAGES.test(id) ? false : undefined) },
    },
  },
});
