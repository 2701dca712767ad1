import { Switch } from 'antd';
import { useTranslation } from 'react-i18next';

export interface YnSwitchProps {
  /** the stored pair [on, off]; Y and N unless a column sets its own (spec widgets §3 customValue) */
  options?: [string, string];
  value?: string | null;
  onChange?: (value: string) => void;
  disabled?: boolean;
  id?: string;
}

/**
 * A switch storing Y or N and labelled 是 / 否 (spec widgets §9).
 * @example <Form.Item name="forced"><YnSwitch /></Form.Item>
 */
export function YnSwitch({ options = ['Y', 'N'], value, onChange, disabled, id }: YnSwitchProps) {
  const { t } = useTranslation();
  const [on, off] = options;
  return (
    <Switch
      id={id}
      disabled={disabled}
      checked={value === on}
      checkedChildren={t('common.yes')}
      unCheckedChildren={t('common.no')}
      onChange={(checked) => onChange?.(checked ? on : off)}
    />
  );
}
