import { App, Button, Popconfirm } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { isElementVisible, QUARTZ_STATUS, RIGHTS } from '@weld/core';
import { useAuthContext } from '../../../lib/use-session';
import type { Row } from '../../../kit/resource-api';
import { quartzJobApi } from './quartz-job-api';

/** Rights of the row actions, each its own button right. */
export const JOB_RIGHTS = {
  pause: RIGHTS.quartzJob.pause,
  resume: RIGHTS.quartzJob.resume,
  execute: RIGHTS.quartzJob.execute,
} as const;

/**
 * 停止 or 启动 (by the job's status), 立即执行 and 运行日志 of one job, as the user's rights allow.
 * @example rowActions: (record) => <QuartzJobActions record={record} onShowRuns={setShown} />
 */
export function QuartzJobActions({ record, onShowRuns }: { record: Row; onShowRuns(record: Row): void }) {
  const { t } = useTranslation();
  const { message } = App.useApp();
  const queryClient = useQueryClient();
  const auth = useAuthContext();
  const can = (right: string) => isElementVisible(right, auth);
  const refresh = () => queryClient.invalidateQueries({ queryKey: ['quartzJob'] });

  const act = async (call: () => Promise<{ message: string; result?: unknown }>) => {
    // a refusal was already shown by the HTTP client
    const res = await call().catch(() => null);
    if (!res) return;
    const outcome = (res.result as { status?: string } | null)?.status;
    if (outcome === 'failure') void message.error(res.message);
    else if (outcome === 'running') void message.info(res.message);
    else void message.success(res.message);
    await refresh();
  };

  const normal = record.status === QUARTZ_STATUS.normal;
  return (
    <>
      {normal && can(JOB_RIGHTS.pause) && (
        <Popconfirm
          title={t('web.quartzJob.confirmPause')}
          okText={t('common.ok')}
          cancelText={t('common.cancel')}
          onConfirm={() => act(() => quartzJobApi.pause(record.id))}
        >
          <Button type="link" size="small">
            {t('web.quartzJob.pause')}
          </Button>
        </Popconfirm>
      )}
      {!normal && can(JOB_RIGHTS.resume) && (
        <Button type="link" size="small" onClick={() => void act(() => quartzJobApi.resume(record.id))}>
          {t('web.quartzJob.resume')}
        </Button>
      )}
      {can(JOB_RIGHTS.execute) && (
        <Popconfirm
          title={t('web.quartzJob.confirmExecute')}
          okText={t('common.ok')}
          cancelText={t('common.cancel')}
          onConfirm={() => act(() => quartzJobApi.execute(record.id))}
        >
          <Button type="link" size="small">
            {t('web.quartzJob.execute')}
          </Button>
        </Popconfirm>
      )}
      <Button type="link" size="small" onClick={() => onShowRuns(record)}>
        {t('web.quartzJob.log')}
      </Button>
    </>
  );
}
