import { Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, type PublishedSubTable } from '@weld/core';
import { fieldText } from '../../../../../kit/field-cell';
import type { Row } from '../../../../../kit/resource-api';
import { subShownFields } from './sub-fields';

/**
 * A sub table's rows, read-only, under its title: the detail view and an opened row of the inner-table list.
 * @example <SubRowsTable sub={passes} rows={rows} />
 */
export function SubRowsTable({
  sub,
  rows,
  loading,
}: {
  sub: PublishedSubTable;
  rows: Row[];
  loading?: boolean;
}) {
  const { t } = useTranslation();
  const columns = subShownFields(sub).map((f) => ({
    key: f.key,
    title: t(fieldLabelKey(sub.definition, f.key)),
    render: (_: unknown, record: Row) => fieldText(f, record, t),
  }));
  return (
    <div data-sub-table={sub.tableName} style={{ marginTop: 16 }}>
      <Typography.Title level={5} style={{ marginBottom: 8 }}>
        {sub.tableTxt || sub.tableName}
        {!loading && (
          <Typography.Text type="secondary" style={{ marginLeft: 8, fontSize: 13, fontWeight: 'normal' }}>
            {t('web.cgformSub.rowCount', { count: rows.length })}
          </Typography.Text>
        )}
      </Typography.Title>
      <Table<Row>
        size="small"
        rowKey="id"
        columns={columns}
        dataSource={rows}
        loading={loading}
        pagination={false}
        scroll={{ x: 'max-content' }}
        locale={{ emptyText: t('web.cgformSub.noRows') }}
      />
    </div>
  );
}
