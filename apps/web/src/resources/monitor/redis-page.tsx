import { RIGHTS } from '@weld/core';
import { useMemo } from 'react';
import { Alert, Card, Col, Collapse, Descriptions, Row, Skeleton, Statistic } from 'antd';
import { useTranslation } from 'react-i18next';
import { useAuthContext } from '../../lib/use-session';
import { EChart, type ChartOption } from '../../widgets/chart/echart';
import { monitorApi, type RedisInfo } from './monitor-api';
import { formatBytes, formatDuration, toMb } from './monitor-format';
import { MonitorFrame } from './monitor-frame';
import { RedisTerminal } from './redis-terminal';
import { useMonitor } from './use-monitor';

const hitRate = (stats: Record<string, string> = {}) => {
  const hits = Number(stats.keyspace_hits ?? 0);
  const misses = Number(stats.keyspace_misses ?? 0);
  return hits + misses ? `${Math.round((hits / (hits + misses)) * 1000) / 10}%` : '-';
};

/** Redis监控: the figures that matter, memory and keys charted live, every INFO section, and the read-only terminal. */
export function RedisPage() {
  const { t } = useTranslation();
  const auth = useAuthContext();
  const { query, history, auto, setAuto } = useMonitor<RedisInfo, { memory: number; keys: number }>(
    'redis',
    monitorApi.redis,
    (r) =>
      r.configured
        ? { memory: toMb(Number(r.sections.memory?.used_memory ?? 0)), keys: r.keys }
        : { memory: 0, keys: 0 },
  );
  const L = (k: string) => t(`web.monitor.redis.${k}`);
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: ['MB', L('keys')] },
      grid: { left: 48, right: 48, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: history.map((h) => h.time) },
      yAxis: [
        { type: 'value', name: 'MB' },
        { type: 'value', name: L('keys') },
      ],
      series: [
        {
          name: 'MB',
          type: 'line',
          smooth: true,
          showSymbol: history.length < 3,
          data: history.map((h) => h.value.memory),
        },
        {
          name: L('keys'),
          type: 'line',
          smooth: true,
          showSymbol: history.length < 3,
          yAxisIndex: 1,
          data: history.map((h) => h.value.keys),
        },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [history, t],
  );
  const r = query.data;
  // the server runs commands only for holders of this right: the terminal shows only to them
  const mayRun = auth.auth.some((a) => a.action.split(',').includes(RIGHTS.redis.command));
  return (
    <MonitorFrame query={query} auto={auto} setAuto={setAuto}>
      {!r ? (
        <Skeleton active />
      ) : !r.configured ? (
        <Alert type="info" showIcon message={L('notConfigured')} />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={L('keys')} value={r.keys} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic
                  title={L('memory')}
                  value={formatBytes(Number(r.sections.memory?.used_memory ?? 0))}
                />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={L('clients')} value={r.sections.clients?.connected_clients ?? '-'} />
              </Card>
            </Col>
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={L('ops')} value={r.sections.stats?.instantaneous_ops_per_sec ?? '-'} />
              </Card>
            </Col>
          </Row>
          <Card size="small" title={L('history')}>
            <EChart option={option} height={220} label={L('history')} />
          </Card>
          <Card size="small">
            <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2 }}>
              <Descriptions.Item label={L('version')}>{r.sections.server?.redis_version}</Descriptions.Item>
              <Descriptions.Item label={L('mode')}>{r.sections.server?.redis_mode}</Descriptions.Item>
              <Descriptions.Item label={L('uptime')}>
                {formatDuration(t, Number(r.sections.server?.uptime_in_seconds ?? 0))}
              </Descriptions.Item>
              <Descriptions.Item label={L('peak')}>
                {r.sections.memory?.used_memory_peak_human}
              </Descriptions.Item>
              <Descriptions.Item label={L('hitRate')}>{hitRate(r.sections.stats)}</Descriptions.Item>
            </Descriptions>
          </Card>
          <Collapse
            size="small"
            items={Object.entries(r.sections).map(([name, values]) => ({
              key: name,
              label: name,
              children: (
                <Descriptions size="small" bordered column={1}>
                  {Object.entries(values).map(([k, v]) => (
                    <Descriptions.Item key={k} label={k}>
                      {v}
                    </Descriptions.Item>
                  ))}
                </Descriptions>
              ),
            }))}
          />
          {mayRun && <RedisTerminal />}
        </>
      )}
    </MonitorFrame>
  );
}
