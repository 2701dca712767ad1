import type { FieldKindEntries } from '../widgets/field-kinds/kind-parts';
import { registerFieldKinds } from '../widgets/field-kinds/registry';

/** Every resource folder's `field-kinds.tsx`: the domain kinds it brings (weld/model: the weldModel picker). */
const folders = import.meta.glob<FieldKindEntries>('../resources/**/field-kinds.tsx', {
  eager: true,
  import: 'fieldKinds',
});

/**
 * Registers the resource folders' field kinds. This module is fetched with the first page that draws the kit's
 * forms or lists (page-registry.ts), never with the login page or the shell.
 * @example await import('./resource-field-kinds').then((m) => m.registerResourceFieldKinds())
 */
export function registerResourceFieldKinds(): void {
  for (const kinds of Object.values(folders)) registerFieldKinds(kinds);
}
