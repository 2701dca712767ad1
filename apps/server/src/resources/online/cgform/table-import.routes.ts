import type { FastifyInstance } from 'fastify';
import { designProblems, RIGHTS } from '@weld/core';
import type { CgformDesign } from '@weld/core';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { kitDb } from '../../../kit/table';
import { ok } from '../../../plugins/envelope';
import { designError } from './design-input';
import { addDesign, designOrFail } from './design.service';
import { readLiveTable } from './live-table';
import { designFromTable, importableTables } from './table-import';

const tags = ['cgform'];

/**
 * 从数据库导入 (ONLINE.md): the tables of the database that are neither the product's nor designed yet, and
 * designs made from their columns, all of them or none.
 * @example registerTableImportRoutes(api, ctx)
 */
export function registerTableImportRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get(
    '/online/cgform/head/queryTables',
    {
      config: { permission: RIGHTS.cgform.importTable },
      schema: {
        tags,
        summary: 'Tables of the database a design can be made from (not the product’s, not designed yet)',
      },
    },
    async (request) => ok(request, await importableTables(ctx)),
  );

  api.post<{ Params: { tables: string } }>(
    '/online/cgform/api/transTables/:tables',
    {
      config: { permission: RIGHTS.cgform.importTable },
      schema: {
        tags,
        summary: 'Make a design from each table of a comma list (columns, types, keys, indexes); all or none',
        params: {
          type: 'object',
          required: ['tables'],
          properties: { tables: { type: 'string', minLength: 1, maxLength: 2000 } },
        },
      },
    },
    async (request) => {
      const names = [
        ...new Set(
          request.params.tables
            .split(',')
            .map((t) => t.trim())
            .filter(Boolean),
        ),
      ];
      const importable = new Set(await importableTables(ctx));
      const designs: CgformDesign[] = [];
      for (const name of names) {
        const live = importable.has(name) ? await readLiveTable(kitDb(ctx), ctx.dialect, name) : null;
        if (!live) throw new AppError(400, 'cgform.tableUnknown', { name });
        const design = designFromTable(live);
        const problems = designProblems(design);
        if (problems.length > 0) throw designError(request.lang, problems);
        designs.push(design);
      }
      const heads = [];
      for (const design of designs)
        heads.push((await designOrFail(ctx, await addDesign(ctx, request, design, true))).head);
      request.operationNote = {
        text: { key: 'server.cgform.log.imported', params: { tables: names.join(', ') } },
      };
      return ok(request, heads, 'cgform.imported');
    },
  );
}
