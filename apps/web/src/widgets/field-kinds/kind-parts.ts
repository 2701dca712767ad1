import type { ComponentType, CSSProperties, ReactNode } from 'react';
import type { TFunction } from 'i18next';
import type { ControlLook, Field, FieldKind } from '@weld/core';
import type { CellProps } from '../editable-grid/cells/cell-props';

/** What a form control gets: Form.Item hands it value, onChange and id; the form adds the rest. */
export interface FormControlProps {
  field: Field;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  value?: unknown;
  onChange?: (value: unknown) => void;
  id?: string;
  /** a choice kind offers only these of its values (a form's linkage rule); other kinds ignore it */
  allowedValues?: readonly string[];
}

/** What a filter control gets: it renders its own Form.Item(s) named after the field (`<key>`, `<key>_end`). */
export interface FilterProps {
  field: Field;
  placeholder: string;
}

/**
 * Everything a field kind plugs into the screens: the list's and detail view's text, the form control (and how it
 * holds the value, when not as the API sends it), the editable grid's editor and the search form's control.
 * Value facts (validation, numbers, Excel) are core's `KIND_VALUES`.
 */
export interface FieldKindParts {
  /** what a list cell and the detail view show of a record's value */
  cellText(field: Field, record: Record<string, unknown>, t: TFunction): ReactNode;
  FormControl: ComponentType<FormControlProps>;
  /** the record's value as the form control holds it (a dayjs, an array of codes); absent: as it is */
  toControlValue?(value: unknown): unknown;
  /** the control's value as the API takes it; absent: as it is */
  toWireValue?(value: unknown): unknown;
  /** the editor of a grid column of this kind */
  GridEditor: ComponentType<CellProps>;
  /** editors of the other faces column types ask for (radio, input_pop …: core's GRID_TYPE_KINDS) */
  gridEditorFaces?: Partial<Record<ControlLook, ComponentType<CellProps>>>;
  Filter: ComponentType<FilterProps>;
  /** the least width (px) a list column of this kind needs for its values, whatever its header (a datetime: 19 characters) */
  listMinWidth?: number;
}

/** What a grid editor gets from its row and column (the editable grid's cell props). */
export type GridEditorProps = CellProps;

/** Kinds and their parts (all, or those of one screen), as a module hands them to the registry. */
export type FieldKindEntries = Partial<Record<FieldKind, Partial<FieldKindParts>>>;
