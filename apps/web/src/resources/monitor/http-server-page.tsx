import { Card, Col, Row, Skeleton, Statistic, Table } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { EChart, type ChartOption } from '../../widgets/chart/echart';
import { monitorApi, type HttpServerInfo } from './monitor-api';
import { formatDuration } from './monitor-format';
import { MonitorFrame } from './monitor-frame';
import { useMonitor } from './use-monitor';

type RouteRow = HttpServerInfo['routes'][number];

const byNumber = (key: 'count' | 'errors' | 'meanMs' | 'p95Ms' | 'maxMs') => (a: RouteRow, b: RouteRow) =>
  a[key] - b[key];

/**
 * HTTP服务监控, Tomcat's counterpart beside 运行时监控 (the JVM's): open, keep-alive and WebSocket
 * connections, requests in flight, the request rate, charted live, and count and times per route.
 */
export function HttpServerPage() {
  const { t } = useTranslation();
  const { query, history, auto, setAuto } = useMonitor('httpServer', monitorApi.httpServer, (s) => ({
    open: s.connections.open,
    inFlight: s.requests.inFlight,
    rate: s.requests.perSecond,
  }));
  const s = query.data;
  const L = (k: string) => t(`web.monitor.httpServer.${k}`);
  const axis = history.map((h) => h.time);
  const connectionOption = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: [L('open'), L('inFlight')] },
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: axis },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        {
          name: L('open'),
          type: 'line',
          smooth: true,
          showSymbol: history.length < 3,
          areaStyle: {},
          data: history.map((h) => h.value.open),
        },
        {
          name: L('inFlight'),
          type: 'line',
          smooth: true,
          showSymbol: history.length < 3,
          data: history.map((h) => h.value.inFlight),
        },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [history, t],
  );
  const rateOption = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 16, top: 16, bottom: 28 },
      xAxis: { type: 'category', data: axis },
      yAxis: { type: 'value' },
      series: [
        { name: L('rateHistory'), type: 'bar', barMaxWidth: 24, data: history.map((h) => h.value.rate) },
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
            {(
              [
                ['open', s.connections.open],
                ['keepAlive', s.connections.keepAlive],
                ['webSockets', s.connections.webSockets],
                ['accepted', s.connections.accepted],
              ] as const
            ).map(([k, v]) => (
              <Col key={k} xs={12} md={6}>
                <Card size="small">
                  <Statistic title={L(k)} value={v} />
                </Card>
              </Col>
            ))}
            {(
              [
                ['inFlight', s.requests.inFlight],
                ['perSecond', s.requests.perSecond],
                ['answered', s.requests.answered],
              ] as const
            ).map(([k, v]) => (
              <Col key={k} xs={12} md={6}>
                <Card size="small">
                  <Statistic title={L(k)} value={v} />
                </Card>
              </Col>
            ))}
            <Col xs={12} md={6}>
              <Card size="small">
                <Statistic title={L('uptime')} value={formatDuration(t, s.uptimeSeconds)} />
              </Card>
            </Col>
          </Row>
          <Row gutter={[16, 16]}>
            <Col xs={24} lg={12}>
              <Card size="small" title={L('history')}>
                <EChart option={connectionOption} height={220} label={L('history')} />
              </Card>
            </Col>
            <Col xs={24} lg={12}>
              <Card size="small" title={L('rateHistory')}>
                <EChart option={rateOption} height={220} label={L('rateHistory')} />
              </Card>
            </Col>
          </Row>
          <Card size="small" title={L('routes')}>
            <Table<RouteRow>
              size="small"
              rowKey={(r) => `${r.method} ${r.route}`}
              dataSource={s.routes}
              scroll={{ x: 720 }}
              pagination={{ pageSize: 10, showSizeChanger: false, hideOnSinglePage: true }}
              locale={{ emptyText: L('empty') }}
              columns={[
                { key: 'method', dataIndex: 'method', title: L('method'), width: 90 },
                { key: 'route', dataIndex: 'route', title: L('route'), ellipsis: true },
                {
                  key: 'count',
                  dataIndex: 'count',
                  title: L('count'),
                  align: 'right',
                  width: 100,
                  sorter: byNumber('count'),
                  defaultSortOrder: 'descend',
                },
                {
                  key: 'errors',
                  dataIndex: 'errors',
                  title: L('errors'),
                  align: 'right',
                  width: 110,
                  sorter: byNumber('errors'),
                },
                {
                  key: 'meanMs',
                  dataIndex: 'meanMs',
                  title: L('mean'),
                  align: 'right',
                  width: 110,
                  sorter: byNumber('meanMs'),
                },
                {
                  key: 'p95Ms',
                  dataIndex: 'p95Ms',
                  title: L('p95'),
                  align: 'right',
                  width: 110,
                  sorter: byNumber('p95Ms'),
                },
                {
                  key: 'maxMs',
                  dataIndex: 'maxMs',
                  title: L('max'),
                  align: 'right',
                  width: 110,
                  sorter: byNumber('maxMs'),
                },
              ]}
            />
          </Card>
        </>
      )}
    </MonitorFrame>
  );
}
