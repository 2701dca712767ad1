import { Card, Col, Descriptions, Row, Skeleton, Statistic, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart, type ChartOption } from '../../widgets/chart/echart';
import { monitorApi } from './monitor-api';
import { formatBytes, formatDuration, toMb } from './monitor-format';
import { MonitorFrame } from './monitor-frame';
import { useMonitor } from './use-monitor';

/** 运行时监控, the JVM screen's counterpart: heap and its spaces, event-loop delay, GC by kind, charted live. */
export function RuntimePage() {
  const { t } = useTranslation();
  const { query, history, auto, setAuto } = useMonitor('runtime', monitorApi.runtime, (r) => ({
    heap: toMb(r.heap.used),
    rss: toMb(r.rss),
    delay: r.eventLoopDelay.p99,
  }));
  const r = query.data;
  const L = (k: string) => t(`web.monitor.runtime.${k}`);
  const axis = history.map((h) => h.time);
  const heapOption = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: [L('heapUsed'), 'RSS'] },
      grid: { left: 48, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: axis },
      yAxis: { type: 'value' },
      series: [
        {
          name: L('heapUsed'),
          type: 'line',
          smooth: true,
          showSymbol: history.length < 3,
          areaStyle: {},
          data: history.map((h) => h.value.heap),
        },
        {
          name: 'RSS',
          type: 'line',
          smooth: true,
          showSymbol: history.length < 3,
          data: history.map((h) => h.value.rss),
        },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [history, t],
  );
  const delayOption = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 48, right: 16, top: 16, bottom: 28 },
      xAxis: { type: 'category', data: axis },
      yAxis: { type: 'value' },
      series: [
        { name: L('delayHistory'), type: 'bar', barMaxWidth: 24, data: history.map((h) => h.value.delay) },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [history, t],
  );
  return (
    <MonitorFrame query={query} auto={auto} setAuto={setAuto}>
      {!r ? (
        <Skeleton active />
      ) : (
        <>
          <Row gutter={[16, 16]}>
            {(
              [
                ['heapUsed', r.heap.used],
                ['heapTotal', r.heap.total],
                ['heapLimit', r.heap.limit],
                ['rss', r.rss],
              ] as const
            ).map(([k, v]) => (
              <Col key={k} xs={12} md={6}>
                <Card size="small">
                  <Statistic title={L(k)} value={formatBytes(v)} />
                </Card>
              </Col>
            ))}
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card size="small" title={L('heapHistory')}>
                <EChart option={heapOption} height={220} label={L('heapHistory')} />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title={L('delayHistory')}>
                <EChart option={delayOption} height={220} label={L('delayHistory')} />
              </Card>
            </Col>
          </Row>
          <Card size="small">
            <Descriptions size="small" bordered column={{ xs: 1, sm: 1, md: 2 }}>
              <Descriptions.Item label={L('node')}>{r.node}</Descriptions.Item>
              <Descriptions.Item label={L('v8')}>{r.v8}</Descriptions.Item>
              <Descriptions.Item label={L('pid')}>{r.pid}</Descriptions.Item>
              <Descriptions.Item label={L('uptime')}>{formatDuration(t, r.uptimeSeconds)}</Descriptions.Item>
              <Descriptions.Item label={L('external')}>{formatBytes(r.external)}</Descriptions.Item>
              <Descriptions.Item label={L('eventLoop')}>
                {L('mean')} {r.eventLoopDelay.mean} · {L('p50')} {r.eventLoopDelay.p50} · {L('p99')}{' '}
                {r.eventLoopDelay.p99} · {L('max')} {r.eventLoopDelay.max}
              </Descriptions.Item>
              <Descriptions.Item label={L('cpuUser')}>{Math.round(r.cpu.user / 1000)} ms</Descriptions.Item>
              <Descriptions.Item label={L('cpuSystem')}>
                {Math.round(r.cpu.system / 1000)} ms
              </Descriptions.Item>
            </Descriptions>
          </Card>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={10}>
              <Card size="small" title={L('gc')}>
                <Table
                  size="small"
                  rowKey="kind"
                  pagination={false}
                  dataSource={r.gc}
                  columns={[
                    {
                      key: 'kind',
                      dataIndex: 'kind',
                      title: L('gcKind'),
                      render: (k: string) => t(`web.monitor.runtime.gcKinds.${k}`),
                    },
                    { key: 'count', dataIndex: 'count', title: L('gcCount'), align: 'right' },
                    { key: 'ms', dataIndex: 'ms', title: L('gcMs'), align: 'right' },
                  ]}
                />
              </Card>
            </Col>
            <Col xs={24} lg={14}>
              <Card size="small" title={L('spaces')}>
                <Table
                  size="small"
                  rowKey="name"
                  pagination={false}
                  dataSource={r.spaces}
                  scroll={{ x: 420 }}
                  columns={[
                    { key: 'name', dataIndex: 'name', title: L('space') },
                    {
                      key: 'used',
                      dataIndex: 'used',
                      title: L('spaceUsed'),
                      align: 'right',
                      render: formatBytes,
                    },
                    {
                      key: 'size',
                      dataIndex: 'size',
                      title: L('spaceSize'),
                      align: 'right',
                      render: formatBytes,
                    },
                  ]}
                />
              </Card>
            </Col>
          </Row>
        </>
      )}
    </MonitorFrame>
  );
}
