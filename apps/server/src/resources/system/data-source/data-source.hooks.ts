import type { AppContext } from '../../../context';
import type { ResourceHooks } from '../../../kit/save';
import { dataSourceKey, encryptSecret } from './secret-box';

/**
 * Data sources through the kit: the password is stored encrypted (the kit never answers secrets and
 * keeps the stored one when an edit leaves it blank).
 * @example resourceHooks.dataSource = (ctx) => dataSourceHooks(ctx)
 */
export function dataSourceHooks(ctx: AppContext): ResourceHooks {
  return {
    storeSecret: async (_field, clear) => encryptSecret(dataSourceKey(ctx.config), clear),
  };
}
