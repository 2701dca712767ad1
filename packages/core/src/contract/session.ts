/** Login, session and permission shapes shared by server and web (spec shell §3, §6, §7). */

export interface LoginRequest {
  username: string;
  password: string;
  captcha?: string;
  checkKey?: string;
}

export interface UserInfo {
  id: string;
  username: string;
  realname: string;
  avatar: string | null;
  orgCode: string | null;
  email: string | null;
  phone: string | null;
  sex: number | null;
  status: number;
  /** true when the password was generated at first start and must be changed */
  mustChangePassword: boolean;
  relTenantIds: string;
  /**
   * the tenant a client works in after sign-in (the original's clients send it back as `X-Tenant-Id`): the
   * user's first tenant by id, 0 when they belong to none
   */
  loginTenantId: number;
}

export interface DepartInfo {
  id: string;
  orgCode: string;
  departName: string;
  parentId: string | null;
}

export interface TenantInfo {
  id: number;
  name: string;
}

export interface DictItem {
  value: string;
  text: string;
  title?: string;
  label?: string;
  color?: string | null;
  disabled?: boolean;
}

export interface LoginResult {
  token: string;
  userInfo: UserInfo;
  departs: DepartInfo[];
  /** 0 no department, 1 one department, 2 several (the user may switch) */
  multi_depart: 0 | 1 | 2;
  tenantList: TenantInfo[];
  sysAllDictItems: Record<string, DictItem[]>;
}

/** GET /sys/user/getUserInfo: the signed-in user as login answers them, with every dictionary. */
export interface UserInfoResult {
  userInfo: UserInfo;
  sysAllDictItems: Record<string, DictItem[]>;
}

/** type "1" menu/route level, "2" button/action; status "1" enabled, "0" disabled. */
export interface PermissionItem {
  action: string;
  type: '1' | '2';
  describe: string;
  status?: '0' | '1';
}

export interface MenuMeta {
  title: string;
  icon?: string | null;
  url?: string | null;
  keepAlive: boolean;
  internalOrExternal: boolean;
  componentName?: string | null;
  /** permission codes a route requires: any match allows; absent means open */
  permission?: string[];
  permissionList?: PermissionItem[];
  hideHeader?: boolean;
}

export interface MenuNode {
  id: string;
  path: string;
  name: string;
  component: string;
  redirect?: string | null;
  hidden?: boolean;
  alwaysShow?: boolean;
  /** "0" means the entry is not turned into a route */
  route: '0' | '1';
  meta: MenuMeta;
  children?: MenuNode[];
}

export interface PermissionResult {
  menu: MenuNode[];
  auth: PermissionItem[];
  allAuth: PermissionItem[];
  /** the user's enabled button codes, one per code (a row's comma-joined perms split), as the original's clients read them */
  codeList: string[];
  /** the server's SAFE_MODE: the original's clients hide their development tools when it is true */
  sysSafeMode: boolean;
}

export interface CurrentDeparts {
  list: DepartInfo[];
  orgCode: string | null;
}

export interface UpdatePasswordRequest {
  username: string;
  oldpassword: string;
  password: string;
  confirmpassword: string;
}
