import type { ResourceDefinition } from '../resource/define';
import { position } from './system/position';
import { depart } from './system/depart';
import { departRole } from './system/depart-role';
import { user } from './system/user';
import { role } from './system/role';
import { dictionary } from './system/dict';
import { dictItem } from './system/dict-item';
import { category } from './system/category';
import { tableWhiteList } from './system/table-white-list';
import { tenant } from './system/tenant';
import { checkRule } from './system/check-rule';
import { fillRule } from './system/fill-rule';
import { dataSource } from './system/data-source';
import { gatewayRoute } from './system/gateway-route';

export { position };
export { depart, departRole };
export { user };
export { role };
export * from './system/permission';
export * from './system/data-rule';
export { dictionary, dictItem, category, tableWhiteList };
export { tenant, checkRule, fillRule, dataSource, gatewayRoute };

/** Every plain resource; the server kit serves each one and the contract test covers each one. */
export const resourceRegistry: readonly ResourceDefinition[] = [position, role, dictionary, dictItem, category, tableWhiteList, user, depart, tenant, checkRule, fillRule, dataSource, gatewayRoute];
