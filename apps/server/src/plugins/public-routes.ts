import type { RouteInfo } from '../context';

/**
 * The routes anyone may call, paths relative to API_BASE ('GET /*' is the web app). A route that
 * declares `access: 'public'` and is not listed here stops the server at start.
 */
export const PUBLIC_ROUTES: readonly string[] = [
  'GET /*',
  'GET /health',
  'GET /sys/loginConfig',
  'GET /sys/randomImage/:key',
  'POST /sys/login',
  'POST /sys/phoneLogin',
  'POST /sys/sms',
  'POST /sys/user/register',
  'POST /sys/user/phoneVerification',
  'POST /sys/user/passwordChange',
  'GET /sys/common/static/*',
  'POST /weld/plc/ingest',
  // devices authenticate by serial number and key (weld/device/device-auth.ts), not by a user token
  'GET /weld/device/firmware/latest',
  'GET /weld/device/firmware/download',
  // the gateway decides per route (plugins/gateway): a signed-in caller with the route's right, or anyone where the route says so
  ...['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'].map((method) => `${method} /gateway/*`),
];

/** Start-time check of one route's declaration; the access hook refuses at run time as well. */
export function checkDeclaration(route: RouteInfo, apiBase: string): void {
  const { access, permission } = route.config;
  const declared =
    access === 'public' || access === 'signedIn' || (typeof permission === 'string' && permission.length > 0);
  if (!declared)
    throw new Error(
      `route ${route.method} ${route.url} declares no access (config.access or config.permission)`,
    );
  if (access !== 'public') return;
  const path = route.url.startsWith(`${apiBase}/`) ? route.url.slice(apiBase.length) : route.url;
  const method = route.method === 'HEAD' ? 'GET' : route.method;
  if (!PUBLIC_ROUTES.includes(`${method} ${path}`))
    throw new Error(`route ${route.method} ${route.url} is public but not in PUBLIC_ROUTES`);
}
