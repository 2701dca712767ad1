import { useMemo } from 'react';
import { Card, Col, Empty, Row, Table, Tag } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { EChart, type ChartOption } from '../../../widgets/chart/echart';
import { dashboardsApi, type JobRow } from '../dashboards-api';

const RUN_COLORS: Record<string, string> = { success: 'green', failure: 'red', running: 'blue', interrupted: 'orange' };

/** 任务页: every scheduled job with its next and last run, and today's runs by outcome. */
export function TaskDashboardPage() {
  const { t } = useTranslation();
  const jobs = useQuery({ queryKey: ['dashboard', 'jobs'], queryFn: dashboardsApi.jobs, refetchInterval: 10_000 });
  const charts = useQuery({ queryKey: ['dashboard', 'charts'], queryFn: dashboardsApi.charts, refetchInterval: 10_000, retry: false });
  const D = (k: string) => t(`web.dashboards.${k}`);
  const runs = useMemo(() => charts.data?.jobRunsToday ?? [], [charts.data]);
  const option = useMemo<ChartOption>(() => ({
    tooltip: { trigger: 'item' }, legend: { top: 0 },
    series: [{ type: 'pie', radius: ['40%', '70%'], top: 24, data: runs.map((r) => ({ name: t(`web.dashboards.runStatus.${r.status}`), value: r.count })) }],
  }), [runs, t]);
  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} xl={16}>
        <Card size="small" title={D('jobs')}>
          <Table<JobRow> size="small" rowKey="id" loading={jobs.isLoading} dataSource={jobs.data ?? []} pagination={false} scroll={{ x: 720 }}
            columns={[
              { key: 'description', dataIndex: 'description', title: t('resources.quartzJob.fields.description'), ellipsis: true, render: (d: string | null, j) => d || j.jobClassName },
              { key: 'cron', dataIndex: 'cronExpression', title: t('resources.quartzJob.fields.cronExpression'), width: 150 },
              { key: 'status', dataIndex: 'status', title: D('jobStatus'), width: 90, render: (s: string, j) => <Tag color={s === '0' ? 'green' : 'default'}>{j.status_dictText ?? s}</Tag> },
              { key: 'next', dataIndex: 'nextFireTime', title: D('nextRun'), width: 170 },
              { key: 'last', dataIndex: 'lastRunTime', title: D('lastRun'), width: 170 },
              { key: 'lastStatus', dataIndex: 'lastRunStatus', title: D('lastStatus'), width: 100,
                render: (s: string | null) => s && <Tag color={RUN_COLORS[s]}>{t(`web.dashboards.runStatus.${s}`)}</Tag> },
            ]} />
        </Card>
      </Col>
      <Col xs={24} xl={8}>
        <Card size="small" title={D('runsToday')}>
          {runs.length === 0 ? <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={D('noRuns')} /> : <EChart option={option} height={260} label={D('runsToday')} />}
        </Card>
      </Col>
    </Row>
  );
}
