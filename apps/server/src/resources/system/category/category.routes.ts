import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { parseCondition } from '../dict';
import { childrenOf, idOfCode, loadOne, namesOf, subtree } from './category.service';

const query = (properties: Record<string, unknown>, required: string[] = []) => ({
  type: 'object',
  required,
  properties: { ...properties, _t: { type: 'string' } },
});
const id = { type: 'string', maxLength: 64 } as const;

/** The category lookups of the category select (spec widgets §7); any signed-in user may read the tree. */
export function registerCategoryRoutes(app: FastifyInstance, ctx: AppContext): void {
  const tags = ['category'];
  app.get<{ Querystring: { async?: boolean; pcode?: string } }>(
    '/sys/category/loadTreeRoot',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Children of the node with code pcode (top when empty or 0); async=false nests every level',
        querystring: query({
          async: { type: 'boolean', default: true },
          pcode: { type: 'string', maxLength: 100 },
        }),
      },
    },
    async (request) => {
      const pid = await idOfCode(ctx, request.query.pcode);
      return ok(
        request,
        request.query.async === false ? await subtree(ctx, pid) : await childrenOf(ctx, pid),
      );
    },
  );

  app.get<{ Querystring: { pid: string } }>(
    '/sys/category/loadTreeChildren',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Children of a node',
        querystring: query({ pid: { ...id, minLength: 1 } }, ['pid']),
      },
    },
    async (request) => ok(request, await childrenOf(ctx, request.query.pid)),
  );

  app.get<{ Querystring: { field: string; val: string } }>(
    '/sys/category/loadOne',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'One category by id, code or name',
        querystring: query(
          { field: { type: 'string', maxLength: 20 }, val: { type: 'string', minLength: 1, maxLength: 100 } },
          ['field', 'val'],
        ),
      },
    },
    async (request) => ok(request, await loadOne(ctx, request.query.field, request.query.val)),
  );

  app.get<{ Querystring: { pid?: string; pcode?: string; condition?: string } }>(
    '/sys/category/loadTreeData',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary:
          'Children of pid (or of the node with code pcode), filtered by a JSON {code|name: value} condition',
        querystring: query({
          pid: id,
          pcode: { type: 'string', maxLength: 100 },
          condition: { type: 'string', maxLength: 1000 },
        }),
      },
    },
    async (request) => {
      const condition = parseCondition(request.query.condition, 'sysCategory.badCondition');
      if (Object.keys(condition).some((c) => c !== 'code' && c !== 'name'))
        throw new AppError(400, 'sysCategory.badCondition');
      const pid = request.query.pid || (await idOfCode(ctx, request.query.pcode));
      return ok(request, await childrenOf(ctx, pid, condition));
    },
  );

  app.get<{ Querystring: { ids: string } }>(
    '/sys/category/loadDictItem/',
    {
      config: { access: 'signedIn' },
      schema: {
        tags,
        summary: 'Names of comma-joined ids, in their order',
        querystring: query({ ids: { type: 'string', maxLength: 4000 } }, ['ids']),
      },
    },
    async (request) =>
      ok(
        request,
        await namesOf(
          ctx,
          request.query.ids
            .split(',')
            .map((s) => s.trim())
            .filter(Boolean)
            .slice(0, 500),
        ),
      ),
  );
}
