import { describe, expect, it } from 'vitest';
import { GRID_COLUMN_TYPES } from '@weld/core';
import { columnEditor } from './column-editor';
import { CheckboxCell, RadioCell, SelectCell } from './cells/choice-cells';
import { DateCell } from './cells/date-cell';
import { DisplayCell } from './cells/display-cells';
import { DepartCell, InputPopCell, UploadGridCell, UserCell } from './cells/picker-cells';
import { PopupCell } from './cells/popup-cell';
import { InputCell, NumberCell } from './cells/text-cells';

describe('the editor of each grid column type', () => {
  it("is its field kind's grid editor in the face the type names, as the grid drew each type before kinds", () => {
    const expected: Record<string, unknown> = {
      input: InputCell,
      input_pop: InputPopCell,
      popup: PopupCell,
      inputNumber: NumberCell,
      checkbox: CheckboxCell,
      select: SelectCell,
      radio: RadioCell,
      sel_search: SelectCell,
      sel_search_async: SelectCell,
      list_multi: SelectCell,
      date: DateCell,
      datetime: DateCell,
      sel_user: UserCell,
      sel_depart: DepartCell,
      upload: UploadGridCell,
      file: UploadGridCell,
      image: UploadGridCell,
      normal: DisplayCell,
      progress: DisplayCell,
      checkbox_meta: CheckboxCell,
      slot: undefined,
      hidden: undefined,
      'drag-sort': undefined,
    };
    expect(Object.keys(expected).sort()).toEqual([...GRID_COLUMN_TYPES].sort());
    for (const type of GRID_COLUMN_TYPES) expect(columnEditor(type), type).toBe(expected[type]);
  });
});
