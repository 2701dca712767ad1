import type { AppContext } from '../context';
import type { ResourceHooks } from '../kit/save';
import { departHooks } from './system/depart/depart.hooks';
import { userHooks } from './system/user/user.hooks';
import { categoryHooks } from './system/category/category.hooks';
import { dictItemHooks, tableWhiteListHooks } from './system/dict/dict.hooks';
import { roleHooks } from './system/role/role.hooks';
import { tenantHooks } from './system/tenant/tenant.hooks';
import { checkRuleHooks } from './system/check-rule/check-rule.hooks';
import { fillRuleHooks } from './system/fill-rule/fill-rule.hooks';
import { dataSourceHooks } from './system/data-source/data-source.hooks';
import { gatewayRouteHooks } from './system/gateway-route/gateway-route.hooks';

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
  tenant: (ctx) => tenantHooks(ctx),
  checkRule: (ctx) => checkRuleHooks(ctx),
  fillRule: (ctx) => fillRuleHooks(ctx),
  dataSource: (ctx) => dataSourceHooks(ctx),
  gatewayRoute: (ctx) => gatewayRouteHooks(ctx),
};
