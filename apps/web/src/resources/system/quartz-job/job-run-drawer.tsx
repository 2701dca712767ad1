import { useState } from 'react';
import { Button, Drawer, Table, Tag, Typography } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { QuartzJobRun } from '@weld/core';
import type { Row } from '../../../kit/resource-api';
import { quartzJobApi } from './quartz-job-api';
import { pageTotal } from '../../../widgets/page-total';

/** Tag colours of a run's outcome. */
export const OUTCOME_COLORS: Record<QuartzJobRun['status'], string> = {
  running: 'processing',
  success: 'success',
  failure: 'error',
};

/** Column title keys that differ from the record's keys. */
const TITLES: Partial<Record<keyof QuartzJobRun, string>> = { costMs: 'cost', triggerType: 'trigger' };

/** How often an open run log asks for new runs: a job firing every few seconds shows them as they come. */
const REFRESH_MS = 5000;

/**
 * 运行日志 of one job: its runs newest first, paginated, refreshed while open.
 * @example <JobRunDrawer job={record} onClose={() => setShown(null)} />
 */
export function JobRunDrawer({ job, onClose }: { job: Row | null; onClose(): void }) {
  const { t } = useTranslation();
  const [page, setPage] = useState({ pageNo: 1, pageSize: 10 });
  const jobId = job?.id ?? '';
  const query = useQuery({
    queryKey: ['quartzJob', 'logList', { jobId, ...page }],
    queryFn: () => quartzJobApi.runs(jobId, page.pageNo, page.pageSize),
    enabled: job !== null,
    refetchInterval: REFRESH_MS,
    placeholderData: keepPreviousData,
  });
  const column = (
    key: keyof QuartzJobRun,
    render?: ColumnType<QuartzJobRun>['render'],
  ): ColumnType<QuartzJobRun> => ({
    key,
    dataIndex: key,
    title: t(`web.quartzJob.columns.${TITLES[key] ?? key}`),
    render,
  });
  const columns: ColumnType<QuartzJobRun>[] = [
    column('startTime'),
    column('status', (status: QuartzJobRun['status']) => (
      <Tag color={OUTCOME_COLORS[status]}>{t(`web.quartzJob.outcome.${status}`)}</Tag>
    )),
    column('message', (message: string | null) => (
      <Typography.Text style={{ wordBreak: 'break-word' }}>{message ?? ''}</Typography.Text>
    )),
    column('costMs', (ms: number | null) => (ms === null ? '' : t('web.quartzJob.cost', { ms }))),
    column('triggerType', (trigger: QuartzJobRun['triggerType']) => t(`web.quartzJob.trigger.${trigger}`)),
    column('endTime'),
    column('host'),
  ];
  const close = () => {
    setPage({ pageNo: 1, pageSize: 10 });
    onClose();
  };

  return (
    <Drawer
      open={job !== null}
      onClose={close}
      title={t('web.quartzJob.logTitle', { name: job?.description || job?.jobClassName || '' })}
      size={Math.min(900, window.innerWidth)}
      extra={
        <Button onClick={() => void query.refetch()} loading={query.isFetching}>
          {t('web.quartzJob.refresh')}
        </Button>
      }
    >
      <Table<QuartzJobRun>
        rowKey="id"
        size="small"
        columns={columns}
        dataSource={query.data?.records ?? []}
        loading={query.isLoading}
        scroll={{ x: 760 }}
        locale={{ emptyText: t('web.quartzJob.noRuns') }}
        pagination={{
          current: page.pageNo,
          pageSize: page.pageSize,
          total: query.data?.total ?? 0,
          showSizeChanger: true,
          pageSizeOptions: [10, 20, 50],
          showTotal: pageTotal(t, query.data),
          onChange: (pageNo, pageSize) => setPage({ pageNo, pageSize }),
        }}
      />
    </Drawer>
  );
}
