import { useMemo, useState } from 'react';
import { Space, Tag } from 'antd';
import type { ColumnType } from 'antd/es/table/interface';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QUARTZ_STATUS, quartzJob } from '@weld/core';
import type { QuartzJobRun } from '@weld/core';
import { ResourcePage, type ResourcePageSlots } from '../../../kit/resource-page';
import type { Row } from '../../../kit/resource-api';
import { CronInput } from '../../../widgets/cron-editor';
import { JobClassSelect, JobParameterInput } from './job-class-select';
import { JobRunDrawer, OUTCOME_COLORS } from './job-run-drawer';
import { QuartzJobActions } from './quartz-job-actions';

/**
 * 定时任务 ('system/QuartzJobList'): the kit's list over the scheduled jobs with their next and last run,
 * the job class chosen among the server's, the cron expression from the cron editor, and per row 停止/启动,
 * 立即执行 and 运行日志.
 * @example pageRegistry['system/QuartzJobList']
 */
export function QuartzJobPage() {
  const { t } = useTranslation();
  const [shown, setShown] = useState<Row | null>(null);
  const queryClient = useQueryClient();
  // runs seen in the log may be newer than the list's 最近运行
  const closeRuns = () => {
    setShown(null);
    void queryClient.invalidateQueries({ queryKey: ['quartzJob', 'list'] });
  };

  const slots = useMemo<ResourcePageSlots>(() => {
    const columns: ColumnType<Row>[] = [
      {
        key: 'nextFireTime',
        dataIndex: 'nextFireTime',
        title: t('web.quartzJob.nextFireTime'),
        render: (v: string | null) => v ?? '—',
      },
      {
        key: 'lastRun',
        title: t('web.quartzJob.lastRun'),
        render: (_: unknown, r: Row) =>
          r.lastRunTime ? (
            <Space size={4} wrap>
              <span>{String(r.lastRunTime)}</span>
              <Tag color={OUTCOME_COLORS[r.lastRunStatus as QuartzJobRun['status']]}>
                {t(`web.quartzJob.outcome.${String(r.lastRunStatus)}`)}
              </Tag>
            </Space>
          ) : (
            '—'
          ),
      },
    ];
    return {
      columns,
      cells: {
        status: (_: unknown, r: Row) => (
          <Tag color={r.status === QUARTZ_STATUS.normal ? 'green' : 'default'}>
            {String(r.status_dictText ?? r.status)}
          </Tag>
        ),
        cronExpression: (v: unknown) => <code style={{ whiteSpace: 'nowrap' }}>{String(v ?? '')}</code>,
      },
      controls: {
        jobClassName: ({ placeholder }) => <JobClassSelect placeholder={placeholder} />,
        cronExpression: () => <CronInput />,
        parameter: ({ placeholder }) => <JobParameterInput placeholder={placeholder} />,
      },
      rowActions: (record) => <QuartzJobActions record={record} onShowRuns={setShown} />,
    };
  }, [t]);

  return (
    <>
      <ResourcePage definition={quartzJob} slots={slots} />
      <JobRunDrawer job={shown} onClose={closeRuns} />
    </>
  );
}
