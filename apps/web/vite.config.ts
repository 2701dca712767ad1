import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { entryFilesKnown, firstChunks, inlineEntryStyles, withoutEntryFiles } from './first-paint-plugins';

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
      // js-md5 is CommonJS and looks side-effectful; it only defines functions, so the entry can drop it
      treeshake: { moduleSideEffects: (id: string) => (id.includes('/js-md5/') ? false : undefined) },
    },
  },
});
