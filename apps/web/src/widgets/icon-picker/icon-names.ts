import type { ComponentType } from 'react';
import { iconName } from './icon-name';

export { iconName };

/** An outlined icon of @ant-design/icons under the name menus store ('setting', 'usergroup-add'). */
export interface NamedIconEntry {
  name: string;
  Icon: ComponentType;
}

let loading: Promise<NamedIconEntry[]> | null = null;

/** Every outlined icon, sorted by name; the icon set is its own chunk, loaded on first use. */
export function loadOutlinedIcons(): Promise<NamedIconEntry[]> {
  loading ??= import('@ant-design/icons/es/icons/index').then((icons) =>
    Object.entries(icons as unknown as Record<string, unknown>)
      .filter(
        ([key, value]) =>
          key.endsWith('Outlined') &&
          value !== null &&
          (typeof value === 'object' || typeof value === 'function'),
      )
      .map(([key, value]) => ({ name: iconName(key), Icon: value as ComponentType }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  );
  return loading;
}
