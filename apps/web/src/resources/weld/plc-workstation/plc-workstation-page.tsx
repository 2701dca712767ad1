import { useState } from 'react';
import { Button, Card, Empty, Space } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { weldPlcWorkstation } from '@weld/core';
import { ResourcePage } from '../../../kit/resource-page';
import { resourceKeys, type Row } from '../../../kit/resource-api';
import { GatewayKeyModal } from './gateway-key-modal';
import { WorkstationPanel } from './workstation-panel';

/**
 * PLC工位: the workstation list (the kit's), and below it the chosen workstation's live panel. A new
 * workstation's gateway key, which the add answers once, is shown right after saving.
 */
export function PlcWorkstationPage() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [selected, setSelected] = useState<Row | null>(null);
  const [key, setKey] = useState<string | null>(null);

  const choose = (record: Row) => (
    <Button type="link" size="small" onClick={() => setSelected(record)}>
      {t('web.weldPlc.points')}
    </Button>
  );
  const onSaved = (result: unknown, mode: 'create' | 'edit') => {
    const saved = result as Row & { gatewayKey?: string };
    if (mode === 'create' && saved.gatewayKey) setKey(saved.gatewayKey);
    if (mode === 'create' || saved.id === selected?.id) setSelected(saved);
  };

  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <ResourcePage
        definition={weldPlcWorkstation}
        onSaved={onSaved}
        slots={{
          rowActions: choose,
          cells: {
            code: (value, record) => (
              <Button type="link" size="small" style={{ padding: 0 }} onClick={() => setSelected(record)}>
                {String(value)}
              </Button>
            ),
          },
        }}
      />
      {selected ? (
        <WorkstationPanel
          key={selected.id}
          workstation={selected}
          onStatus={() =>
            void queryClient.invalidateQueries({ queryKey: resourceKeys(weldPlcWorkstation.name).all })
          }
        />
      ) : (
        <Card>
          <Empty description={t('web.weldPlc.pick')} />
        </Card>
      )}
      <GatewayKeyModal gatewayKey={key} onClose={() => setKey(null)} />
    </Space>
  );
}
