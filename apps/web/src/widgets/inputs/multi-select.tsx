import { Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { splitValues } from './input-values';
import type { TextValueProps } from './text-value-props';

/** How many chosen tags a multiple select shows before "+ N …" (spec widgets §4: one at most). */
export const MAX_TAG_COUNT = 1;

export interface MultiSelectProps extends TextValueProps {
  options: { value: string; label: string }[];
  /** chosen values joined by commas */
}

/**
 * A multiple select whose value is the chosen values comma-joined and which shows one tag at most,
 * the rest as a count (spec widgets §4, §9).
 * @example <MultiSelect options={processes} value="MIG,TIG" onChange={setProcesses} />
 */
export function MultiSelect({ options, value, onChange, placeholder, style, ...rest }: MultiSelectProps) {
  const { t } = useTranslation();
  return (
    <Select
      {...rest}
      mode="multiple"
      allowClear
      maxTagCount={MAX_TAG_COUNT}
      style={{ minWidth: 200, ...style }}
      options={options}
      placeholder={placeholder ?? t('web.editors.inputs.select')}
      value={splitValues(value)}
      onChange={(next: string[]) => onChange?.(next.join(','))}
    />
  );
}
