import { useEffect, useState, type ComponentType } from 'react';
import { loadOutlinedIcons } from './icon-names';

/**
 * An outlined icon by its menu name, rendered once the icon set has loaded; nothing for an unknown name.
 * @example <NamedIcon name="usergroup-add" />
 */
export function NamedIcon({ name }: { name?: string | null }) {
  const [Icon, setIcon] = useState<ComponentType | null>(null);
  useEffect(() => {
    let live = true;
    setIcon(null);
    if (name)
      void loadOutlinedIcons().then(
        (all) => live && setIcon(() => all.find((i) => i.name === name)?.Icon ?? null),
      );
    return () => {
      live = false;
    };
  }, [name]);
  return Icon ? <Icon /> : null;
}
