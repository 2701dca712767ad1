import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import type { PublishedSubTable } from '@weld/core';
import type { ResourceApi, Row } from '../../../../../kit/resource-api';
import { subRowsOf, useRecordWithSubs, useSubformLists } from './sub-rows-api';
import { SubRowsTable } from './sub-rows-table';

/**
 * A main record's sub rows in its detail view, read-only, one titled table per sub table.
 * @example detailSection={({ record }) => <SubRowsDetail record={record} … />}
 */
export function SubRowsDetail({
  record,
  subs,
  resource,
  api,
}: {
  record: Row;
  subs: PublishedSubTable[];
  resource: string;
  api: ResourceApi;
}) {
  const { t } = useTranslation();
  const read = useRecordWithSubs(resource, api, record.id);
  if (read.isError) return <Alert type="warning" showIcon title={t('web.cgformSub.loadFailed')} />;
  const rows = read.data ? subRowsOf(read.data, subs) : null;
  return subs.map((sub) => (
    <SubRowsTable key={sub.tableName} sub={sub} rows={rows?.[sub.tableName] ?? []} loading={!rows} />
  ));
}

/**
 * An opened row of the inner-table list: each sub table's rows of that main record (`subform/list`), titled.
 * @example expandedRow={(record) => <InnerSubRows record={record} subs={subs} resource={def.name} />}
 */
export function InnerSubRows({
  record,
  subs,
  resource,
}: {
  record: Row;
  subs: PublishedSubTable[];
  resource: string;
}) {
  const { t } = useTranslation();
  const answers = useSubformLists(resource, subs, record.id);
  return (
    <div style={{ padding: '0 8px 8px' }}>
      {subs.map((sub, i) =>
        answers[i]?.isError ? (
          <Alert key={sub.tableName} type="warning" showIcon title={t('web.cgformSub.loadFailed')} />
        ) : (
          <SubRowsTable
            key={sub.tableName}
            sub={sub}
            rows={answers[i]?.data ?? []}
            loading={answers[i]?.isPending}
          />
        ),
      )}
    </div>
  );
}
