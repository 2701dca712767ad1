import { Button, Select, Space } from 'antd';
import { MinusCircleOutlined, PlusCircleOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import {
  changeRule,
  chooseField,
  flattenFields,
  rulesFor,
  type QueryCondition,
  type QueryFieldEntry,
} from '@weld/core';
import { ConditionValue } from './condition-value';

interface Props {
  row: QueryCondition;
  fields: QueryFieldEntry[];
  onChange(row: QueryCondition): void;
  onAdd(): void;
  onRemove(): void;
}

/** Option groups for antd's Select: a group entry holds its fields, a lone field stands alone. */
function fieldOptions(fields: QueryFieldEntry[]) {
  return fields.map((f) =>
    f.children
      ? {
          label: f.label,
          title: f.label,
          options: f.children.map((c) => ({ value: c.value, label: c.label })),
        }
      : { value: f.value, label: f.label },
  );
}

/**
 * One condition of the builder: field (grouped), rule, value, and buttons that add a row after it or
 * remove it.
 * @example <ConditionRow row={row} fields={fields} onChange={set} onAdd={add} onRemove={remove} />
 */
export function ConditionRow({ row, fields, onChange, onAdd, onRemove }: Props) {
  const { t } = useTranslation();
  const byValue = new Map(flattenFields(fields).map((f) => [f.value, f]));
  return (
    <div
      className="super-query-row"
      style={{ display: 'flex', gap: 8, alignItems: 'center', marginBottom: 12 }}
    >
      <Select
        aria-label={t('web.query.fieldPlaceholder')}
        style={{ width: 200, flex: 'none' }}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('web.query.fieldPlaceholder')}
        options={fieldOptions(fields)}
        value={row.field || undefined}
        onChange={(value: string) => onChange(chooseField(row, byValue.get(value)))}
      />
      <Select
        aria-label={t('web.query.rulePlaceholder')}
        style={{ width: 130, flex: 'none' }}
        placeholder={t('web.query.rulePlaceholder')}
        options={rulesFor(row.type).map((r) => ({ value: r, label: t(`web.query.rules.${r}`) }))}
        value={row.rule}
        onChange={(rule) => onChange(changeRule(row, rule))}
      />
      <div style={{ flex: 1, minWidth: 0 }}>
        <ConditionValue
          key={`${row.field}-${row.rule === 'in'}`}
          row={row}
          onChange={(val) => onChange({ ...row, val })}
        />
      </div>
      <Space.Compact style={{ flex: 'none' }}>
        <Button
          type="text"
          icon={<PlusCircleOutlined />}
          aria-label={t('web.query.addRow')}
          title={t('web.query.addRow')}
          onClick={onAdd}
        />
        <Button
          type="text"
          danger
          icon={<MinusCircleOutlined />}
          aria-label={t('web.query.removeRow')}
          title={t('web.query.removeRow')}
          onClick={onRemove}
        />
      </Space.Compact>
    </div>
  );
}
