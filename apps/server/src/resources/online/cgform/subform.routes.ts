import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../../context';
import { AppError } from '../../../lib/errors';
import { ok } from '../../../plugins/envelope';
import { storedRow } from '../../../kit/crud';
import { scopeOf } from '../../../kit/scope';
import { kitDb } from '../../../kit/table';
import { requireFormRight } from './data-call';
import { formCache } from './form-cache';
import { mainOf } from './sub-links';
import { subRecords } from './sub-reads';

const name = { type: 'string', pattern: '^[a-z][a-z0-9_]{0,62}$' } as const;
const params = {
  type: 'object',
  required: ['subTable', 'mainId'],
  properties: { subTable: name, mainId: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

/**
 * `GET /online/cgform/api/subform/list/{subTable}/{mainId}` (ONLINE.md): the rows of a sub table that belong to one
 * main record, as a list. Reached through the main form's rights: its list right, and the main record within the
 * caller's scope of the main (tenant, data rules), else 404 as for a record the caller cannot list.
 * @example registerSubformRoutes(api, ctx)
 */
export function registerSubformRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get<{ Params: { subTable: string; mainId: string } }>(
    '/online/cgform/api/subform/list/:subTable/:mainId',
    {
      config: { access: 'signedIn' },
      schema: {
        tags: ['cgform'],
        summary: 'The rows of a sub table belonging to one main record (the main form’s list right)',
        params,
      },
    },
    async (request) => {
      const { subTable, mainId } = request.params;
      const subDef = ctx.definitions.runtimeDefinition(subTable);
      const sub = subDef ? await formCache(ctx).byDefinition(subDef) : null;
      const owner = sub ? await mainOf(ctx, sub) : null;
      if (!owner?.listed || !owner.link.def) throw new AppError(404, 'cgform.notFound');
      requireFormRight(request, owner.def, 'list');
      if (owner.design.head.isDbSynch !== 'Y' || sub?.head.isDbSynch !== 'Y')
        throw new AppError(409, 'cgform.noDbSync');
      const main = await storedRow(kitDb(ctx), owner.def, mainId, await scopeOf(ctx, owner.def, request));
      if (!main) throw new AppError(404, 'kit.notFound');
      const { link } = owner;
      return ok(
        request,
        await subRecords(ctx, request, { ...link, def: owner.link.def }, main[link.mainField]),
      );
    },
  );
}
