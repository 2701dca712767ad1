import { useEffect, useMemo, useState } from 'react';
import { Alert, Modal, Select, Space, Switch, Table, Tag, Typography, theme } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { compareVersions, dataVersions, type DataVersionEntry } from './data-log-api';
import { compareRows, type CompareRow } from './compare-rows';
import { session } from '../../../lib/session';
import { tableLabels } from './table-labels';

/** What to compare: two ticked versions, or a record starting from one of its versions. */
export type CompareTarget =
  | { kind: 'pair'; ids: [string, string] }
  | { kind: 'record'; dataTable: string; dataId: string; focusId: string };

/** The version before the focused one and the focused one; the first two when the focus is the first. */
function defaultPair(versions: DataVersionEntry[], focusId: string): [string, string] | null {
  if (versions.length < 2) return null;
  const at = versions.findIndex((v) => v.id === focusId);
  if (at > 0) return [versions[at - 1].id, versions[at].id];
  return [versions[0].id, versions[1].id];
}

function Value({ value, empty }: { value: unknown; empty: string }) {
  if (value === null || value === undefined || value === '')
    return <Typography.Text type="secondary">{empty}</Typography.Text>;
  return (
    <span style={{ wordBreak: 'break-all', whiteSpace: 'pre-wrap' }}>
      {typeof value === 'object' ? JSON.stringify(value) : String(value)}
    </span>
  );
}

/**
 * 数据比较: two versions of one record side by side, changed fields highlighted; each side's version can be
 * switched among the record's versions.
 * @example <DataLogCompare target={{ kind: 'pair', ids: ['a', 'b'] }} onClose={close} />
 */
export function DataLogCompare({ target, onClose }: { target: CompareTarget; onClose(): void }) {
  const { t, i18n } = useTranslation();
  const { token } = theme.useToken();
  const [pair, setPair] = useState<[string, string] | null>(target.kind === 'pair' ? target.ids : null);
  const [onlyChanged, setOnlyChanged] = useState(false);

  const compared = useQuery({
    queryKey: ['dataLog', 'compare', pair],
    queryFn: () => compareVersions(pair![0], pair![1]),
    enabled: pair !== null,
  });
  const record =
    target.kind === 'record'
      ? target
      : compared.data
        ? { dataTable: compared.data[0].dataTable, dataId: compared.data[0].dataId }
        : null;
  const versions = useQuery({
    queryKey: ['dataLog', 'versions', record?.dataTable, record?.dataId],
    queryFn: () => dataVersions(record!.dataTable, record!.dataId),
    enabled: record !== null,
  });
  useEffect(() => {
    if (target.kind === 'record' && pair === null && versions.data)
      setPair(defaultPair(versions.data, target.focusId));
  }, [target, pair, versions.data]);

  const labels = useMemo(
    () => tableLabels(record?.dataTable ?? '', t, (k) => i18n.exists(k), session.dict()),
    [record?.dataTable, t, i18n],
  );
  const [left, right] = compared.data ?? [];
  const rows = useMemo(
    () => (left && right ? compareRows(left.dataContent, right.dataContent, labels.field) : []),
    [left, right, labels],
  );
  const changed = rows.filter((r) => r.changed).length;
  const empty = t('web.dataLog.empty');
  const options = (versions.data ?? []).map((v) => ({
    value: v.id,
    label: t('web.dataLog.versionOption', {
      version: v.dataVersion,
      time: v.createTime,
      by: v.createBy ?? '-',
    }),
  }));
  const pick = (side: 0 | 1) => (id: string) =>
    setPair((p) => (p ? (side === 0 ? [id, p[1]] : [p[0], id]) : p));

  const columns: ColumnsType<CompareRow> = [
    {
      key: 'field',
      title: t('web.dataLog.field'),
      width: '24%',
      render: (_, r) => (
        <Space size={4} wrap>
          {r.label}
          {r.changed && <Tag color="orange">{t('web.dataLog.changed')}</Tag>}
        </Space>
      ),
    },
    {
      key: 'left',
      title: left ? t('web.dataLog.versionLabel', { version: left.dataVersion }) : '',
      render: (_, r) => <Value value={labels.value(r.key, r.left)} empty={empty} />,
    },
    {
      key: 'right',
      title: right ? t('web.dataLog.versionLabel', { version: right.dataVersion }) : '',
      render: (_, r) => <Value value={labels.value(r.key, r.right)} empty={empty} />,
    },
  ];

  return (
    <Modal
      open
      title={t('web.dataLog.compareTitle', { table: labels.table, id: record?.dataId ?? '' })}
      onCancel={onClose}
      footer={null}
      width="min(960px, calc(100vw - 24px))"
      destroyOnHidden
    >
      {target.kind === 'record' && versions.data && versions.data.length < 2 ? (
        <Alert type="info" showIcon message={t('web.dataLog.noVersions')} />
      ) : (
        <Space direction="vertical" size={12} style={{ width: '100%' }}>
          <Space wrap>
            <Select
              aria-label="version-left"
              style={{ minWidth: 260 }}
              options={options}
              value={pair?.[0]}
              onChange={pick(0)}
              loading={versions.isFetching}
            />
            <Select
              aria-label="version-right"
              style={{ minWidth: 260 }}
              options={options}
              value={pair?.[1]}
              onChange={pick(1)}
              loading={versions.isFetching}
            />
          </Space>
          <Space wrap>
            <Switch size="small" checked={onlyChanged} onChange={setOnlyChanged} />{' '}
            {t('web.dataLog.onlyChanged')}
            {compared.data &&
              (changed > 0 ? (
                <Tag color="orange">{t('web.dataLog.changedCount', { count: changed })}</Tag>
              ) : (
                <Tag color="green">{t('web.dataLog.noChange')}</Tag>
              ))}
          </Space>
          <Table<CompareRow>
            rowKey="key"
            size="small"
            pagination={false}
            loading={compared.isFetching}
            columns={columns}
            dataSource={onlyChanged ? rows.filter((r) => r.changed) : rows}
            scroll={{ x: 'max-content' }}
            onRow={(r) =>
              ({
                'data-changed': r.changed ? 'true' : undefined,
                style: r.changed ? { background: token.colorWarningBg } : undefined,
              }) as React.HTMLAttributes<HTMLElement>
            }
          />
        </Space>
      )}
    </Modal>
  );
}
