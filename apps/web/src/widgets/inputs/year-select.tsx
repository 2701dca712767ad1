import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { MultiSelect, type MultiSelectProps } from './multi-select';
import { yearOptions } from './input-values';

/**
 * A multiple select over the 100 years from 2019 (spec widgets §9); value = chosen years comma-joined
 * in the order chosen.
 * @example <YearSelect value="2026,2027" onChange={setYears} />
 */
export function YearSelect({ placeholder, ...props }: Omit<MultiSelectProps, 'options'>) {
  const { t } = useTranslation();
  const options = useMemo(() => yearOptions(), []);
  return (
    <MultiSelect {...props} options={options} placeholder={placeholder ?? t('web.editors.inputs.years')} />
  );
}
