import type { FastifyInstance } from 'fastify';
import { RIGHTS } from '@weld/core';
import type { CgformDesign } from '@weld/core';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { designBody, designOf } from './design-input';
import { fieldsOf, indexesOf } from './design.repo';
import { addDesign, designOrFail, editDesign } from './design.service';

const tags = ['cgform'];
/** A query naming a design by its head id in `name`. */
const headIdOf = <N extends string>(name: N) =>
  ({
    type: 'object',
    required: [name],
    properties: { [name]: { type: 'string', minLength: 1, maxLength: 64 }, _t: { type: 'string' } },
  }) as const;
const headIdQuery = headIdOf('headId');

/**
 * The designer's calls (ONLINE.md): `addAll` and `editAll` with `{head, fields, indexs}` (checked whole first,
 * stored in one transaction), the head, fields and indexes of a design, and a design's export and import as JSON.
 * @example registerDesignRoutes(api, ctx)
 */
export function registerDesignRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.post<{ Body: CgformDesign }>(
    '/online/cgform/api/addAll',
    {
      config: { permission: RIGHTS.cgform.add },
      schema: {
        tags,
        summary: 'Create a form design: head, fields and indexes; not in sync until synced',
        body: designBody,
      },
    },
    async (request) => {
      const design = designOf(request.body);
      const id = await addDesign(ctx, request, design);
      request.operationNote = {
        text: { key: 'server.cgform.log.added', params: { table: design.head.tableName } },
      };
      return ok(request, (await designOrFail(ctx, id)).head, 'cgform.saved');
    },
  );

  api.put<{ Body: CgformDesign }>(
    '/online/cgform/api/editAll',
    {
      config: { permission: RIGHTS.cgform.edit },
      schema: {
        tags,
        summary:
          'Change a form design (head.id names it): the version grows; a change of table, columns or indexes makes it not in sync',
        body: designBody,
      },
    },
    async (request) => {
      const saved = await editDesign(ctx, request, designOf(request.body));
      request.operationNote = {
        text: {
          key: 'server.cgform.log.saved',
          params: { table: saved.head.tableName, version: saved.head.tableVersion },
        },
      };
      return ok(request, saved.head, 'cgform.saved');
    },
  );

  api.get<{ Querystring: { headId: string } }>(
    '/online/cgform/field/listByHeadId',
    {
      config: { permission: RIGHTS.cgform.list },
      schema: { tags, summary: 'The fields of a design, in order', querystring: headIdQuery },
    },
    async (request) =>
      ok(request, await fieldsOf(ctx.db, (await designOrFail(ctx, request.query.headId)).head.id)),
  );

  api.get<{ Querystring: { headId: string } }>(
    '/online/cgform/index/listByHeadId',
    {
      config: { permission: RIGHTS.cgform.list },
      schema: { tags, summary: 'The indexes of a design', querystring: headIdQuery },
    },
    async (request) =>
      ok(request, await indexesOf(ctx.db, (await designOrFail(ctx, request.query.headId)).head.id)),
  );

  api.get<{ Querystring: { id: string } }>(
    '/online/cgform/head/queryById',
    {
      config: { permission: RIGHTS.cgform.list },
      schema: {
        tags,
        summary:
          'The head of a design as the designer edits it (id, tableVersion, isDbSynch, copyType, physicId …)',
        querystring: headIdOf('id'),
      },
    },
    async (request) => ok(request, (await designOrFail(ctx, request.query.id)).head),
  );

  api.get<{ Querystring: { id: string } }>(
    '/online/cgform/head/exportJson',
    {
      config: { permission: RIGHTS.cgform.export },
      schema: {
        tags,
        summary:
          'A design as JSON `{head, fields, indexs}` (without ids, versions or audit), for importJson elsewhere',
        querystring: headIdOf('id'),
      },
    },
    async (request) => {
      const { head, fields, indexs } = await designOrFail(ctx, request.query.id);
      const {
        id: _id,
        tableVersion: _v,
        isDbSynch: _s,
        copyType: _c,
        physicId: _p,
        copyDropped: _d,
        createBy: _cb,
        createTime: _ct,
        updateBy: _ub,
        updateTime: _ut,
        ...portable
      } = head;
      const design: CgformDesign = {
        head: portable,
        fields: fields.map(({ id: _i, cgformHeadId: _h, dbFieldNameOld: _o, ...f }) => f),
        indexs: indexs.map(({ id: _i, cgformHeadId: _h, ...i }) => i),
      };
      return ok(request, design);
    },
  );

  api.post<{ Body: CgformDesign }>(
    '/online/cgform/head/importJson',
    {
      config: { permission: RIGHTS.cgform.import },
      schema: {
        tags,
        summary:
          'Create a design from an exported one; its table may already exist (the sync then aligns it)',
        body: designBody,
      },
    },
    async (request) => {
      const design = designOf({ ...request.body, head: { ...request.body.head, id: undefined } });
      const fields = design.fields.map((f) => ({ ...f, id: undefined }));
      const id = await addDesign(ctx, request, { ...design, fields }, true);
      request.operationNote = {
        text: { key: 'server.cgform.log.added', params: { table: design.head.tableName } },
      };
      return ok(request, (await designOrFail(ctx, id)).head, 'cgform.imported');
    },
  );
}
