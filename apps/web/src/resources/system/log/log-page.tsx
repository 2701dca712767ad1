import { useMemo, useState } from 'react';
import { Card, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { sysLog } from '@weld/core';
import { ResourcePage } from '../../../kit/resource-page';
import type { ResourceUrls } from '../../../kit/resource-api';
import type { CellSlot } from '../../../kit/use-resource-table';

/** The log is written by the server only: no create, edit, import or export endpoints. */
const URLS: Partial<ResourceUrls> = {
  add: null,
  edit: null,
  queryById: null,
  exportXls: null,
  importExcel: null,
};

const OPERATE_COLORS: Record<string, string> = {
  '1': 'default',
  '2': 'green',
  '3': 'blue',
  '4': 'red',
  '5': 'purple',
  '6': 'cyan',
  '7': 'geekblue',
  '8': 'orange',
};

function statusColor(status: number): string {
  if (status >= 500) return 'red';
  if (status >= 400) return 'orange';
  return 'green';
}

/** Cells that make a long log readable: coloured operate type and status, the text cut with a tooltip. */
const cells: Partial<Record<string, CellSlot>> = {
  operateType: (value, record) =>
    value ? (
      <Tag color={OPERATE_COLORS[String(value)]}>{String(record.operateType_dictText ?? value)}</Tag>
    ) : null,
  statusCode: (value) => (typeof value === 'number' ? <Tag color={statusColor(value)}>{value}</Tag> : null),
  logContent: (value) => (
    <Tooltip title={String(value ?? '')}>
      <Typography.Text style={{ maxWidth: 280 }} ellipsis>
        {String(value ?? '')}
      </Typography.Text>
    </Tooltip>
  ),
  requestUrl: (value) => (
    <Typography.Text code style={{ whiteSpace: 'nowrap' }}>
      {String(value ?? '')}
    </Typography.Text>
  ),
};

/**
 * 系统日志 ('system/LogList'): login and operation logs in two tabs over the kit's list (filters: log text,
 * user, IP, operate type, path, time range); details show the masked request parameters.
 * @example pageRegistry['system/LogList']
 */
export function LogPage() {
  const { t } = useTranslation();
  const [logType, setLogType] = useState('1');
  const listParams = useMemo(() => ({ logType }), [logType]);
  return (
    <>
      <Card variant="borderless" styles={{ body: { padding: '0 16px' } }} style={{ marginBottom: 12 }}>
        <Tabs
          activeKey={logType}
          onChange={setLogType}
          tabBarStyle={{ margin: 0 }}
          items={[
            { key: '1', label: t('web.sysLog.loginTab') },
            { key: '2', label: t('web.sysLog.operateTab') },
          ]}
        />
      </Card>
      <ResourcePage definition={sysLog} urls={URLS} listParams={listParams} slots={{ cells }} />
    </>
  );
}
