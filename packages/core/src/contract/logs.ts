/** A live session (GET /sys/online/list): `id` names the session in the token store, never its token. */
export interface OnlineSession {
  id: string;
  userId: string;
  username: string;
  realname: string | null;
  ip: string | null;
  loginTime: string;
  expireTime: string;
  /** the caller's own session (it is ended by signing out, not from this list) */
  current: boolean;
}

/** One stored version of a record (GET /sys/dataLog/queryCompareList answers two, older first). */
export interface DataVersion {
  id: string;
  dataTable: string;
  dataId: string;
  dataVersion: number;
  /** the record's readable fields by key, as they were */
  dataContent: Record<string, unknown>;
  createBy: string | null;
  createTime: string;
}

/** A version in a record's version list (GET /sys/dataLog/queryDataVerList), oldest first. */
export type DataVersionEntry = Pick<DataVersion, 'id' | 'dataVersion' | 'createBy' | 'createTime'>;

/** GET /sys/loginfo: visits are logged calls (sign-ins, sign-outs, writes, exports), logins are sign-ins. */
export interface LogInfo {
  todayVisitCount: number;
  totalVisitCount: number;
  todayLoginCount: number;
  totalLoginCount: number;
  /** distinct addresses among today's logged calls */
  todayIp: number;
}

/** One day of GET /sys/visitInfo (the last seven days, oldest first, days without calls as zeros). */
export interface VisitDay {
  /** YYYY-MM-DD (the platform's name for it) */
  tian: string;
  /** MM-DD, the chart's axis label */
  type: string;
  visit: number;
  login: number;
  ip: number;
}
