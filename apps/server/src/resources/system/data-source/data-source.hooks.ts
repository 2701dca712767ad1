import type { AppContext } from '../../../context';
import type { ResourceHooks } from '../../../kit/save';
import { assertAllowedHost, dataSourceHostRules } from './allowed-hosts';
import { dataSourceKey, encryptSecret } from './secret-box';

const text = (v: unknown): string | null => (v === undefined || v === null ? null : String(v));

/**
 * Data sources through the kit: the password is stored encrypted (the kit never answers secrets and
 * keeps the stored one when an edit leaves it blank); a URL whose host is not allowed is refused on
 * add, edit and import.
 * @example hooks: { dataSource: (ctx) => dataSourceHooks(ctx) } in the folder's module.ts
 */
export function dataSourceHooks(ctx: AppContext): ResourceHooks {
  return {
    storeSecret: async (_field, clear) => encryptSecret(dataSourceKey(ctx.config), clear),
    beforeWrite: async (columns, { mode, id, request }) => {
      // an edit may leave fields out: check what the row will be
      const saved = mode === 'edit' ? await ctx.db.selectFrom('sys_data_source').select(['db_type', 'db_url']).where('id', '=', id).executeTakeFirst() : undefined;
      // an edit of no row is the kit's 404, answered inside its transaction
      if (mode === 'edit' && !saved) return;
      const pick = (column: 'db_type' | 'db_url') => (column in columns ? text(columns[column]) : text(saved?.[column]));
      await assertAllowedHost(dataSourceHostRules(ctx.config), pick('db_type') ?? '', pick('db_url') ?? '', request.lang);
    },
  };
}
