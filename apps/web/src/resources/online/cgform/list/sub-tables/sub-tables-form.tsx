import { useEffect, useMemo, type ReactNode } from 'react';
import { Button, Result, Spin, Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import type { FormMode } from '../../../../../kit/use-resource-form';
import type { ResourceApi, Row } from '../../../../../kit/resource-api';
import { MAIN_TAB } from './sub-fields';
import { SubGrid } from './sub-grid';
import { SubOneForm } from './sub-one-form';
import { subRowsOf, useRecordWithSubs } from './sub-rows-api';
import type { SubTablesController } from './use-sub-tables';

interface Props {
  controller: SubTablesController;
  mode: FormMode;
  record: Row | null;
  /** the main form's generated fields */
  fields: ReactNode;
  mainTitle: string;
  resource: string;
  api: ResourceApi;
}

const NO_ROWS: Record<string, Row[]> = {};
/** One empty list for every render: a new array would start the grid over (its rows typed so far lost). */
const EMPTY: Row[] = [];

/**
 * The tab layout's form (theme tab, and a normal main with sub tables): the main form and each sub table as tabs of
 * one form; one-to-many subs an editable grid, one-to-one subs a form section. An edit reads the record's sub rows
 * first (`GET form/{code}/{id}`); until they are read the sub tabs wait and a save leaves the rows as stored.
 * @example formLayout={({ mode, record, fields }) => <SubTablesForm … />}
 */
export function SubTablesForm({ controller, mode, record, fields, mainTitle, resource, api }: Props) {
  const { t } = useTranslation();
  const id = mode === 'edit' ? record?.id : undefined;
  const read = useRecordWithSubs(resource, api, id);
  const { subs, loaded, setActive } = controller;
  const rows = useMemo(
    () => (id ? (read.data ? subRowsOf(read.data, subs) : null) : NO_ROWS),
    [id, read.data, subs],
  );
  useEffect(() => setActive(MAIN_TAB), [setActive]);
  useEffect(() => {
    loaded.current = rows;
    return () => {
      loaded.current = null;
    };
  }, [loaded, rows]);

  const subContent = (tableName: string, oneToOne: boolean) => {
    if (read.isError)
      return (
        <Result
          status="warning"
          title={t('web.cgformSub.loadFailed')}
          extra={<Button onClick={() => void read.refetch()}>{t('web.cgformSub.retry')}</Button>}
        />
      );
    if (!rows) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
    const sub = subs.find((s) => s.tableName === tableName)!;
    return oneToOne ? (
      <SubOneForm sub={sub} controller={controller} row={rows[tableName]?.[0]} />
    ) : (
      <SubGrid sub={sub} controller={controller} rows={rows[tableName] ?? EMPTY} />
    );
  };
  return (
    <Tabs
      activeKey={controller.active}
      onChange={setActive}
      items={[
        { key: MAIN_TAB, label: mainTitle, children: fields, forceRender: true },
        ...subs.map((sub) => ({
          key: sub.tableName,
          label: sub.tableTxt || sub.tableName,
          forceRender: true,
          children: subContent(sub.tableName, sub.relationType === 1),
        })),
      ]}
    />
  );
}
