import { describe, expect, it } from 'vitest';
import * as core from '@weld/core';
import { fieldList } from '@weld/core';
import type { ResourceDefinition } from '@weld/core';
import { dialects } from '../test/databases';
import { startServer } from '../test/server';

/** Every resource definition core exports, registered or served by hand (logs, files …). */
const definitions = (Object.values(core) as unknown[]).filter(
  (v): v is ResourceDefinition =>
    typeof v === 'object' && v !== null && 'table' in v && 'fields' in v && 'permission' in v,
);

/**
 * A field's `integer` flag is what keeps text, decimals and out-of-range numbers from reaching an integer
 * column (PostgreSQL fails such a statement): it must be set exactly where the column is an integer.
 */
describe.each(dialects)('integer columns on %s', (dialect) => {
  it('are the columns of the fields marked integer, each a 32-bit integer', async () => {
    const server = await startServer(dialect);
    try {
      const tables = await server.ctx.db.introspection.getTables();
      const mismatches: string[] = [];
      for (const def of definitions) {
        const table = tables.find((t) => t.name === def.table);
        for (const field of fieldList(def)) {
          const column = table?.columns.find((c) => c.name === field.column);
          if (!column) continue;
          const type = column.dataType.toLowerCase();
          const integer = /int/.test(type);
          // a bigint would take more than the 32-bit range the flag allows
          if (integer !== Boolean(field.integer) || /big|int8/.test(type))
            mismatches.push(`${def.name}.${field.key} (${type})`);
        }
      }
      expect(definitions.length).toBeGreaterThan(30);
      expect(mismatches).toEqual([]);
    } finally {
      await server.stop();
    }
  });
});
