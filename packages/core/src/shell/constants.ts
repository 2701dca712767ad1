/** Shell constants of the spec (shell §9). */
export const SESSION_CACHE_MS = 604_800_000;
export const HOME_PATH = '/dashboard/analysis';
export const LOGIN_PATH = '/user/login';
export const OAUTH_LOGIN_PATH = '/oauth2-app/login';
export const OFFICIAL_WEBSITE_PATH = '/officialWebsite/officialWebsitePage';
export const PUBLIC_PATHS = [
  LOGIN_PATH,
  '/user/register',
  '/user/register-result',
  '/user/alteration',
  OFFICIAL_WEBSITE_PATH,
  OAUTH_LOGIN_PATH,
] as const;
export const HTTP_TIMEOUT_MS = 180_000;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;
export const HEADER_HIDE_THRESHOLD_PX = 100;
export const MOBILE_MAX_WIDTH = 1087.99;
export const SMALL_MOBILE_MAX_WIDTH = 767.99;
export const PASSWORD_DIALOG_WIDTH = 800;
export const DEPART_DIALOG_WIDTH = 500;
export const USER_PICKER_WIDTH = 1250;
export const NOTICE_POPOVER_WIDTH = 300;
export const SOCKET_RECONNECT_MS = 5_000;
export const SOCKET_HEARTBEAT_TIMEOUT_MS = 20_000;
export const NOTICE_POLL_MS = 6_000;
export const LOGOUT_RELOAD_DELAY_MS = 1_500;

export const LOCALES = ['zh_CN', 'en_US', 'ru_RU'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'zh_CN';

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/** Default theme and layout settings (shell §9). */
export const DEFAULT_SETTINGS = {
  color: '#1890FF',
  theme: 'light' as 'light' | 'dark',
  layout: 'sidemenu' as 'sidemenu' | 'topmenu',
  contentWidth: 'Fixed' as 'Fixed' | 'Fluid',
  fixedHeader: false,
  fixSiderbar: false,
  autoHideHeader: false,
  weak: false,
  multipage: true,
  darkMode: false,
};
export type ShellSettings = typeof DEFAULT_SETTINGS;
