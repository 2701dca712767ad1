import { CategorySelect } from '../category-select/category-select';
import { CascadeControl } from './cascade-control';
import { DepartSelect } from '../depart-select/depart-select';
import { PositionPicker } from '../position-picker/position-picker';
import { UserPicker } from '../user-picker/user-picker';
import { plainText } from './cell-texts';
import { ControlFilter } from './filters';
import type { FieldKindEntries, FormControlProps } from './kind-parts';

function UserControl({ id, disabled, placeholder, allowClear, value, onChange }: FormControlProps) {
  return (
    <UserPicker
      id={id}
      disabled={disabled}
      placeholder={placeholder}
      allowClear={allowClear}
      value={value as string | null}
      onChange={(v) => onChange?.(v)}
    />
  );
}

function DepartControl({ id, disabled, placeholder, value, onChange }: FormControlProps) {
  return (
    <DepartSelect
      id={id}
      disabled={disabled}
      placeholder={placeholder}
      value={(value as string | null) ?? undefined}
      onChange={onChange}
    />
  );
}

function PositionControl({ id, disabled, placeholder, allowClear, value, onChange }: FormControlProps) {
  return (
    <PositionPicker
      id={id}
      disabled={disabled}
      placeholder={placeholder}
      allowClear={allowClear}
      value={value as string | null}
      onChange={(v) => onChange?.(v)}
    />
  );
}

function CategoryControl(props: FormControlProps) {
  const { field, id, disabled, placeholder, style, value, onChange } = props;
  // a level of linked selects (an online form's link_down) chooses among its parent level's children
  if (field.cascade) return <CascadeControl {...props} cascade={field.cascade} />;
  return (
    <CategorySelect
      id={id}
      disabled={disabled}
      placeholder={placeholder}
      style={style}
      value={value as string | null}
      onChange={onChange}
    />
  );
}

/** Keys of other tables, picked in their dialogs (lists show the names the server sends beside them): form, list and filter parts. */
export const PICKER_KINDS = {
  user: { cellText: plainText, FormControl: UserControl, Filter: ControlFilter, listMinWidth: 110 },
  depart: { cellText: plainText, FormControl: DepartControl, Filter: ControlFilter, listMinWidth: 130 },
  position: { cellText: plainText, FormControl: PositionControl, Filter: ControlFilter, listMinWidth: 110 },
  category: { cellText: plainText, FormControl: CategoryControl, Filter: ControlFilter },
} satisfies FieldKindEntries;
