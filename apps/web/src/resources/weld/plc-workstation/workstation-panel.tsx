import { useState } from 'react';
import {
  App,
  Badge,
  Button,
  Card,
  Col,
  Form,
  Input,
  Popconfirm,
  Row as GridRow,
  Tag,
  Typography,
} from 'antd';
import { useTranslation } from 'react-i18next';
import { isElementVisible, weldPlcPoint, RIGHTS } from '@weld/core';
import { ResourcePage } from '../../../kit/resource-page';
import type { Row } from '../../../kit/resource-api';
import { useAuthContext } from '../../../lib/use-session';
import { GatewayKeyModal } from './gateway-key-modal';
import { LiveValueCell, outsideLimits } from './live-value-cell';
import { PointHistoryChart } from './point-history-chart';
import { plcApi } from './plc-api';
import { usePlcLive } from './use-plc-live';

const OMIT = ['workstationId'] as const;
const num = (v: unknown) => (v === null || v === undefined || v === '' ? null : Number(v));

/**
 * One workstation: online/offline badge and last seen (live), its data points with live values (flashing
 * on change, red outside limits), and the history chart of the point chosen; 重置密钥 for holders of the right.
 */
export function WorkstationPanel({ workstation, onStatus }: { workstation: Row; onStatus: () => void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const auth = useAuthContext();
  const live = usePlcLive(workstation.id, onStatus);
  const [pointId, setPointId] = useState<string | null>(null);
  const [key, setKey] = useState<string | null>(null);
  const status = live.status ?? (workstation.status === 'online' ? 'online' : 'offline');
  const lastSeen = live.lastSeen ?? (workstation.lastSeen as string | null);

  async function resetKey() {
    const answer = await plcApi.resetKey(workstation.id).catch(() => null);
    if (!answer) return;
    void message.success(t('server.weldPlc.keyReset'));
    setKey(answer.gatewayKey);
  }

  const title = (
    <div className="plc-panel-title">
      <Typography.Title
        level={5}
      >{`${String(workstation.name)} (${String(workstation.code)})`}</Typography.Title>
      <Badge
        status={status === 'online' ? 'success' : 'default'}
        text={t(`web.weldPlc.${status}`)}
        data-testid="plc-status"
      />
      <Typography.Text type="secondary">
        {lastSeen ? t('web.weldPlc.lastSeen', { time: lastSeen }) : t('web.weldPlc.never')}
      </Typography.Text>
      {!live.connected && <Tag color="warning">{t('web.weldPlc.liveLost')}</Tag>}
    </div>
  );
  const extra = isElementVisible(RIGHTS.plcWorkstation.resetKey, auth) && (
    <Popconfirm
      title={t('web.weldPlc.resetConfirm')}
      okText={t('common.ok')}
      cancelText={t('common.cancel')}
      onConfirm={() => void resetKey()}
    >
      <Button>{t('web.weldPlc.resetKey')}</Button>
    </Popconfirm>
  );

  const liveCell = (value: unknown, record: Row) => {
    const pushed = live.values[record.id];
    const shown = pushed ? pushed.value : num(value);
    return (
      <LiveValueCell
        value={shown}
        unit={(record.unit as string | null) ?? null}
        stamp={pushed?.ts ?? null}
        outOfLimits={outsideLimits(shown, record.lowLimit, record.highLimit)}
      />
    );
  };

  return (
    <Card title={title} extra={extra}>
      <GridRow gutter={[16, 16]}>
        <Col xs={24} xxl={14}>
          <ResourcePage
            definition={weldPlcPoint}
            listParams={{ workstation: workstation.id }}
            formOmit={{ create: OMIT, edit: OMIT, detail: OMIT }}
            slots={{
              cells: {
                lastValue: liveCell,
                lastTime: (value, record) => live.values[record.id]?.time ?? (value as string | null) ?? '-',
              },
              rowActions: (record) => (
                <Button type="link" size="small" onClick={() => setPointId(record.id)}>
                  {t('web.weldPlc.chart')}
                </Button>
              ),
              formSection: () => (
                <Form.Item name="workstationId" hidden initialValue={workstation.id}>
                  <Input />
                </Form.Item>
              ),
            }}
          />
        </Col>
        <Col xs={24} xxl={10}>
          <PointHistoryChart
            key={`${workstation.id}-${pointId}`}
            pointId={pointId}
            live={pointId ? live.values[pointId] : undefined}
          />
        </Col>
      </GridRow>
      <GatewayKeyModal gatewayKey={key} onClose={() => setKey(null)} />
    </Card>
  );
}
