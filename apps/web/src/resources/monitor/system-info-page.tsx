import { Card, Col, Descriptions, Progress, Row, Skeleton } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart, type ChartOption } from '../../widgets/chart/echart';
import { monitorApi } from './monitor-api';
import { formatBytes, formatDuration } from './monitor-format';
import { MonitorFrame } from './monitor-frame';
import { useMonitor } from './use-monitor';

/** 服务器信息: OS, CPU and memory with gauges, load and uptimes, and the last readings charted. */
export function SystemInfoPage() {
  const { t } = useTranslation();
  const { query, history, auto, setAuto } = useMonitor('system', monitorApi.system, (s) => ({
    cpu: s.cpu.usage,
    memory: s.memory.usage,
  }));
  const s = query.data;
  const L = (k: string) => t(`web.monitor.system.${k}`);
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: [L('cpuUsage'), L('memoryUsage')] },
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: history.map((h) => h.time) },
      yAxis: { type: 'value', min: 0, max: 100 },
      series: [
        {
          name: L('cpuUsage'),
          type: 'line',
          smooth: true,
          showSymbol: history.length < 3,
          data: history.map((h) => h.value.cpu),
        },
        {
          name: L('memoryUsage'),
          type: 'line',
          smooth: true,
          showSymbol: history.length < 3,
          data: history.map((h) => h.value.memory),
        },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [history, t],
  );
  return (
    <MonitorFrame query={query} auto={auto} setAuto={setAuto}>
      {!s ? (
        <Skeleton active />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            <Col xs={24} md={12}>
              <Card size="small" title={L('cpuUsage')}>
                <Progress
                  aria-label={L('cpuUsage')}
                  type="dashboard"
                  percent={s.cpu.usage}
                  format={(p) => `${p}%`}
                />
                <div>
                  {s.cpu.model} · {L('cores')} {s.cpu.cores}
                </div>
              </Card>
            </Col>
            <Col xs={24} md={12}>
              <Card size="small" title={L('memoryUsage')}>
                <Progress
                  aria-label={L('memoryUsage')}
                  type="dashboard"
                  percent={s.memory.usage}
                  format={(p) => `${p}%`}
                  status={s.memory.usage > 90 ? 'exception' : 'normal'}
                />
                <div>
                  {L('used')} {formatBytes(s.memory.used)} / {L('total')} {formatBytes(s.memory.total)}
                </div>
              </Card>
            </Col>
          </Row>
          <Card size="small" title={L('history')}>
            <EChart option={option} height={240} label={L('history')} />
          </Card>
          <Card size="small">
            <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2 }}>
              <Descriptions.Item label={L('os')}>
                {s.os.platform} {s.os.release}
              </Descriptions.Item>
              <Descriptions.Item label={L('hostname')}>{s.os.hostname}</Descriptions.Item>
              <Descriptions.Item label={L('arch')}>{s.os.arch}</Descriptions.Item>
              <Descriptions.Item label={L('cpu')}>{s.cpu.model}</Descriptions.Item>
              <Descriptions.Item label={L('load')}>{s.load.join(' / ')}</Descriptions.Item>
              <Descriptions.Item label={L('free')}>{formatBytes(s.memory.free)}</Descriptions.Item>
              <Descriptions.Item label={L('uptime')}>{formatDuration(t, s.uptimeSeconds)}</Descriptions.Item>
              <Descriptions.Item label={L('processUptime')}>
                {formatDuration(t, s.processUptimeSeconds)}
              </Descriptions.Item>
            </Descriptions>
          </Card>
        </>
      )}
    </MonitorFrame>
  );
}
