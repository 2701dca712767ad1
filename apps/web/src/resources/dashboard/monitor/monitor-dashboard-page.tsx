import { useMemo } from 'react';
import { Card, Col, Row, Statistic, Table, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { EChart, type ChartOption } from '../../../widgets/chart/echart';
import { monitorApi, type TraceEntry, MonitorFrame, useMonitor } from '../../monitor';

/** Requests and errors since the previous reading: the trace is newest first, so new ones lead it. */
function sinceLast(trace: TraceEntry[], previous: TraceEntry | undefined): TraceEntry[] {
  if (!previous) return trace;
  const at = trace.findIndex(
    (e) => e.time === previous.time && e.path === previous.path && e.ms === previous.ms,
  );
  return at < 0 ? trace : trace.slice(0, at);
}

/** 监控页: live requests and errors of this server (every 5 s), the error rate and the slowest calls. */
export function MonitorDashboardPage() {
  const { t } = useTranslation();
  const { query, history, auto, setAuto } = useMonitor('dashboard-trace', monitorApi.trace, (trace) => trace);
  const D = (k: string) => t(`web.dashboards.${k}`);
  const points = useMemo(
    () =>
      history.map((h, i) => {
        const fresh = sinceLast(h.value, history[i - 1]?.value[0]);
        return { time: h.time, requests: fresh.length, errors: fresh.filter((e) => e.status >= 400).length };
      }),
    [history],
  );
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'axis' },
      legend: { top: 0, data: [D('requests'), D('errors')] },
      grid: { left: 40, right: 16, top: 36, bottom: 28 },
      xAxis: { type: 'category', data: points.map((p) => p.time) },
      yAxis: { type: 'value', minInterval: 1 },
      series: [
        { name: D('requests'), type: 'bar', barMaxWidth: 24, data: points.map((p) => p.requests) },
        {
          name: D('errors'),
          type: 'line',
          smooth: true,
          itemStyle: { color: '#ff4d4f' },
          data: points.map((p) => p.errors),
        },
      ],
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [points, t],
  );
  const trace = query.data ?? [];
  const failed = trace.filter((e) => e.status >= 400).length;
  const mean = trace.length ? Math.round((trace.reduce((s, e) => s + e.ms, 0) / trace.length) * 10) / 10 : 0;
  const slowest = [...trace].sort((a, b) => b.ms - a.ms).slice(0, 5);
  return (
    <MonitorFrame query={query} auto={auto} setAuto={setAuto}>
      <Row gutter={[16, 16]}>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={D('total')} value={trace.length} />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic
              title={D('errors')}
              value={failed}
              valueStyle={failed ? { color: '#cf1322' } : undefined}
            />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic
              title={D('errorRate')}
              value={trace.length ? Math.round((failed / trace.length) * 1000) / 10 : 0}
              suffix="%"
            />
          </Card>
        </Col>
        <Col xs={12} md={6}>
          <Card size="small">
            <Statistic title={D('avgMs')} value={mean} />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={D('requests')}>
        <EChart option={option} height={240} label={D('requests')} />
      </Card>
      <Card size="small" title={D('slowest')}>
        <Table<TraceEntry>
          size="small"
          rowKey={(r) => `${r.time}-${r.path}-${r.ms}`}
          pagination={false}
          dataSource={slowest}
          scroll={{ x: 560 }}
          columns={[
            { key: 'time', dataIndex: 'time', title: t('web.monitor.trace.time'), width: 170 },
            { key: 'method', dataIndex: 'method', title: t('web.monitor.trace.method'), width: 90 },
            { key: 'path', dataIndex: 'path', title: t('web.monitor.trace.path'), ellipsis: true },
            {
              key: 'status',
              dataIndex: 'status',
              title: t('web.monitor.trace.status'),
              width: 80,
              render: (s: number) => <Tag color={s >= 400 ? 'red' : 'green'}>{s}</Tag>,
            },
            { key: 'ms', dataIndex: 'ms', title: t('web.monitor.trace.ms'), width: 100, align: 'right' },
          ]}
        />
      </Card>
    </MonitorFrame>
  );
}
