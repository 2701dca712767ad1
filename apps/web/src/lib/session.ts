import type {
  DepartInfo,
  DictItem,
  LoginResult,
  PermissionItem,
  PermissionResult,
  TenantInfo,
  UserInfo,
} from '@weld/core';
import { SESSION_CACHE_MS } from '@weld/core';
import { readStored, removeStored, writeStored } from './storage';

/** Keys of everything the session keeps; logout removes all of them. */
export const SESSION_KEYS = {
  token: 'accessToken',
  userInfo: 'userInfo',
  auth: 'auth',
  allAuth: 'allAuth',
  dict: 'sysAllDictItems',
  departs: 'departs',
  tenants: 'tenantList',
  tenantId: 'tenantId',
} as const;

type Listener = () => void;
const listeners = new Set<Listener>();
let version = 0;
/** set once the signed-in session is being ended (logout, a 401, a socket closed with 4401); a new login clears it */
let ending = false;
const notify = () => {
  version += 1;
  listeners.forEach((l) => l());
};

const put = <T>(key: string, value: T) => writeStored(key, value, SESSION_CACHE_MS);

/** The signed-in user's session, cached 7 days (spec shell §9). */
export const session = {
  token: () => readStored<string>(SESSION_KEYS.token),
  userInfo: () => readStored<UserInfo>(SESSION_KEYS.userInfo),
  auth: () => readStored<PermissionItem[]>(SESSION_KEYS.auth) ?? [],
  allAuth: () => readStored<PermissionItem[]>(SESSION_KEYS.allAuth) ?? [],
  dict: () => readStored<Record<string, DictItem[]>>(SESSION_KEYS.dict) ?? {},
  departs: () => readStored<DepartInfo[]>(SESSION_KEYS.departs) ?? [],
  tenants: () => readStored<TenantInfo[]>(SESSION_KEYS.tenants) ?? [],
  tenantId: () => readStored<number>(SESSION_KEYS.tenantId) ?? 0,
  version: () => version,

  saveLogin(result: LoginResult): void {
    ending = false;
    put(SESSION_KEYS.token, result.token);
    put(SESSION_KEYS.userInfo, result.userInfo);
    put(SESSION_KEYS.dict, result.sysAllDictItems ?? {});
    put(SESSION_KEYS.departs, result.departs ?? []);
    put(SESSION_KEYS.tenants, result.tenantList ?? []);
    const first = result.tenantList?.[0];
    put(SESSION_KEYS.tenantId, result.tenantList?.length === 1 && first ? first.id : 0);
    notify();
  },
  saveToken(token: string): void {
    ending = false;
    put(SESSION_KEYS.token, token);
    notify();
  },
  savePermissions(p: Pick<PermissionResult, 'auth' | 'allAuth'>): void {
    put(SESSION_KEYS.auth, p.auth);
    put(SESSION_KEYS.allAuth, p.allAuth);
    notify();
  },
  setUserInfo(info: UserInfo): void {
    put(SESSION_KEYS.userInfo, info);
    notify();
  },
  setTenantId(id: number): void {
    put(SESSION_KEYS.tenantId, id);
    notify();
  },
  setDict(dict: Record<string, DictItem[]>): void {
    put(SESSION_KEYS.dict, dict);
  },
  setDeparts(list: DepartInfo[]): void {
    put(SESSION_KEYS.departs, list);
  },
  /** Whether the session is being ended (until the next login). */
  ending: () => ending,
  /**
   * Marks the signed-in session as ending. True only for the first caller while a token is held, so
   * that of many refused calls and sockets one alone tells the user and signs out.
   * @example if (session.beginEnd()) signOutAndTell()
   */
  beginEnd(): boolean {
    if (ending || !session.token()) return false;
    ending = true;
    return true;
  },
  /** Forgets the session; `quiet` when the page reloads next, so the screens do not redraw signed-out meanwhile. */
  clear(options: { quiet?: boolean } = {}): void {
    Object.values(SESSION_KEYS).forEach(removeStored);
    if (!options.quiet) notify();
  },
  subscribe(listener: Listener): () => void {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
};
