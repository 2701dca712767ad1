import { gatewayRoute, translate } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { label } from '../../../kit/write';
import type { ResourceHooks } from '../../../kit/save';

const MAX_ITEMS = 50;
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;
const URI = /^(lb|https?|wss?):\/\/[^\s/?#]+[^\s]*$/i;

/**
 * Predicates and filters as the gateway reads them: a JSON array of `{name, args}` with `args` an object
 * of texts, e.g. `[{"name":"Path","args":{"_genkey_0":"/weld/**"}}]`; null when fine, else a message key.
 */
export function definitionsProblem(text: string): string | null {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch {
    return 'gateway.notJson';
  }
  if (!Array.isArray(data) || data.length > MAX_ITEMS) return 'gateway.notArray';
  for (const item of data) {
    if (typeof item !== 'object' || item === null || Array.isArray(item)) return 'gateway.badItem';
    const { name, args } = item as Record<string, unknown>;
    if (typeof name !== 'string' || !NAME.test(name)) return 'gateway.badItem';
    if (args === undefined) continue;
    if (typeof args !== 'object' || args === null || Array.isArray(args)) return 'gateway.badItem';
    if (!Object.values(args).every((v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean')) return 'gateway.badItem';
  }
  return null;
}

/**
 * Gateway routes through the kit: uri (`lb://service` or an http(s)/ws(s) address), predicates and
 * filters checked on save, refused per field like the kit's own checks.
 * @example resourceHooks.gatewayRoute = (ctx) => gatewayRouteHooks(ctx)
 */
export function gatewayRouteHooks(_ctx: AppContext): ResourceHooks {
  return {
    beforeWrite: (columns, { request }) => {
      const errors: Record<string, string> = {};
      const lang = request.lang;
      if (typeof columns.uri === 'string' && !URI.test(columns.uri)) errors.uri = translate(lang, 'server.gateway.badUri');
      for (const [key, column] of [['predicates', 'predicates'], ['filters', 'filters']] as const) {
        const value = columns[column];
        if (typeof value !== 'string') continue;
        const problem = definitionsProblem(value);
        if (problem) errors[key] = translate(lang, `server.${problem}`, { max: MAX_ITEMS });
      }
      const keys = Object.keys(errors) as (keyof typeof gatewayRoute.fields)[];
      if (keys.length === 0) return;
      const details = keys.map((k) => translate(lang, 'server.kit.fieldMessage', { field: label(gatewayRoute, gatewayRoute.fields[k], lang), message: errors[k] })).join('; ');
      throw new AppError(400, 'kit.invalid', { details }, { errors });
    },
  };
}
