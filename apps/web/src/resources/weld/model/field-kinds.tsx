// the registry's parts one by one, not its index: this module loads with every kit screen, the generic kinds need not
import { plainText } from '../../../widgets/field-kinds/cell-texts';
import { ControlFilter } from '../../../widgets/field-kinds/filters';
import type {
  FieldKindEntries,
  FormControlProps,
  GridEditorProps,
} from '../../../widgets/field-kinds/kind-parts';
import { WeldModelSelect } from '../../../widgets/weld-model-select/weld-model-select';

function WeldModelControl({ id, disabled, placeholder, style, value, onChange }: FormControlProps) {
  return (
    <WeldModelSelect
      id={id}
      disabled={disabled}
      placeholder={placeholder}
      style={style}
      value={value as string | null}
      onChange={onChange}
    />
  );
}

/** A model column of an editable grid: the same tree select, a model's id. */
function WeldModelCell({ value, disabled, placeholder, onChange }: GridEditorProps) {
  return (
    <WeldModelSelect
      value={value == null || value === '' ? null : String(value)}
      disabled={disabled}
      placeholder={placeholder}
      style={{ width: '100%' }}
      onChange={(v) => onChange(v ?? '')}
    />
  );
}

/**
 * The weld model kind (`weldModelPicker` fields: a node of the model tree), registered by the app with the other
 * resource folders' kinds before a page with a form opens (app/field-kinds.ts).
 */
export const fieldKinds: FieldKindEntries = {
  weldModel: {
    cellText: plainText,
    FormControl: WeldModelControl,
    GridEditor: WeldModelCell,
    Filter: ControlFilter,
  },
};
