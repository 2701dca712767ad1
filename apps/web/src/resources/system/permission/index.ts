/** What this folder offers other resources: the menu tree's query key and where a menu may be put (添加到菜单). */
export { parentChoices, permissionKeys } from './permission-api';
export { AddToMenuModal, type MenuEntry } from './add-to-menu-modal';
