import { datetime, defineResource, dict, number, text } from '../../resource';

const CODE = { regex: '^[A-Za-z0-9_-]+$', message: 'server.kit.validation.code' };
const RIGHT = { regex: '^[A-Za-z0-9_:.-]+$', message: 'server.gatewayProxy.rightPattern' };

/**
 * Gateway routes (网关路由): a route id, the target uri and its predicates and filters as JSON arrays
 * (checked on save), with the route's flags from the `yn` dictionary. The server proxies
 * `<API_BASE>/gateway/<Path predicate>` to `uri` for callers holding `perms` (empty: administrators only),
 * or for anyone when `anonymous` is yes.
 */
export const gatewayRoute = defineResource({
  name: 'gatewayRoute',
  area: 'system',
  path: '/sys/gatewayRoute',
  table: 'sys_gateway_route',
  permission: 'system:gateway',
  fields: {
    routerId: text({ required: true, unique: true, max: 100, pattern: CODE, search: 'like', sort: true }),
    name: text({ required: true, max: 100, search: 'like', sort: true }),
    uri: text({ required: true, max: 255, search: 'like', example: 'http://10.20.0.5:8080/manual' }),
    predicates: text({
      max: 2000,
      list: false,
      multiline: true,
      example: '[{"name":"Path","args":{"_genkey_0":"/manual/**"}}]',
    }),
    filters: text({
      max: 2000,
      list: false,
      multiline: true,
      example: '[{"name":"StripPrefix","args":{"_genkey_0":"1"}}]',
    }),
    retryable: dict('yn', { default: '0', search: 'eq', list: false }),
    stripPrefix: dict('yn', { default: '0', search: 'eq', list: false }),
    perms: text({ max: 100, pattern: RIGHT, search: 'like', example: 'gateway:weld-manual' }),
    anonymous: dict('yn', { default: '0', search: 'eq' }),
    timeoutSeconds: number({ integer: true, required: true, min: 1, max: 600, default: 30, list: false }),
    persistable: dict('yn', { default: '0', search: 'eq', list: false }),
    showApi: dict('yn', { default: '1', search: 'eq', list: false }),
    status: dict('valid_status', { required: true, search: 'eq', sort: true }),
    createTime: datetime({ form: false, sort: true, search: 'range' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});

/**
 * Where the gateway serves a route, below `<API_BASE>/gateway`: the patterns of its Path predicates, or
 * `/<routerId>/**` when it has none; unreadable predicates (refused on save) give none.
 * @example gatewayRoutePaths('manual', '[{"name":"Path","args":{"_genkey_0":"/manual/**"}}]') // ['/manual/**']
 */
export function gatewayRoutePaths(routerId: string, predicates: string | null | undefined): string[] {
  let items: unknown;
  try {
    items = predicates && predicates.trim() !== '' ? JSON.parse(predicates) : [];
  } catch {
    return [];
  }
  if (!Array.isArray(items)) return [];
  const paths = items
    .filter(
      (item): item is { name: string; args?: Record<string, unknown> } =>
        typeof item === 'object' && item !== null && (item as { name?: unknown }).name === 'Path',
    )
    .flatMap((item) => Object.values(item.args ?? {}).flatMap((value) => String(value).split(',')))
    .map((path) => path.trim())
    .filter((path) => path !== '');
  return paths.length > 0 || items.some((item) => (item as { name?: unknown })?.name === 'Path')
    ? paths
    : [`/${routerId}/**`];
}
