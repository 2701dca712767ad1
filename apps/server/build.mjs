// Bundles the server and @weld/core (TypeScript source) into dist/server.js; npm packages stay external.
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { execFileSync } from 'node:child_process';
import process from 'node:process';

const here = path.dirname(fileURLToPath(import.meta.url));

/** Bare imports other than our own workspace packages resolve from node_modules at run time. */
const externalPackages = {
  name: 'external-packages',
  setup(b) {
    b.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.path.startsWith('@weld/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

// the list of resource modules is generated from the folders before it is bundled
execFileSync(process.execPath, [path.join(here, '../../scripts/resource-modules.mjs')], { stdio: 'inherit' });

await build({
  entryPoints: [path.join(here, 'src/server.ts')],
  outfile: path.join(here, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  plugins: [externalPackages],
  banner: {
    js: "import { createRequire as __weldCreateRequire } from 'node:module'; const require = __weldCreateRequire(import.meta.url);",
  },
});
