import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { coreGenerated, generated } from '../scripts/resource-modules.mjs';
import { resourceRegistry } from '@weld/core';

const resources = path.join(import.meta.dirname, '../apps/server/src/resources');

function files(dir: string): string[] {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]));
}

describe('resource modules found by folder convention', () => {
  it('lists every module.ts: the generated file is what the folders give', () => {
    expect(fs.readFileSync(path.join(resources, 'modules.generated.ts'), 'utf8')).toBe(
      (generated as () => string)(),
    );
  });

  it('exports every core resource file from the core barrel, and registers every definition the kit serves', () => {
    const core = path.join(import.meta.dirname, '../packages/core/src/resources');
    expect(fs.readFileSync(path.join(core, 'index.ts'), 'utf8')).toBe((coreGenerated as () => string)());
    // the registry the barrel gives is what the definitions say of themselves
    expect(resourceRegistry.filter((def) => def.ownRoutes)).toEqual([]);
    expect(resourceRegistry.map((def) => def.name)).toContain('weldSequence');
  });

  it('reaches every routes file of the resources from a module.ts, or from a file a module reaches', () => {
    const all = files(resources).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
    const sources = all.map((f) => [f, fs.readFileSync(f, 'utf8')] as const);
    const imported = (file: string) =>
      sources.some(
        ([from, text]) =>
          from !== file &&
          text.includes(
            `'./${path.relative(path.dirname(from), file).replace(/\.ts$/, '')}'`.replace("'./../", "'../"),
          ),
      );
    const unreached = all.filter(
      (f) => f.endsWith('.routes.ts') && !imported(f) && !f.includes(`${path.sep}monitor${path.sep}`),
    );
    expect(unreached.map((f) => path.relative(resources, f))).toEqual([]);
  });
});
