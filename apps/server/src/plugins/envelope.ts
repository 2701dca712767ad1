import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { translate } from '@weld/core';
import type { ApiResult, Locale } from '@weld/core';
import { AppError } from '../lib/errors';
import { pickLocale } from '../lib/lang';

/**
 * A success envelope; `messageKey` is under `server.` and defaults to `ok`.
 * @example return ok(request, { token })
 */
export function ok<T>(request: FastifyRequest, result: T, messageKey = 'ok'): ApiResult<T> {
  return {
    success: true,
    message: translate(request.lang, `server.${messageKey}`),
    code: 200,
    result,
    timestamp: Date.now(),
  };
}

export function fail(
  lang: Locale,
  status: number,
  key: string,
  params: Record<string, unknown> = {},
): ApiResult<null> {
  return {
    success: false,
    message: translate(lang, `server.${key}`, params),
    code: status,
    result: null,
    timestamp: Date.now(),
  };
}

type AjvError = { keyword: string; instancePath: string; params: Record<string, unknown> };

const KNOWN_RULES = new Set([
  'required',
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'type',
  'enum',
  'minimum',
  'maximum',
  'additionalProperties',
]);

/** "field + rule" in the caller's language from the first schema violation. */
function validationMessage(lang: Locale, error: FastifyError): string {
  const first = (error.validation?.[0] ?? { keyword: 'invalid', instancePath: '', params: {} }) as AjvError;
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field =
    (first.params.missingProperty as string | undefined) ??
    (first.params.additionalProperty as string | undefined) ??
    (path || error.validationContext || 'body');
  const leaf = field.split('.').pop() ?? field;
  if (first.keyword === 'pattern' && leaf === 'email') return translate(lang, 'server.validation.email');
  if (first.keyword === 'pattern' && (leaf === 'phone' || leaf === 'mobile'))
    return translate(lang, 'server.validation.mobile');
  if (first.keyword === 'pattern' && leaf === 'username')
    return translate(lang, 'server.validation.username');
  const rule = KNOWN_RULES.has(first.keyword) ? first.keyword : 'invalid';
  const values = Array.isArray(first.params.allowedValues) ? first.params.allowedValues.join(', ') : '';
  return translate(lang, `server.validation.${rule}`, {
    field,
    limit: first.params.limit,
    type: first.params.type,
    values,
  });
}

const STATUS_KEYS: Record<number, string> = {
  400: 'errors.badRequest',
  401: 'errors.unauthorized',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  409: 'errors.conflict',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  429: 'errors.tooManyRequests',
  503: 'errors.unavailable',
};

function send(reply: FastifyReply, status: number, body: ApiResult<unknown>) {
  return reply.code(status).header('cache-control', 'no-store').send(body);
}

/** One error handler and one not-found handler: every failure leaves in the envelope, never with a stack or SQL. */
export function registerEnvelope(app: FastifyInstance): void {
  app.decorateRequest('lang', {
    getter(this: FastifyRequest) {
      return pickLocale(this.headers['x-lang'], this.headers['accept-language']);
    },
  });
  app.decorateRequest('auth', null);

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const lang = request.lang;
    if (error instanceof AppError)
      return send(reply, error.status, {
        ...fail(lang, error.status, error.key, error.params),
        result: error.result,
      });
    if (error.validation) {
      const body = fail(lang, 400, 'errors.badRequest');
      body.message = validationMessage(lang, error);
      return send(reply, 400, body);
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      const key =
        error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error instanceof SyntaxError
          ? 'validation.json'
          : (STATUS_KEYS[status] ?? 'errors.badRequest');
      return send(reply, status, fail(lang, status, key));
    }
    request.log.error({ err: error, url: request.url, method: request.method }, 'unhandled error');
    return send(reply, 500, fail(lang, 500, 'errors.internal'));
  });

  app.setNotFoundHandler((request, reply) => send(reply, 404, fail(request.lang, 404, 'errors.notFound')));
}
