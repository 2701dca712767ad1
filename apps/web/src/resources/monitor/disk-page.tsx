import { Card, Progress, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { monitorApi, type DiskInfo } from './monitor-api';
import { formatBytes } from './monitor-format';
import { MonitorFrame } from './monitor-frame';
import { useMonitor } from './use-monitor';

/** 磁盘监控: the volumes holding the database file, the uploads and the server, with how full each is. */
export function DiskPage() {
  const { t } = useTranslation();
  const { query, auto, setAuto } = useMonitor('disk', monitorApi.disk);
  const L = (k: string) => t(`web.monitor.disk.${k}`);
  return (
    <MonitorFrame query={query} auto={auto} setAuto={setAuto}>
      <Card size="small">
        <Table<DiskInfo>
          size="small"
          rowKey="name"
          loading={query.isLoading}
          dataSource={query.data ?? []}
          pagination={false}
          scroll={{ x: 720 }}
          locale={{ emptyText: L('empty') }}
          columns={[
            {
              key: 'name',
              dataIndex: 'name',
              title: L('name'),
              render: (n: string) => t(`web.monitor.disk.names.${n}`),
            },
            { key: 'path', dataIndex: 'path', title: L('path'), ellipsis: true },
            { key: 'total', dataIndex: 'total', title: L('total'), align: 'right', render: formatBytes },
            { key: 'used', dataIndex: 'used', title: L('used'), align: 'right', render: formatBytes },
            { key: 'free', dataIndex: 'free', title: L('free'), align: 'right', render: formatBytes },
            {
              key: 'usage',
              dataIndex: 'usage',
              title: L('usage'),
              width: 200,
              render: (u: number, row) => (
                <Progress
                  aria-label={`${t(`web.monitor.disk.names.${row.name}`)} ${L('usage')}`}
                  percent={u}
                  size="small"
                  status={u > 90 ? 'exception' : 'normal'}
                />
              ),
            },
          ]}
        />
      </Card>
    </MonitorFrame>
  );
}
