import fs from 'node:fs';
import path from 'node:path';

/**
 * ESLint rule `weld/resource-walls` (issue 15 §3): one resource does not import another's insides. A resource is
 * a folder under `apps/<app>/src/resources/` up to two levels deep (`system/user`, `monitor`); code of another
 * resource is reached through that resource's `index.ts` only, so what a resource offers others is one file.
 * A child resource may use its parent folder's own files (`dashboard/chart` → `dashboard/dashboards-api`), and a
 * parent folder's files register its children (`resources/modules.generated.ts` lists every folder's `module.ts`).
 */
const RESOURCES = /^(.*\/apps\/[^/]+\/src\/resources)\/(.+)$/;

/** The resource a file or import target belongs to (its folder, at most two levels), or null outside resources. */
function resourceOf(file) {
  const match = RESOURCES.exec(file.split(path.sep).join('/'));
  if (!match) return null;
  const parts = match[2].split('/');
  const folders = parts.slice(0, -1).slice(0, 2);
  return { root: match[1], folder: folders.join('/'), rest: parts.slice(folders.length).join('/') };
}

export const resourceWalls = {
  meta: {
    type: 'problem',
    docs: { description: "one resource does not import another resource's insides: only its index.ts" },
    messages: {
      insides:
        "{{target}} is inside the resource {{folder}}: import what it offers others from '{{folder}}/index.ts'",
    },
    schema: [],
  },
  create(context) {
    const own = resourceOf(context.filename);
    if (!own) return {};
    const check = (node) => {
      const spec = node.source?.value;
      if (typeof spec !== 'string' || !spec.startsWith('.')) return;
      const resolved = path.resolve(path.dirname(context.filename), spec);
      // an import of a folder itself names its index
      const target = resourceOf(
        fs.existsSync(resolved) && fs.statSync(resolved).isDirectory()
          ? path.join(resolved, 'index')
          : resolved,
      );
      if (!target || target.root !== own.root || target.folder === own.folder) return;
      if (target.rest === 'index') return;
      // a parent folder's own files serve its children, and a parent (an area's switchboard) registers its children
      if (own.folder.startsWith(`${target.folder}/`) && !target.rest.includes('/')) return;
      if (own.folder === '' || target.folder.startsWith(`${own.folder}/`)) return;
      context.report({
        node: node.source,
        messageId: 'insides',
        data: { target: spec, folder: target.folder },
      });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};
