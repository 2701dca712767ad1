import { useMemo, useState } from 'react';
import { Input } from 'antd';
import { ApartmentOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { flattenDeparts, useDepartTree } from './depart-tree-api';
import { DepartTreeModal } from './depart-tree-modal';

export interface DepartSelectProps {
  /** comma-joined org codes (or ids with valueKey 'id') */
  value?: string;
  onChange?: (v: string) => void;
  multiple?: boolean;
  /** what the value holds: 'orgCode' (the departPicker field kind) or 'id' */
  valueKey?: 'id' | 'orgCode';
  disabled?: boolean;
  placeholder?: string;
  id?: string;
}

const split = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * A department field: shows the chosen departments' names and opens the 部门选择 tree dialog.
 * @example <Form.Item name="orgCode"><DepartSelect /></Form.Item>
 */
export function DepartSelect({
  value,
  onChange,
  multiple,
  valueKey = 'orgCode',
  disabled,
  placeholder,
  id,
}: DepartSelectProps) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // names are needed only for a value; the dialog loads the tree itself when it opens
  const { data: tree = [] } = useDepartTree({ enabled: Boolean(value) });
  const nodes = useMemo(() => flattenDeparts(tree), [tree]);
  const chosen = useMemo(() => {
    const values = split(value);
    return values.map((v) => nodes.find((n) => n[valueKey] === v));
  }, [value, nodes, valueKey]);
  // a value the tree does not know (deleted department) still shows, as itself
  const text = split(value)
    .map((v, i) => chosen[i]?.departName ?? v)
    .join(',');

  const show = () => !disabled && setOpen(true);
  return (
    <>
      <Input
        id={id}
        readOnly
        disabled={disabled}
        value={text}
        placeholder={placeholder ?? t('web.sysDepart.pickPlaceholder')}
        onClick={show}
        suffix={<ApartmentOutlined onClick={show} aria-label={t('web.sysDepart.pickTitle')} />}
        allowClear={!disabled}
        onChange={(e) => e.target.value === '' && onChange?.('')}
      />
      <DepartTreeModal
        open={open}
        multiple={multiple}
        initial={chosen.filter((n) => n !== undefined).map((n) => n.id)}
        onCancel={() => setOpen(false)}
        onOk={(picked) => {
          setOpen(false);
          onChange?.(picked.map((n) => n[valueKey]).join(','));
        }}
      />
    </>
  );
}
