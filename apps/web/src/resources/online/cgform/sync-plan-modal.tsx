import { useState } from 'react';
import { Alert, App, Empty, Modal, Radio, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SyncMethod } from '@weld/core';
import { cgformApi } from './cgform-api';

/** Long DDL wraps inside the dialog and scrolls past a screenful. */
const SQL_STYLE = {
  margin: 0,
  padding: 12,
  maxHeight: 360,
  overflow: 'auto',
  whiteSpace: 'pre-wrap',
  wordBreak: 'break-all',
  background: 'var(--ant-color-fill-quaternary, #f5f5f5)',
  borderRadius: 6,
  fontSize: 12,
} as const;

interface Props {
  id: string;
  tableName: string;
  /** force drops data: its own right */
  canForce: boolean;
  onClose(): void;
  onSynced(): void;
}

/**
 * 同步数据库: the plan first (the statements for this database; for force, the rows lost; for normal, what it would
 * refuse), then doDbSynch; a refusal is reported by the HTTP client with the server's reason.
 * @example <SyncPlanModal id={row.id} tableName="demo" canForce onClose={close} onSynced={refresh} />
 */
export function SyncPlanModal({ id, tableName, canForce, onClose, onSynced }: Props) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const [method, setMethod] = useState<SyncMethod>('normal');
  const [running, setRunning] = useState(false);
  const plan = useQuery({
    queryKey: ['cgformHead', 'syncPlan', id, method],
    queryFn: () => cgformApi.syncPlan(id, method),
    gcTime: 0,
  });

  async function run() {
    setRunning(true);
    const done = await cgformApi.doDbSynch(id, method).then(
      () => true,
      () => false,
    );
    setRunning(false);
    if (!done) return void plan.refetch();
    void message.success(t('server.cgform.synced'));
    onSynced();
  }

  const data = plan.data;
  const blocked = !data?.allowed;
  return (
    <Modal
      open
      width={760}
      title={t('web.cgform.sync.title', { name: tableName })}
      okText={t('web.cgform.sync.run')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: blocked, danger: method === 'force' }}
      confirmLoading={running}
      onOk={() => void run()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Space direction="vertical" style={{ width: '100%' }}>
        <Radio.Group
          value={method}
          onChange={(e) => setMethod(e.target.value as SyncMethod)}
          options={[
            { value: 'normal', label: t('web.cgform.sync.normal') },
            { value: 'force', label: t('web.cgform.sync.force'), disabled: !canForce },
          ]}
        />
        <Spin spinning={plan.isFetching}>
          {data && (
            <Space direction="vertical" style={{ width: '100%' }}>
              {method === 'force' && data.exists && (
                <Alert
                  type="warning"
                  showIcon
                  message={t('web.cgform.sync.rowsLost', { count: data.rowsLost })}
                />
              )}
              {method === 'normal' && data.losses.length > 0 && (
                <Alert
                  type="error"
                  showIcon
                  message={t('web.cgform.sync.losses')}
                  description={data.losses.map((l) => (
                    <div key={l}>{l}</div>
                  ))}
                />
              )}
              {data.conflicts.map((c) => (
                <Alert key={c} type="error" showIcon message={c} />
              ))}
              <Typography.Text strong>
                {t('web.cgform.sync.statements', { dialect: data.dialect })}
              </Typography.Text>
              {data.statements.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('web.cgform.sync.nothing')} />
              ) : (
                <pre className="cgform-sync-sql" data-testid="sync-statements" style={SQL_STYLE}>
                  {data.statements.map((sql) => `${sql};`).join('\n\n')}
                </pre>
              )}
            </Space>
          )}
        </Spin>
      </Space>
    </Modal>
  );
}
