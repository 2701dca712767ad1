/* its own module: the shell's menu uses the rule without the icon set's chunk list that icon-names.ts carries */

/**
 * 'UsergroupAddOutlined' → 'usergroup-add': the shell's menu-icon rule (suffix dropped, camel case to kebab case),
 * so a picked name renders the same icon in the menu.
 * @example iconName('SettingOutlined') // 'setting'
 */
export function iconName(exportName: string): string {
  return exportName
    .replace(/(Outlined|Filled|TwoTone)$/, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .toLowerCase();
}
