import type { ComponentType } from 'react';
import { kindOfGridType, type GridColumnType, type GridOnlyType } from '@weld/core';
import { fieldKindPart, registeredParts } from '../field-kinds/registry';
// the generic kinds' grid editors register with the grid
import './kind-editors';
import type { CellProps } from './cells/cell-props';
import { CheckboxCell } from './cells/choice-cells';
import { DisplayCell } from './cells/display-cells';

/**
 * The grid's own display cells, for the column types with no field kind (core's GRID_ONLY_TYPES); slot renders
 * the page's content, hidden and drag-sort are not cells to edit.
 */
const GRID_ONLY_EDITORS: Partial<Record<GridOnlyType, ComponentType<CellProps>>> = {
  normal: DisplayCell,
  progress: DisplayCell,
  checkbox_meta: CheckboxCell,
};

/**
 * The editor of a column type: its field kind's grid editor (the field-kind registry) in the face the type asks
 * for, or one of the grid's display cells; undefined for types with no editor.
 * @example columnEditor('sel_user') // UserCell
 */
export function columnEditor(type: GridColumnType): ComponentType<CellProps> | undefined {
  const face = kindOfGridType(type);
  if (!face) return GRID_ONLY_EDITORS[type as GridOnlyType];
  return (
    (face.look && registeredParts(face.kind).gridEditorFaces?.[face.look]) ||
    fieldKindPart(face.kind, 'GridEditor')
  );
}
