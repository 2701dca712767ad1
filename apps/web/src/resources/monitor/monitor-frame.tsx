import type { ReactNode } from 'react';
import { Alert, Button, Card, Space, Switch, Typography } from 'antd';
import { ReloadOutlined } from '@ant-design/icons';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatInZone, useServerTimeZone, zoneLabel } from '../../lib/server-time';

interface Props {
  query: UseQueryResult<unknown>;
  auto: boolean;
  setAuto(on: boolean): void;
  children: ReactNode;
}

/**
 * What every monitor screen shares: refresh, the auto-refresh switch, the time of the last reading and
 * the failure notice.
 * @example <MonitorFrame query={query} auto={auto} setAuto={setAuto}>…</MonitorFrame>
 */
export function MonitorFrame({ query, auto, setAuto, children }: Props) {
  const { t } = useTranslation();
  const timeZone = useServerTimeZone();
  // the server's clock, as in every list, not the browser's
  const updated = query.dataUpdatedAt && timeZone ? formatInZone(query.dataUpdatedAt, timeZone, true) : '';
  return (
    <Space direction="vertical" size={16} style={{ width: '100%' }}>
      <Card size="small">
        <Space wrap style={{ width: '100%', justifyContent: 'space-between' }}>
          <Typography.Text
            type="secondary"
            title={timeZone && t('web.timeZone.label', { zone: zoneLabel(timeZone) })}
          >
            {updated && t('web.monitor.lastUpdated', { time: updated })}
          </Typography.Text>
          <Space wrap>
            <Space size={6}>
              <Switch
                size="small"
                checked={auto}
                onChange={setAuto}
                aria-label={t('web.monitor.autoRefresh')}
              />
              <span>{t('web.monitor.autoRefresh')}</span>
            </Space>
            <Button icon={<ReloadOutlined />} loading={query.isFetching} onClick={() => void query.refetch()}>
              {t('web.monitor.refresh')}
            </Button>
          </Space>
        </Space>
      </Card>
      {query.isError && <Alert type="error" showIcon message={t('web.monitor.loadFailed')} />}
      {children}
    </Space>
  );
}
