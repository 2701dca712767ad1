import { useMemo } from 'react';
import { Card, Col, Empty, Row, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { columnMinWidth } from '../../../kit/column-width';
import { EChart, type ChartOption } from '../../../widgets/chart/echart';
import { dashboardsApi, type JobRow } from '../dashboards-api';
import { KeyboardScroll } from '../../../widgets/keyboard-scroll';

const RUN_COLORS: Record<string, string> = {
  success: 'green',
  failure: 'red',
  running: 'blue',
  interrupted: 'orange',
};

/** 任务页: every scheduled job with its next and last run, and today's runs by outcome. */
export function TaskDashboardPage() {
  const { t } = useTranslation();
  const jobs = useQuery({
    queryKey: ['dashboard', 'jobs'],
    queryFn: dashboardsApi.jobs,
    refetchInterval: 10_000,
  });
  const charts = useQuery({
    queryKey: ['dashboard', 'charts'],
    queryFn: dashboardsApi.charts,
    refetchInterval: 10_000,
    retry: false,
  });
  const D = (k: string) => t(`web.dashboards.${k}`);
  const runs = useMemo(() => charts.data?.jobRunsToday ?? [], [charts.data]);
  const option = useMemo<ChartOption>(
    () => ({
      tooltip: { trigger: 'item' },
      legend: { top: 0 },
      series: [
        {
          type: 'pie',
          radius: ['40%', '70%'],
          top: 24,
          data: runs.map((r) => ({ name: t(`web.dashboards.runStatus.${r.status}`), value: r.count })),
        },
      ],
    }),
    [runs, t],
  );
  // each column at least as wide as its header (Russian ones are long) or its values; the table scrolls instead of cutting them
  const width = (title: string, least: number) => Math.max(least, columnMinWidth(title));
  const columns: ColumnsType<JobRow> = [
    {
      key: 'description',
      dataIndex: 'description',
      title: t('resources.quartzJob.fields.description'),
      minWidth: 200,
      render: (d: string | null, j) => d || j.jobClassName,
    },
    {
      key: 'cron',
      dataIndex: 'cronExpression',
      title: t('resources.quartzJob.fields.cronExpression'),
      minWidth: width(t('resources.quartzJob.fields.cronExpression'), 150),
    },
    {
      key: 'status',
      dataIndex: 'status',
      title: D('jobStatus'),
      minWidth: width(D('jobStatus'), 90),
      render: (s: string, j) => <Tag color={s === '0' ? 'green' : 'default'}>{j.status_dictText ?? s}</Tag>,
    },
    { key: 'next', dataIndex: 'nextFireTime', title: D('nextRun'), minWidth: width(D('nextRun'), 170) },
    { key: 'last', dataIndex: 'lastRunTime', title: D('lastRun'), minWidth: width(D('lastRun'), 170) },
    {
      key: 'lastStatus',
      dataIndex: 'lastRunStatus',
      title: D('lastStatus'),
      minWidth: width(D('lastStatus'), 100),
      render: (s: string | null) =>
        s && <Tag color={RUN_COLORS[s]}>{t(`web.dashboards.runStatus.${s}`)}</Tag>,
    },
  ];
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Card size="small" title={D('jobs')}>
          <KeyboardScroll>
            <Table<JobRow>
              size="small"
              rowKey="id"
              loading={jobs.isLoading}
              dataSource={jobs.data ?? []}
              pagination={false}
              scroll={{ x: 'max-content' }}
              columns={columns}
            />
          </KeyboardScroll>
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card size="small" title={D('runsToday')}>
          {runs.length === 0 ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={D('noRuns')} />
          ) : (
            <EChart option={option} height={260} label={D('runsToday')} />
          )}
        </Card>
      </Col>
    </Row>
  );
}
