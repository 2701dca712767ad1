import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { allDictItems, dictItems, refreshDictCache } from './dict.service';

const noQuery = { type: 'object', properties: { _t: { type: 'string' } } } as const;

/** Dictionary calls of the shell: refresh, all items, one dictionary (signed). */
export function registerDictRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get(
    '/sys/dict/refleshCache',
    { config: { access: 'signedIn' }, schema: { tags: ['dict'], summary: 'Drop the dictionary cache', querystring: noQuery } },
    async (request) => {
      await refreshDictCache(ctx);
      return ok(request, null, 'dictCache.refreshed');
    },
  );

  app.get(
    '/sys/dict/queryAllDictItems',
    { config: { access: 'signedIn' }, schema: { tags: ['dict'], summary: 'Every dictionary with its items', querystring: noQuery } },
    async (request) => ok(request, await allDictItems(ctx, request.lang)),
  );

  app.get<{ Params: { dictCode: string } }>(
    '/sys/dict/getDictItems/:dictCode',
    {
      config: { access: 'signedIn', signed: true },
      schema: {
        tags: ['dict'],
        summary: 'Items of one dictionary (X-Sign and X-TIMESTAMP required)',
        params: {
          type: 'object',
          required: ['dictCode'],
          properties: { dictCode: { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_]+$' } },
        },
        querystring: { type: 'object', properties: {} },
      },
    },
    async (request) => ok(request, await dictItems(ctx, request.lang, request.params.dictCode)),
  );
}
