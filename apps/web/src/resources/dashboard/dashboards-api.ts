import { http } from '../../lib/http';
import { unwrap } from '../../lib/http/unwrap';

export interface ChartFigures {
  usersByDepart: { name: string; count: number }[];
  usersByStatus: { status: string; count: number }[];
  usersBySex: { sex: string; count: number }[];
  jobRunsToday: { status: string; count: number }[];
}

/** An unread announcement or system message as listByUser answers it. */
export interface NoticeItem {
  id: string;
  titile: string;
  sender?: string | null;
  sendTime?: string | null;
  priority?: string | null;
}

export interface NoticesByUser {
  anntMsgList: NoticeItem[];
  anntMsgTotal: number;
  sysMsgList: NoticeItem[];
  sysMsgTotal: number;
}

/** A scheduled job as the 定时任务 list answers it, with its next and last runs. */
export interface JobRow {
  id: string;
  jobClassName: string;
  cronExpression: string;
  description: string | null;
  status: string;
  status_dictText?: string;
  nextFireTime?: string | null;
  lastRunTime?: string | null;
  lastRunStatus?: string | null;
}

/** Calls of the dashboards beside 首页. */
export const dashboardsApi = {
  charts: async () => unwrap(await http.get<ChartFigures>('/sys/dashboard/charts')),
  notices: async () =>
    unwrap(await http.get<NoticesByUser>('/sys/annountCement/listByUser', undefined, { silent: true })),
  jobs: async () =>
    unwrap(await http.get<{ records: JobRow[] }>('/sys/quartzJob/list', { pageNo: 1, pageSize: 50 })).records,
};
