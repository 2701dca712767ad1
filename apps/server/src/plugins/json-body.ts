import type { FastifyInstance } from 'fastify';

/**
 * The `application/json` body parser of the whole app: Fastify's own (body limit, `__proto__` and
 * `constructor` poisoning refused, malformed JSON a 400 the envelope words), except that an empty body
 * is no body. Clients label body-less POSTs (`/sys/logout`, `…/resetKey?id=`) as JSON all the same, and
 * Fastify alone refuses them with FST_ERR_CTP_EMPTY_JSON_BODY; a route that needs a body still refuses
 * the missing one through its schema.
 * @example registerJsonBodyParser(app) // before any route
 */
export function registerJsonBodyParser(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'error');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    if ((body as string).trim() === '') done(null, undefined);
    else parseJson(request, body as string, done);
  });
}
