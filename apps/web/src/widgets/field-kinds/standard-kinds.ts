import type { FieldKind } from '@weld/core';
import { CHOICE_KINDS } from './choice-kinds';
import { DATE_KINDS } from './date-kinds';
import type { FieldKindParts } from './kind-parts';
import { PICKER_KINDS } from './picker-kinds';
import { TEXT_KINDS } from './text-kinds';
import { UPLOAD_KINDS } from './upload-kinds';

/** Kinds that belong to one area of the product and register from its resource folder. */
export type DomainKind = 'weldModel';

/** The parts forms, lists and search forms draw; the grid brings its editors itself (editable-grid/kind-editors.ts). */
export type ScreenParts = Pick<
  FieldKindParts,
  'cellText' | 'FormControl' | 'toControlValue' | 'toWireValue' | 'Filter' | 'listMinWidth'
>;

/**
 * The generic kinds' form, list and filter parts. The type asks for every kind but the domain ones, so a kind
 * added to core does not compile until it has its parts here or is named a domain kind.
 */
export const STANDARD_KINDS: Record<Exclude<FieldKind, DomainKind>, ScreenParts> = {
  ...TEXT_KINDS,
  ...DATE_KINDS,
  ...CHOICE_KINDS,
  ...PICKER_KINDS,
  ...UPLOAD_KINDS,
};
