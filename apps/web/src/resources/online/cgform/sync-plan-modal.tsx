import { useState } from 'react';
import { Alert, App, Empty, Modal, Radio, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { SyncMethod } from '@weld/core';
import { cgformApi } from './cgform-api';

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
  const blocked = !data || (method === 'normal' && data.losses.length > 0) || data.conflicts.length > 0;
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
                    <div key={JSON.stringify(l)}>{t(`server.${l.key}`, l.params)}</div>
                  ))}
                />
              )}
              {data.conflicts.map((c) => (
                <Alert
                  key={JSON.stringify(c)}
                  type="error"
                  showIcon
                  message={t(`server.${c.key}`, c.params)}
                />
              ))}
              <Typography.Text strong>
                {t('web.cgform.sync.statements', { dialect: data.dialect })}
              </Typography.Text>
              {data.statements.length === 0 ? (
                <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('web.cgform.sync.nothing')} />
              ) : (
                <pre className="cgform-sync-sql" data-testid="sync-statements">
                  {data.statements.map((s) => `${s.sql};`).join('\n\n')}
                </pre>
              )}
            </Space>
          )}
        </Spin>
      </Space>
    </Modal>
  );
}
