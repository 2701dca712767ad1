import type { FieldKind } from '@weld/core';
import { registerFieldKinds } from '../field-kinds/registry';
import type { DomainKind } from '../field-kinds/standard-kinds';
import type { FieldKindParts } from '../field-kinds/kind-parts';
import { CheckboxCell, RadioCell, SelectCell } from './cells/choice-cells';
import { DateCell } from './cells/date-cell';
import {
  CategoryCell,
  DepartCell,
  InputPopCell,
  PositionCell,
  UploadGridCell,
  UserCell,
} from './cells/picker-cells';
import { PopupCell } from './cells/popup-cell';
import { InputCell, NumberCell, PasswordCell } from './cells/text-cells';

type GridParts = Pick<FieldKindParts, 'GridEditor' | 'gridEditorFaces'>;

/**
 * The generic kinds' grid editors, registered with the grid, so that forms do not carry the grid's cells nor the
 * grid the forms' controls. Every kind but the domain ones, or this does not compile.
 */
const GRID_EDITORS: Record<Exclude<FieldKind, DomainKind>, GridParts> = {
  // typed in place; in a pop-up area (input_pop); filled by a popup report (popup)
  text: { GridEditor: InputCell, gridEditorFaces: { popover: InputPopCell, popup: PopupCell } },
  number: { GridEditor: NumberCell },
  money: { GridEditor: NumberCell },
  date: { GridEditor: DateCell },
  datetime: { GridEditor: DateCell },
  // a select (searched for sel_search and sel_search_async), or a radio group
  dict: { GridEditor: SelectCell, gridEditorFaces: { radio: RadioCell } },
  multiDict: { GridEditor: SelectCell },
  // a tick holding the column's customValue pair: ['Y', 'N'] for a yes/no field
  switchYN: { GridEditor: CheckboxCell },
  password: { GridEditor: PasswordCell },
  secret: { GridEditor: PasswordCell },
  // stored HTML is edited as the long text it is, in the pop-up area
  richText: { GridEditor: InputPopCell },
  image: { GridEditor: UploadGridCell },
  file: { GridEditor: UploadGridCell },
  user: { GridEditor: UserCell },
  depart: { GridEditor: DepartCell },
  position: { GridEditor: PositionCell },
  category: { GridEditor: CategoryCell },
};

registerFieldKinds(GRID_EDITORS);
