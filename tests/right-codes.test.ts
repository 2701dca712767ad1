import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { RIGHTS } from '@weld/core';

const ROOT = path.resolve(import.meta.dirname, '..');
/** A quoted right code: `<area>:<resource>:<action>`, the action possibly in two parts. */
const CODE = /'((?:system|weld|monitor|dashboard|account)(?::[A-Za-z]+){2,3})'/g;

/** Right codes written as string literals in a side's running code (tests and migrations, which seed the rows, aside). */
function literalCodes(dir: string): Set<string> {
  const found = new Set<string>();
  const walk = (d: string) => {
    for (const entry of readdirSync(d)) {
      const full = path.join(d, entry);
      if (statSync(full).isDirectory()) {
        if (!['migrations', 'test', 'e2e', 'node_modules'].includes(entry)) walk(full);
      } else if (/\.tsx?$/.test(entry) && !entry.includes('.test.')) {
        for (const match of readFileSync(full, 'utf8').matchAll(CODE)) found.add(match[1]);
      }
    }
  };
  walk(dir);
  return found;
}

describe('right codes both sides name', () => {
  it('are constants in core (RIGHTS), not a string literal on each side', () => {
    const server = literalCodes(path.join(ROOT, 'apps/server/src'));
    const web = literalCodes(path.join(ROOT, 'apps/web/src'));
    expect([...server].filter((code) => web.has(code)).sort()).toEqual([]);
  });

  it('name each right once', () => {
    const codes = Object.values(RIGHTS).flatMap((group) => Object.values(group) as string[]);
    expect(new Set(codes).size).toBe(codes.length);
  });
});
