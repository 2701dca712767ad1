import type { CSSProperties } from 'react';
import { Checkbox, Radio, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDictOptions } from '../../lib/use-dict-options';

export type DictSelectType = 'select' | 'radio' | 'checkbox';

export interface DictSelectTagProps {
  /** a dictionary code, or a whitelisted table code `table,text,code[,condition]` */
  dictCode: string | undefined;
  type?: DictSelectType;
  /** select only: several values (one tag shown, the rest counted) */
  multiple?: boolean;
  /** several values travel comma-joined (the original's form) unless false: then as an array */
  joined?: boolean;
  value?: string | string[] | null;
  onChange?: (value: string | string[] | undefined) => void;
  placeholder?: string;
  disabled?: boolean;
  allowClear?: boolean;
  style?: CSSProperties;
  id?: string;
  /** only these of the dictionary's values are offered (a form's linkage rule restricts the choices) */
  allowedValues?: readonly string[];
}

/** where a value stands among the options; values no longer offered keep their place at the end */
const rank = (order: string[], item: string) => (order.includes(item) ? order.indexOf(item) : order.length);

const toList = (value: DictSelectTagProps['value']): string[] =>
  Array.isArray(value) ? value.map(String) : value ? String(value).split(',').filter(Boolean) : [];

/**
 * A dictionary as a select, radio group or checkbox group (spec widgets §5: 字典Code不能为空! without a
 * code; a failed load leaves the options empty).
 * @example <DictSelectTag dictCode="sex" type="radio" value={sex} onChange={setSex} />
 */
export function DictSelectTag({
  dictCode,
  type = 'select',
  multiple,
  joined = true,
  value,
  onChange,
  allowedValues,
  ...rest
}: DictSelectTagProps) {
  const { t } = useTranslation();
  const all = useDictOptions(dictCode?.trim() || undefined);
  const options = allowedValues ? all.filter((o) => allowedValues.includes(String(o.value))) : all;
  if (!dictCode?.trim())
    return <Typography.Text type="danger">{t('web.pickers.dictCodeEmpty')}</Typography.Text>;
  const several = type === 'checkbox' || (type === 'select' && multiple);
  const emit = (next: string[]) =>
    onChange?.(next.length === 0 ? (joined ? undefined : []) : joined ? next.join(',') : next);

  if (type === 'radio') {
    return (
      <Radio.Group
        id={rest.id}
        disabled={rest.disabled}
        style={rest.style}
        value={toList(value)[0]}
        options={options.map((o) => ({ value: o.value, label: o.label, disabled: o.disabled }))}
        onChange={(e) => onChange?.(String(e.target.value))}
      />
    );
  }
  if (type === 'checkbox') {
    // Each box toggles its own value: antd's Checkbox.Group drops values whose boxes have not registered
    // yet, so a click right after the options arrive would have cleared the whole choice.
    const chosen = toList(value);
    const toggle = (item: string, on: boolean) => {
      const others = chosen.filter((v) => v !== item);
      const order = options.map((o) => o.value);
      emit(on ? [...others, item].sort((a, b) => rank(order, a) - rank(order, b)) : others);
    };
    // the group lays the boxes out and ticks them from `value`; it has no onChange of its own
    return (
      <Checkbox.Group disabled={rest.disabled} style={rest.style} value={chosen}>
        {options.map((o) => (
          <Checkbox
            key={o.value}
            value={o.value}
            disabled={o.disabled}
            onChange={(e) => toggle(o.value, e.target.checked)}
          >
            {o.label}
          </Checkbox>
        ))}
      </Checkbox.Group>
    );
  }
  return (
    <Select
      {...rest}
      placeholder={rest.placeholder ?? t('web.pickers.select')}
      options={options}
      mode={several ? 'multiple' : undefined}
      maxTagCount={several ? 1 : undefined}
      value={several ? toList(value) : (toList(value)[0] ?? undefined)}
      onChange={(next: string | string[] | undefined) =>
        several ? emit((next as string[] | undefined) ?? []) : onChange?.(next as string | undefined)
      }
      showSearch={{ optionFilterProp: 'label' }}
    />
  );
}
