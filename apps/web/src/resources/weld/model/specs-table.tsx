import { Descriptions, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { readSpecs } from './specs';

/**
 * A model's specifications as a two-column description table.
 * @example <SpecsTable value={record.specs} />
 */
export function SpecsTable({ value }: { value: unknown }) {
  const { t } = useTranslation();
  const rows = readSpecs(value);
  if (rows.length === 0) return <Typography.Text type="secondary">{t('web.weldSpecs.none')}</Typography.Text>;
  return (
    <Descriptions
      size="small"
      bordered
      column={1}
      className="weld-specs-table"
      items={rows.map((r) => ({ key: r.name, label: r.name, children: r.value }))}
    />
  );
}
