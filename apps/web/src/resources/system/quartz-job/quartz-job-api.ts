import { useQuery } from '@tanstack/react-query';
import type { ApiResult, PageResult, QuartzJobClass, QuartzJobRun } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';

/** What execute answers: the run's outcome, or `running` when it outlasted the call. */
export interface ExecuteOutcome {
  status: 'running' | 'success' | 'failure';
  message?: string | null;
}

/** The scheduled jobs' calls beside the kit's CRUD; query keys sit under `quartzJob`, so the kit's refresh renews them too. */
export const quartzJobApi = {
  jobClasses: async () => unwrap(await http.get<QuartzJobClass[]>('/sys/quartzJob/jobClasses')),
  runs: async (jobId: string, pageNo: number, pageSize: number) =>
    unwrap(await http.get<PageResult<QuartzJobRun>>('/sys/quartzJob/logList', { jobId, pageNo, pageSize })),
  pause: (id: string) => http.get<null>('/sys/quartzJob/pause', { id }),
  resume: (id: string) => http.get<null>('/sys/quartzJob/resume', { id }),
  execute: (id: string): Promise<ApiResult<ExecuteOutcome>> =>
    http.get<ExecuteOutcome>('/sys/quartzJob/execute', { id }),
};

/**
 * The job classes the server can run, fetched once per screen visit.
 * @example const { data: classes = [] } = useJobClasses()
 */
export function useJobClasses() {
  return useQuery({
    queryKey: ['quartzJob', 'jobClasses'],
    queryFn: quartzJobApi.jobClasses,
    staleTime: 60_000,
  });
}
