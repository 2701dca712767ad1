import { useMemo } from 'react';
import { Card, Col, Row, Skeleton } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EChart, type ChartOption } from '../../../widgets/chart/echart';
import { dashboardsApi } from '../dashboards-api';

/** 图表页: the chart kinds the product draws, each over real figures (users by department, status and sex, today's job runs). */
export function ChartDashboardPage() {
  const { t } = useTranslation();
  const charts = useQuery({ queryKey: ['dashboard', 'charts'], queryFn: dashboardsApi.charts });
  const D = (k: string) => t(`web.dashboards.${k}`);
  const c = charts.data;
  const options = useMemo(() => {
    if (!c) return null;
    const bar: ChartOption = {
      tooltip: { trigger: 'axis' },
      grid: { left: 40, right: 16, top: 16, bottom: 60 },
      xAxis: {
        type: 'category',
        data: c.usersByDepart.map((d) => d.name),
        axisLabel: { rotate: 30, interval: 0 },
      },
      yAxis: { type: 'value', minInterval: 1 },
      series: [{ name: D('count'), type: 'bar', barMaxWidth: 32, data: c.usersByDepart.map((d) => d.count) }],
    };
    const statusPie: ChartOption = {
      tooltip: { trigger: 'item' },
      legend: { top: 0 },
      series: [
        {
          type: 'pie',
          radius: '65%',
          top: 24,
          data: c.usersByStatus.map((s) => ({
            name: t(`server.dict.user_status.${s.status}`, { defaultValue: s.status }),
            value: s.count,
          })),
        },
      ],
    };
    const sexRose: ChartOption = {
      tooltip: { trigger: 'item' },
      legend: { top: 0 },
      series: [
        {
          type: 'pie',
          roseType: 'radius',
          radius: ['20%', '70%'],
          top: 24,
          data: c.usersBySex.map((s) => ({
            name: s.sex ? t(`server.dict.sex.${s.sex}`, { defaultValue: s.sex }) : D('unknown'),
            value: s.count,
          })),
        },
      ],
    };
    const done = c.jobRunsToday.find((r) => r.status === 'success')?.count ?? 0;
    const all = c.jobRunsToday.reduce((s, r) => s + r.count, 0);
    // the share of today's runs that succeeded; with no run yet the gauge stays at zero and says so
    const gauge: ChartOption = {
      series: [
        {
          type: 'gauge',
          radius: '85%',
          progress: { show: true, width: 12 },
          axisLine: { lineStyle: { width: 12 } },
          splitLine: { length: 8 },
          axisTick: { show: false },
          title: { offsetCenter: [0, '78%'], fontSize: 13 },
          detail: { offsetCenter: [0, '42%'], formatter: '{value}%', fontSize: 24 },
          data: [
            { value: all ? Math.round((done / all) * 100) : 0, name: all ? D('successRate') : D('noRuns') },
          ],
        },
      ],
    };
    return { bar, statusPie, sexRose, gauge };
  }, [c, t]); // eslint-disable-line react-hooks/exhaustive-deps
  if (!options) return <Skeleton active />;
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={12}>
        <Card size="small" title={D('usersByDepart')}>
          <EChart option={options.bar} height={280} label={D('usersByDepart')} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={D('usersByStatus')}>
          <EChart option={options.statusPie} height={280} label={D('usersByStatus')} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={D('usersBySex')}>
          <EChart option={options.sexRose} height={280} label={D('usersBySex')} />
        </Card>
      </Col>
      <Col xs={24} lg={12}>
        <Card size="small" title={D('runsToday')}>
          <EChart option={options.gauge} height={280} label={D('runsToday')} />
        </Card>
      </Col>
    </Row>
  );
}
