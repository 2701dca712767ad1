import type { AppContext } from '../context';
import type { ResourceHooks } from '../kit/save';
import { departHooks } from './system/depart/depart.hooks';
import { userHooks } from './system/user/user.hooks';
import { categoryHooks } from './system/category/category.hooks';
import { dictItemHooks, tableWhiteListHooks } from './system/dict/dict.hooks';
import { roleHooks } from './system/role/role.hooks';

/**
 * What a resource of core's registry adds to the kit (links, scope, extra list parameters, delete
 * refusals), by resource name. A resource not named here is served by the kit alone.
 */
export const resourceHooks: Record<string, (ctx: AppContext) => ResourceHooks> = {
  depart: (ctx) => departHooks(ctx),
  user: (ctx) => userHooks(ctx),
  role: (ctx) => roleHooks(ctx),
  dictItem: (ctx) => dictItemHooks(ctx),
  tableWhiteList: () => tableWhiteListHooks(),
  category: (ctx) => categoryHooks(ctx),
};
