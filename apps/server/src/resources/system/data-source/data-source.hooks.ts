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
    // the host's address is looked up: outside the transaction; an edit may leave fields out, so the row as it will be
    beforeTransaction: async (_columns, { request, merged }) => {
      await assertAllowedHost(
        dataSourceHostRules(ctx.config),
        text(merged.db_type) ?? '',
        text(merged.db_url) ?? '',
        request.lang,
      );
    },
  };
}
