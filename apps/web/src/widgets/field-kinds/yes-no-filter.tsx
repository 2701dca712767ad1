import type { CSSProperties } from 'react';
import { Select } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  value?: string | null;
  onChange?: (value: string | undefined) => void;
  id?: string;
  style?: CSSProperties;
}

/**
 * A yes/no field's search control: 全部 (no filter), 是 ('Y') or 否 ('N'). A switch cannot say "either",
 * so it would show 否 while the list holds both.
 * @example <Form.Item name="published"><YesNoFilter /></Form.Item>
 */
export function YesNoFilter({ value, onChange, id, style }: Props) {
  const { t } = useTranslation();
  const options = [
    { value: '', label: t('web.lists.all') },
    { value: 'Y', label: t('web.kit.yes') },
    { value: 'N', label: t('web.kit.no') },
  ];
  return (
    <Select
      id={id}
      value={value ?? ''}
      onChange={(v) => onChange?.(v || undefined)}
      options={options}
      style={style}
    />
  );
}
