import { RIGHTS } from '@weld/core';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { allDictItems, refreshDictCache } from '../../../kit/dictionaries';
import { lookupItems } from './dict-lookup';
import { dictCodeParam, registerDictLookupRoutes } from './dict-lookup.routes';

const noQuery = { type: 'object', properties: { _t: { type: 'string' } } } as const;

/** Paths of the kit's dictionary writes: each success drops the shared cache after its commit. */
const DICT_WRITES = /^\/sys\/(dict|dictItem)\/(add|edit|delete|deleteBatch|importExcel)$/;

/** Dictionary calls of the shell: refresh, all items, one dictionary (signed); lookups of the pickers. */
export function registerDictRoutes(app: FastifyInstance, ctx: AppContext): void {
  // the kit's write transaction has committed by the time the answer is sent: every instance reads the
  // cache store, so dropping it here makes the change visible to getDictItems and queryAllDictItems at once
  app.addHook('onSend', (request, reply, payload, done) => {
    const path = (request.routeOptions.url ?? '').slice(ctx.config.apiBase.replace(/\/$/, '').length);
    if (request.method !== 'GET' && reply.statusCode === 200 && DICT_WRITES.test(path))
      void refreshDictCache(ctx).then(() => done(null, payload), done);
    else done(null, payload);
  });
  app.get(
    '/sys/dict/refleshCache',
    // the cache is shared by every user and instance: dropping it is 数据字典's business (the shell's 清理缓存 reloads only the browser's copy without it)
    {
      config: { permission: RIGHTS.dict.list },
      schema: {
        tags: ['dict'],
        summary: 'Drop the shared dictionary cache (right system:dict:list)',
        querystring: noQuery,
      },
    },
    async (request) => {
      await refreshDictCache(ctx);
      return ok(request, null, 'dictCache.refreshed');
    },
  );

  app.get(
    '/sys/dict/queryAllDictItems',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['dict'], summary: 'Every dictionary with its items', querystring: noQuery },
    },
    async (request) => ok(request, await allDictItems(ctx, request.lang)),
  );

  app.get<{ Params: { dictCode: string } }>(
    '/sys/dict/getDictItems/:dictCode',
    {
      config: { access: 'signedIn', signed: true },
      schema: {
        tags: ['dict'],
        summary:
          'Items of a dictionary or of a whitelisted table code table,text,code[,condition] (X-Sign and X-TIMESTAMP required)',
        params: dictCodeParam,
        querystring: { type: 'object', properties: {} },
      },
    },
    async (request) => ok(request, await lookupItems(ctx, request, request.params.dictCode)),
  );

  registerDictLookupRoutes(app, ctx);
}
