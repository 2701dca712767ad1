import { useState } from 'react';
import { Card, Input, Select, Space, Switch, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { monitorApi, type TraceEntry } from './monitor-api';
import { MonitorFrame } from './monitor-frame';
import { useMonitor } from './use-monitor';
import { pageTotal } from '../../widgets/page-total';

const METHOD_COLORS: Record<string, string> = { GET: 'blue', POST: 'green', PUT: 'orange', DELETE: 'red' };
const statusColor = (s: number) => (s >= 500 ? 'red' : s >= 400 ? 'orange' : 'green');

/** 请求追踪: the last 100 requests of this server, filtered by path, method or errors, refreshing live. */
export function HttpTracePage() {
  const { t } = useTranslation();
  const { query, auto, setAuto } = useMonitor('httptrace', monitorApi.trace);
  const [path, setPath] = useState('');
  const [method, setMethod] = useState<string>();
  const [errors, setErrors] = useState(false);
  const L = (k: string) => t(`web.monitor.trace.${k}`);
  const rows = (query.data ?? []).filter(
    (r) =>
      (!path || r.path.includes(path)) && (!method || r.method === method) && (!errors || r.status >= 400),
  );
  return (
    <MonitorFrame query={query} auto={auto} setAuto={setAuto}>
      <Card size="small">
        <Space wrap style={{ marginBottom: 12 }}>
          <Input
            allowClear
            placeholder={L('filterPath')}
            value={path}
            onChange={(e) => setPath(e.target.value)}
            style={{ width: 240 }}
            aria-label={L('filterPath')}
          />
          <Select
            allowClear
            placeholder={L('allMethods')}
            value={method}
            onChange={setMethod}
            style={{ width: 140 }}
            aria-label={L('method')}
            options={['GET', 'POST', 'PUT', 'DELETE'].map((m) => ({ value: m, label: m }))}
          />
          <Space size={6}>
            <Switch size="small" checked={errors} onChange={setErrors} aria-label={L('errors')} />
            {L('errors')}
          </Space>
        </Space>
        <Table<TraceEntry>
          size="small"
          rowKey={(r) => `${r.time}-${r.method}-${r.path}-${r.ms}`}
          loading={query.isLoading}
          dataSource={rows}
          scroll={{ x: 720 }}
          pagination={{ pageSize: 20, showSizeChanger: false, showTotal: pageTotal(t) }}
          locale={{ emptyText: L('empty') }}
          columns={[
            { key: 'time', dataIndex: 'time', title: L('time'), width: 170 },
            {
              key: 'method',
              dataIndex: 'method',
              title: L('method'),
              width: 90,
              render: (m: string) => <Tag color={METHOD_COLORS[m]}>{m}</Tag>,
            },
            { key: 'path', dataIndex: 'path', title: L('path'), ellipsis: true },
            {
              key: 'status',
              dataIndex: 'status',
              title: L('status'),
              width: 90,
              render: (s: number) => <Tag color={statusColor(s)}>{s}</Tag>,
            },
            {
              key: 'ms',
              dataIndex: 'ms',
              title: L('ms'),
              width: 110,
              align: 'right',
              sorter: (a, b) => a.ms - b.ms,
            },
          ]}
        />
      </Card>
    </MonitorFrame>
  );
}
