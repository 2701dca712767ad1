import { useState } from 'react';
import { App, Button, Typography } from 'antd';
import { DiffOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { dataLog } from '@weld/core';
import { ResourcePage } from '../../../kit/resource-page';
import type { ResourceUrls, Row } from '../../../kit/resource-api';
import { DataLogCompare, type CompareTarget } from './data-log-compare';
import { tableLabels } from './table-labels';

/** Versions are written by the server kit only: list and compare, nothing else. */
const URLS: Partial<ResourceUrls> = {
  add: null,
  edit: null,
  delete: null,
  deleteBatch: null,
  queryById: null,
  exportXls: null,
  importExcel: null,
};

/** The table's screen name beside its stored name, e.g. 用户管理 sys_user. */
function tableCell(table: string, label: string) {
  return label === table ? (
    table
  ) : (
    <>
      {label} <Typography.Text type="secondary">{table}</Typography.Text>
    </>
  );
}

/**
 * 数据日志 ('system/DataLogList'): the stored versions with filters; 数据比较 compares two ticked versions
 * of one record, 版本对比 on a row compares it with the version before.
 * @example pageRegistry['system/DataLogList']
 */
export function DataLogPage() {
  const { t, i18n } = useTranslation();
  const { message } = App.useApp();
  const [target, setTarget] = useState<{ key: number; value: CompareTarget } | null>(null);
  const open = (value: CompareTarget) => setTarget({ key: Date.now(), value });
  return (
    <>
      <ResourcePage
        definition={dataLog}
        urls={URLS}
        slots={{
          toolbar: ({ selectedRowKeys }) => (
            <Button
              icon={<DiffOutlined />}
              onClick={() =>
                selectedRowKeys.length === 2
                  ? open({ kind: 'pair', ids: [selectedRowKeys[0], selectedRowKeys[1]] })
                  : void message.warning(t('web.dataLog.pickTwo'))
              }
            >
              {t('web.dataLog.compare')}
            </Button>
          ),
          rowActions: (record: Row) => (
            <Button
              type="link"
              size="small"
              onClick={() =>
                open({
                  kind: 'record',
                  dataTable: String(record.dataTable),
                  dataId: String(record.dataId),
                  focusId: record.id,
                })
              }
            >
              {t('web.dataLog.versions')}
            </Button>
          ),
          cells: {
            dataTable: (value) =>
              tableCell(String(value), tableLabels(String(value), t, (k) => i18n.exists(k)).table),
          },
        }}
      />
      {target && <DataLogCompare key={target.key} target={target.value} onClose={() => setTarget(null)} />}
    </>
  );
}
