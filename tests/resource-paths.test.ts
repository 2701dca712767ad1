import { readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '..');
const CORE = path.join(ROOT, 'packages/core/src/resources');
const SIDES = {
  server: path.join(ROOT, 'apps/server/src/resources'),
  web: path.join(ROOT, 'apps/web/src/resources'),
};

const isDir = (p: string) => statSync(p, { throwIfNoEntry: false })?.isDirectory() ?? false;

/** Core's resource modules as `<area>/<name>`. */
function coreResources(): string[] {
  return readdirSync(CORE)
    .filter((area) => isDir(path.join(CORE, area)))
    .flatMap((area) =>
      readdirSync(path.join(CORE, area))
        .filter((f) => /^[a-z-]+\.ts$/.test(f) && f !== 'index.ts')
        .map((f) => `${area}/${f.slice(0, -3)}`),
    );
}

/**
 * Where a side keeps a resource: its own folder `<area>/<name>`, or the folder (its parent's) holding the
 * resource's own files: `<name>.hooks.ts`, `<name>.routes.ts` … on the server, `<name>-page.tsx`,
 * `<name>-form.tsx` … in the web app.
 */
function homes(root: string, resource: string): string[] {
  const [area, name] = resource.split('/');
  const own = new RegExp(`^${name}(\\.[a-z]+|-(page|form|api|drawer|tab|panel))\\.tsx?$`);
  const found = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir)) {
      const full = path.join(dir, entry);
      if (isDir(full)) {
        if (entry === name) found.add(path.relative(root, full));
        walk(full);
      } else if (own.test(entry) && !entry.includes('.test.')) found.add(path.relative(root, dir));
    }
  };
  if (isDir(path.join(root, area))) walk(path.join(root, area));
  return [...found].sort();
}

describe('a resource is at the same path in core, server and web', () => {
  it('keeps each resource the server and the web app both have in the same folder on both sides', () => {
    const apart = coreResources()
      .map((resource) => ({
        resource,
        server: homes(SIDES.server, resource),
        web: homes(SIDES.web, resource),
      }))
      .filter(({ server, web }) => server.length > 0 && web.length > 0 && server.join() !== web.join());
    expect(apart).toEqual([]);
  });

  it('keeps a folder named after a resource in the area core puts the resource in', () => {
    const areas = new Map<string, string[]>();
    for (const resource of coreResources()) {
      const [area, name] = resource.split('/');
      areas.set(name, [...(areas.get(name) ?? []), area]);
    }
    const misplaced = Object.entries(SIDES).flatMap(([side, root]) =>
      readdirSync(root)
        .filter((area) => isDir(path.join(root, area)))
        .flatMap((area) =>
          readdirSync(path.join(root, area))
            .filter(
              (name) =>
                isDir(path.join(root, area, name)) && areas.has(name) && !areas.get(name)?.includes(area),
            )
            .map((name) => `${side}: ${area}/${name}`),
        ),
    );
    expect(misplaced).toEqual([]);
  });
});
