import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { labelsOf, searchItems } from './dict-lookup';
import { treeLevel } from './dict-tree';
import type { TreeQuery } from './dict-tree';

const IDENT = { type: 'string', minLength: 1, maxLength: 64, pattern: '^[A-Za-z_][A-Za-z0-9_]*$' } as const;
/** a `sys_dict` code, or `table,text,code[,condition]` with a JSON condition (checked by table-dict.ts) */
export const dictCodeParam = {
  type: 'object',
  required: ['dictCode'],
  properties: { dictCode: { type: 'string', minLength: 1, maxLength: 190 } },
} as const;

/**
 * Lookups the pickers make (spec widgets §7). Table codes read only whitelisted tables and columns;
 * a condition is a JSON object of {column: value} equality pairs on whitelisted columns, never SQL.
 */
export function registerDictLookupRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { dictCode: string }; Querystring: { keyword?: string; pageSize?: number } }>(
    '/sys/dict/loadDict/:dictCode',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['dict'],
        summary: 'Items whose text contains keyword, at most pageSize (async select)',
        params: dictCodeParam,
        querystring: {
          type: 'object',
          properties: {
            keyword: { type: 'string', maxLength: 100 },
            pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
            _t: { type: 'string' },
          },
        },
      },
    },
    async (request) =>
      ok(
        request,
        await searchItems(
          ctx,
          request,
          request.params.dictCode,
          request.query.keyword ?? '',
          request.query.pageSize ?? 10,
        ),
      ),
  );

  app.get<{ Params: { dictCode: string }; Querystring: { key: string } }>(
    '/sys/dict/loadDictItem/:dictCode',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['dict'],
        summary: 'Texts of comma-joined keys, in their order (a key without a row answers itself)',
        params: dictCodeParam,
        querystring: {
          type: 'object',
          required: ['key'],
          properties: { key: { type: 'string', minLength: 1, maxLength: 4000 }, _t: { type: 'string' } },
        },
      },
    },
    async (request) => {
      const keys = request.query.key
        .split(',')
        .map((k) => k.trim())
        .filter(Boolean)
        .slice(0, 500);
      return ok(request, await labelsOf(ctx, request, request.params.dictCode, keys));
    },
  );

  app.get<{ Querystring: TreeQuery }>(
    '/sys/dict/loadTreeData',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['dict'],
        summary: 'One level of a whitelisted table tree: nodes {key, value, title, label, leaf, isLeaf}',
        querystring: {
          type: 'object',
          required: ['tableName', 'text', 'code', 'pidField'],
          properties: {
            pid: { type: 'string', maxLength: 64 },
            tableName: IDENT,
            text: IDENT,
            code: IDENT,
            pidField: IDENT,
            hasChildField: { type: 'string', maxLength: 64, pattern: '^([A-Za-z_][A-Za-z0-9_]*)?$' },
            condition: { type: 'string', maxLength: 1000 },
            _t: { type: 'string' },
          },
        },
      },
    },
    async (request) =>
      ok(
        request,
        await treeLevel(ctx, request, {
          ...request.query,
          hasChildField: request.query.hasChildField || undefined,
        }),
      ),
  );
}
