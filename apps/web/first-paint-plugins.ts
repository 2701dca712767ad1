import type { Plugin } from 'vite';

/** The dynamic chunks index.html's inline script preloads, by the modules that start them: signed out, signed in, home. */
const GROUPS = {
  login: ['src/app/layouts/user-layout.tsx', 'src/app/user/login-page.tsx'],
  shell: ['src/app/layouts/main-layout.tsx', 'src/app/antd-providers.tsx'],
  home: ['src/resources/dashboard/analysis/analysis-page.tsx'],
};
const MARK = /\/\*weld-first-chunks\*\/ \{ login: \[\], shell: \[\], home: \[\] \}/;

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  viteMetadata?: { importedCss: Set<string> };
}

/**
 * Writes into index.html's inline script the files of the login page, of the signed-in shell and of the home page
 * (each chunk with its static imports and stylesheets, less what the entry loads anyway), so the first screen's
 * files load beside the entry, not after it has run. The script picks the group the visitor will see: the login
 * page is not burdened with the shell's files.
 */
export function firstChunks(): Plugin {
  return {
    name: 'weld-first-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const chunks = Object.values(ctx.bundle ?? {}).filter(
          (c): c is ChunkLike & typeof c => c.type === 'chunk',
        ) as unknown as ChunkLike[];
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const closure = (roots: ChunkLike[], into = new Set<string>()) => {
          const visit = (c: ChunkLike) => {
            if (into.has(c.fileName)) return;
            into.add(c.fileName);
            c.viteMetadata?.importedCss.forEach((css) => into.add(css));
            c.imports.forEach((f) => {
              const next = byFile.get(f);
              if (next) visit(next);
            });
          };
          roots.forEach(visit);
          return into;
        };
        const entry = closure(chunks.filter((c) => c.isEntry));
        const find = (ids: string[]) =>
          ids.map((id) => {
            const chunk = chunks.find((c) => c.facadeModuleId?.endsWith(id));
            if (!chunk) throw new Error(`first chunks: no chunk starts at ${id}`);
            return chunk;
          });
        const login = [...closure(find(GROUPS.login))].filter((f) => !entry.has(f));
        const shell = [...closure(find(GROUPS.shell))].filter((f) => !entry.has(f));
        const home = [...closure(find(GROUPS.home))].filter((f) => !entry.has(f) && !shell.includes(f));
        if (!MARK.test(html)) throw new Error('first chunks: index.html lacks its mark');
        const urls = (files: string[]) => JSON.stringify(files.map((f) => `/${f}`));
        return html.replace(MARK, `{ login: ${urls(login)}, shell: ${urls(shell)}, home: ${urls(home)} }`);
      },
    },
  };
}

/**
 * The entry and what it imports statically are loaded before any other code runs, yet Vite lists them again in
 * the preload list of every lazy import: a hundred-page map repeats a dozen file names per page. `build.modulePreload
 * .resolveDependencies` of vite.config takes `withoutEntryFiles`, which this plugin fills before Vite writes the lists.
 * index.html's own list is the one place they belong: without it the entry's imports start only once the entry has
 * arrived and been parsed, queued behind the first screen's preloads.
 */
const entryFiles = new Set<string>();

export function withoutEntryFiles(
  _file: string,
  deps: string[],
  context: { hostType: 'html' | 'js' },
): string[] {
  return context.hostType === 'html' ? deps : deps.filter((dep) => !entryFiles.has(dep));
}

export function entryFilesKnown(): Plugin {
  return {
    name: 'weld-entry-files',
    apply: 'build',
    generateBundle: {
      order: 'pre',
      handler(_options, bundle) {
        const chunks = Object.values(bundle).filter((c) => c.type === 'chunk');
        const byFile = new Map(chunks.map((c) => [c.fileName, c]));
        const visit = (fileName: string) => {
          if (entryFiles.has(fileName)) return;
          entryFiles.add(fileName);
          byFile.get(fileName)?.imports.forEach(visit);
        };
        chunks.filter((c) => c.isEntry).forEach((c) => visit(c.fileName));
      },
    },
  };
}

/** Entry stylesheets up to this size go into index.html itself. */
const INLINE_STYLES_MAX = 4096;

/**
 * The entry's own stylesheet (a few hundred bytes of global rules) goes into index.html as a style element: as a
 * file it held the splash's first paint until it arrived, and it could arrive behind the first screen's chunk
 * preloads on the browser's six connections (340 ms after navigation in one measured load, the HTML at 25 ms).
 */
export function inlineEntryStyles(): Plugin {
  return {
    name: 'weld-inline-entry-styles',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        return html.replace(
          /<link rel="stylesheet" crossorigin href="\/([^"]+\.css)">/g,
          (tag, fileName: string) => {
            const asset = ctx.bundle?.[fileName];
            if (!asset || asset.type !== 'asset') return tag;
            const text =
              typeof asset.source === 'string' ? asset.source : new TextDecoder().decode(asset.source);
            if (text.length > INLINE_STYLES_MAX || text.includes('</style')) return tag;
            return `<style>${text.trim()}</style>`;
          },
        );
      },
    },
  };
}
