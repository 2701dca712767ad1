import { gatewayRoute, translate } from '@weld/core';
import type { Locale } from '@weld/core';
import type { AppContext } from '../../../context';
import { allowedAddress, HostNotAllowedError, hostText } from '../../../lib/host-allow-list';
import { fieldsError } from '../../../kit/write';
import type { ResourceHooks } from '../../../kit/save';
import { compileRule, RuleProblem } from '../../../plugins/gateway/route-rules';
import { gatewayHostRules, upstreamTarget } from '../../../plugins/gateway/gateway-proxy';

const MAX_ITEMS = 50;
const NAME = /^[A-Za-z][A-Za-z0-9_]{0,63}$/;

type Field = 'uri' | 'predicates' | 'filters';

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
    if (
      !Object.values(args).every(
        (v) => typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean',
      )
    )
      return 'gateway.badItem';
  }
  return null;
}

function refuse(lang: Locale, errors: Partial<Record<Field, string>>): never {
  throw fieldsError(gatewayRoute, errors as Record<string, string>, lang);
}

/**
 * Gateway routes through the kit. On save, refused per field like the kit's own checks: predicates and
 * filters that are not `{name, args}` arrays, a route the proxy could not apply (uri other than http(s),
 * an unknown predicate or filter …), an upstream host outside the allow-list (DATA_SOURCE_ALLOWED_HOSTS,
 * as data sources; a listed name that does not resolve yet passes). After a commit every instance reads
 * the routes again, so a route enabled, changed, disabled or deleted takes effect at once everywhere.
 * @example hooks: { gatewayRoute: (ctx) => gatewayRouteHooks(ctx) } in the folder's module.ts
 */
export function gatewayRouteHooks(ctx: AppContext): ResourceHooks {
  return {
    // the upstream host's address is looked up: outside the transaction
    beforeTransaction: async (columns, { request, id, merged }) => {
      const lang = request.lang;
      const errors: Partial<Record<Field, string>> = {};
      for (const field of ['predicates', 'filters'] as const) {
        const value = columns[field];
        if (typeof value !== 'string' || value.trim() === '') continue;
        const problem = definitionsProblem(value);
        if (problem) errors[field] = translate(lang, `server.${problem}`, { max: MAX_ITEMS });
      }
      if (Object.keys(errors).length > 0) refuse(lang, errors);
      const row = {
        id,
        router_id: '',
        uri: '',
        predicates: null,
        filters: null,
        strip_prefix: null,
        retryable: null,
        anonymous: '0',
        perms: null,
        timeout_seconds: 30,
        ...merged,
      } as Parameters<typeof compileRule>[0];
      let rule;
      try {
        rule = compileRule(row);
      } catch (err) {
        if (!(err instanceof RuleProblem)) throw err;
        refuse(lang, { [err.field]: translate(lang, `server.${err.key}`, err.params) });
      }
      const target = upstreamTarget(rule);
      try {
        await allowedAddress(gatewayHostRules(ctx.config), target.host, target.port);
      } catch (err) {
        // a listed name that does not resolve from here yet is the administrator's to fix, as with data sources
        if (err instanceof HostNotAllowedError)
          refuse(lang, {
            uri: translate(lang, 'server.gatewayProxy.hostNotAllowed', {
              host: hostText(err.host, err.port),
            }),
          });
      }
    },
    afterCommit: () => ctx.gateway.changed(),
  };
}
