import { Drawer, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { fieldLabelKey, weldManualFile, type PageResult, compareVersions } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';
import { formatBytes } from '../../../lib/format-bytes';
import type { Row } from '../../../kit/resource-api';
import { STATUS_COLORS } from './manual-file-cells';

const label = (key: string) => fieldLabelKey(weldManualFile, key);

/**
 * 历史: every version of a row's document (list parameter versionsOf), newest first, with status, size and downloads; `actions`
 * renders the row buttons (download, preview) of a version.
 * @example <HistoryDrawer record={row} onClose={close} actions={(r) => <Actions record={r} />} />
 */
export function HistoryDrawer({
  record,
  onClose,
  actions,
}: {
  record: Row | null;
  onClose(): void;
  actions(version: Row): React.ReactNode;
}) {
  const { t } = useTranslation();
  const id = record ? String(record.id) : '';
  const { data = [], isLoading } = useQuery({
    queryKey: [weldManualFile.name, 'history', id],
    enabled: Boolean(record),
    queryFn: async () =>
      unwrap(await http.get<PageResult<Row>>('/weld/manualFile/list', { versionsOf: id, pageSize: 100 }))
        .records,
  });
  const rows = [...data].sort((a, b) => compareVersions(String(b.version), String(a.version)));
  const newest = rows[0]?.id;

  return (
    <Drawer
      open={Boolean(record)}
      onClose={onClose}
      width={960}
      title={record ? t('web.weldManual.historyTitle', { title: String(record.title) }) : ''}
      destroyOnHidden
    >
      <Table<Row>
        rowKey="id"
        size="small"
        loading={isLoading}
        dataSource={rows}
        pagination={false}
        data-testid="manual-history"
        columns={[
          {
            key: 'version',
            title: t(label('version')),
            render: (_, r) => (
              <>
                {String(r.version)} {r.id === newest && <Tag color="blue">{t('web.weldManual.newest')}</Tag>}
              </>
            ),
          },
          {
            key: 'status',
            title: t(label('status')),
            render: (_, r) => (
              <Tag color={STATUS_COLORS[String(r.status)]}>{String(r.status_dictText ?? r.status)}</Tag>
            ),
          },
          { key: 'fileName', title: t(label('fileName')), dataIndex: 'fileName', ellipsis: true },
          {
            key: 'fileSize',
            title: t(label('fileSize')),
            render: (_, r) => formatBytes(Number(r.fileSize ?? 0)),
          },
          { key: 'downloadCount', title: t(label('downloadCount')), dataIndex: 'downloadCount' },
          { key: 'createTime', title: t(label('createTime')), dataIndex: 'createTime', width: 170 },
          {
            key: 'actions',
            title: t('web.kit.actions'),
            width: 200,
            onCell: () => ({ style: { whiteSpace: 'nowrap' } }),
            render: (_, r) => actions(r),
          },
        ]}
      />
    </Drawer>
  );
}
