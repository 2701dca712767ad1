import type {
  ApiResult,
  CurrentDeparts,
  DepartInfo,
  DictItem,
  LoginRequest,
  LoginResult,
  PermissionResult,
  UpdatePasswordRequest,
  UserInfo,
} from '@weld/core';
import { ResultCode } from '@weld/core';
import { http } from '../http';
import { unwrap } from '../http/unwrap';

/** Login succeeds only on code 200; any other answer is rejected with the response (spec shell §4). */
async function acceptLogin(res: ApiResult<LoginResult>): Promise<LoginResult> {
  if (res.code !== ResultCode.OK || !res.success) throw res;
  return res.result;
}

export const sessionApi = {
  /** `smsDelivered` false: no SMS provider is configured and codes only reach the server log; `timeZone`: the server's TZ */
  loginConfig: async () =>
    unwrap(await http.get<{ captcha: boolean; smsDelivered: boolean; timeZone: string }>('/sys/loginConfig')),
  randomImage: async (key: string) =>
    unwrap(await http.get<string>(`/sys/randomImage/${encodeURIComponent(key)}`)),
  login: async (body: LoginRequest) =>
    acceptLogin(await http.post<LoginResult>('/sys/login', body, { silent: true })),
  phoneLogin: async (mobile: string, captcha: string) =>
    acceptLogin(await http.post<LoginResult>('/sys/phoneLogin', { mobile, captcha }, { silent: true })),
  sendSms: async (mobile: string, smsmode: '0' | '1' | '2') =>
    unwrap(await http.post<null>('/sys/sms', { mobile, smsmode }, { silent: true })),
  permissions: async () =>
    unwrap(await http.get<PermissionResult>('/sys/permission/getUserPermissionByToken')),
  currentDeparts: async () => unwrap(await http.get<CurrentDeparts>('/sys/user/getCurrentUserDeparts')),
  selectDepart: async (orgCode: string, username: string) =>
    unwrap(await http.post<{ userInfo: UserInfo }>('/sys/selectDepart', { orgCode, username })),
  updatePassword: async (body: UpdatePasswordRequest) =>
    unwrap(await http.post<null>('/sys/user/updatePassword', body, { silent: true })),
  language: async (lang: string) =>
    unwrap(
      await http.post<null>('/sys/language/language', { lang, localOffset: new Date().getTimezoneOffset() }),
    ),
  refreshCache: async () => unwrap(await http.get<null>('/sys/dict/refleshCache')),
  allDictItems: async () => unwrap(await http.get<Record<string, DictItem[]>>('/sys/dict/queryAllDictItems')),
  current: async () => unwrap(await http.get<CurrentUser>('/sys/user/current')),
  editSelf: async (body: EditSelfRequest) =>
    unwrap(await http.put<{ userInfo: UserInfo }>('/sys/user/editSelf', body, { silent: true })),
  dashboard: async () => unwrap(await http.get<DashboardSummary>('/sys/dashboard/summary')),
  /** counts a screen opened, for 首页's top pages; a failure is not the user's concern */
  pageVisit: (path: string) =>
    http.post<null>('/sys/dashboard/pageVisit', { path }, { silent: true }).catch(() => undefined),
  topPages: async (mine = false) =>
    unwrap(
      await http.get<{ path: string; title: string; count: number }[]>(
        '/sys/dashboard/topPages',
        mine ? { mine: '1' } : undefined,
      ),
    ),
  // the OpenAPI document is served as it is, without the envelope
  apiDocs: async () => (await http.get<unknown>('/v3/api-docs')) as unknown as OpenApiDocument,
};

export const accountApi = {
  register: async (body: {
    username: string;
    password: string;
    phone: string;
    smscode: string;
    email?: string;
  }) => unwrap(await http.post<null>('/sys/user/register', body, { silent: true })),
  phoneVerification: async (phone: string, smscode: string) =>
    unwrap(
      await http.post<{ username: string; smscode: string }>(
        '/sys/user/phoneVerification',
        { phone, smscode },
        { silent: true },
      ),
    ),
  passwordChange: async (body: { username: string; password: string; smscode: string; phone: string }) =>
    unwrap(await http.post<null>('/sys/user/passwordChange', body, { silent: true })),
};

export interface CurrentUser {
  userInfo: UserInfo;
  roles: { id: string; roleName: string; roleCode: string }[];
  departs: DepartInfo[];
}

export interface EditSelfRequest {
  realname: string;
  email: string | null;
  /** the bound phone may only stay or be removed here; a new one goes through /sys/user/changePhone */
  phone?: string | null;
  sex: number | null;
}

/** 首页's summary: the counts are null for callers without 系统概况 (HOME_RIGHTS.counts). */
export interface DashboardSummary {
  users: number | null;
  roles: number | null;
  departs: number | null;
  sessions: number | null;
  myRoles: string[];
  myDepart: string | null;
}

export interface OpenApiOperation {
  summary?: string;
  tags?: string[];
  security?: unknown[];
  description?: string;
  'x-permission'?: string;
}

export interface OpenApiDocument {
  info?: { title?: string; version?: string };
  paths: Record<string, Record<string, OpenApiOperation>>;
}
