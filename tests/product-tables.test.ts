import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
// @ts-expect-error -- a plain ES module script without types
import { generated, target } from '../scripts/product-tables.mjs';

describe("core's list of product tables", () => {
  it('is what the server schema gives: scripts/product-tables.mjs wrote it from `Database`', () => {
    expect(fs.readFileSync(target as string, 'utf8')).toBe((generated as () => string)());
  }, 30_000);
});
