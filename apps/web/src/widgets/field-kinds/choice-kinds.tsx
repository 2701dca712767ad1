import { DictSelectTag } from '../dict-select/dict-select-tag';
import { YnSwitch } from '../inputs/yn-switch';
import { plainText, sentTextOr } from './cell-texts';
import { ControlFilter, YesNoKindFilter } from './filters';
import type { FieldKindEntries, FormControlProps } from './kind-parts';

function DictControl({ field, value, onChange, ...rest }: FormControlProps) {
  return (
    <DictSelectTag
      {...rest}
      dictCode={field.dictCode}
      type={field.look === 'radio' ? 'radio' : 'select'}
      value={value as string | null}
      onChange={onChange}
    />
  );
}

/** Several codes: the control holds an array, the API a comma-joined text. */
function MultiDictControl({ field, value, onChange, ...rest }: FormControlProps) {
  return (
    <DictSelectTag
      {...rest}
      dictCode={field.dictCode}
      type={field.look === 'checkbox' ? 'checkbox' : 'select'}
      multiple
      joined={false}
      value={value as string[] | null}
      onChange={onChange}
    />
  );
}

function YesNoControl({ id, disabled, value, onChange }: FormControlProps) {
  return <YnSwitch id={id} disabled={disabled} value={value as string | null} onChange={onChange} />;
}

/** Dictionaries, multi-selects of a dictionary and yes/no: their form, list and filter parts. */
export const CHOICE_KINDS = {
  dict: { cellText: plainText, FormControl: DictControl, Filter: ControlFilter, listMinWidth: 90 },
  multiDict: {
    cellText: plainText,
    FormControl: MultiDictControl,
    toControlValue: (value: unknown) => String(value).split(',').filter(Boolean),
    toWireValue: (value: unknown) => (Array.isArray(value) ? (value.length ? value.join(',') : null) : value),
    Filter: ControlFilter,
    listMinWidth: 140,
  },
  switchYN: {
    cellText: sentTextOr((value, t) =>
      value === 'Y' ? t('web.kit.yes') : value === 'N' ? t('web.kit.no') : '',
    ),
    FormControl: YesNoControl,
    Filter: YesNoKindFilter,
    listMinWidth: 80,
  },
} satisfies FieldKindEntries;
