// What the resource system/permission offers other resources; they import nothing else of it (lint: weld/resource-walls).
export * from './data-rule.service';
export { addMenuWithButtons, insertRightRow } from './permission-save';
export type { PermissionBody } from './permission-save';
