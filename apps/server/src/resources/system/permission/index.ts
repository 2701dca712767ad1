// What the resource system/permission offers other resources; they import nothing else of it (lint: weld/resource-walls).
export * from './data-rule.service';
export { addButtonsUnder, addMenuWithButtons, insertRightRow, menuEntryBody } from './permission-save';
export type { MenuEntryBody } from './permission-save';
export type { PermissionBody } from './permission-body';
