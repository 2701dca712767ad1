import type { FieldKind } from '@weld/core';
import type { FieldKindEntries, FieldKindParts } from './kind-parts';

const registered = new Map<FieldKind, Partial<FieldKindParts>>();

/**
 * Adds kinds, or parts of kinds, to the registry the form, the detail view, the list, the search form and the
 * editable grid read. The generic kinds' form, list and filter parts come with the registry's index, their grid
 * editors with the grid (editable-grid/kind-editors.ts), each with the screen that draws them; a domain kind
 * registers all its parts from its resource folder.
 * @example registerFieldKinds({ weldModel: { cellText, FormControl, GridEditor, Filter } })
 */
export function registerFieldKinds(entries: FieldKindEntries): void {
  for (const [kind, parts] of Object.entries(entries) as [FieldKind, Partial<FieldKindParts>][]) {
    registered.set(kind, { ...registered.get(kind), ...parts });
  }
}

/**
 * One part of a kind. A part nobody registered is a wiring mistake (a resource folder's `field-kinds.tsx` was
 * not loaded): it fails loudly rather than draw a wrong control.
 * @example const FormControl = fieldKindPart(field.kind, 'FormControl')
 */
export function fieldKindPart<P extends keyof FieldKindParts>(
  kind: FieldKind,
  part: P,
): NonNullable<FieldKindParts[P]> {
  const value = registered.get(kind)?.[part];
  if (value === undefined) throw new Error(`Field kind "${kind}" has no registered ${part}`);
  return value as NonNullable<FieldKindParts[P]>;
}

/** The parts registered for a kind so far (optional parts such as the value conversions may be absent). */
export const registeredParts = (kind: FieldKind): Partial<FieldKindParts> => registered.get(kind) ?? {};

/** The kinds registered so far. */
export const registeredKinds = (): FieldKind[] => [...registered.keys()];
