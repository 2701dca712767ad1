import type { FastifyInstance } from 'fastify';
import { rightOf } from '@weld/core';
import type { ResourceDefinition } from '@weld/core';
import { holdsRight } from '../../../plugins/route-config';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { AppError } from '../../../lib/errors';
import { requireFormRight, servedForm } from './data-call';
import type { StoredDesign } from './design.repo';
import { keyOfColumn, mainRightsOf, subTableInfos } from './sub-table-info';

const params = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const ACTIONS = ['add', 'edit', 'delete', 'import', 'export'] as const;

/** What the auto list needs of the head beside the definition; tree fields as served field keys. */
export function listHeadOf(design: StoredDesign, def: ResourceDefinition) {
  const { head } = design;
  const tree = head.isTree === 'Y';
  return {
    id: head.id,
    tableName: head.tableName,
    tableTxt: head.tableTxt,
    isTree: head.isTree,
    isDbSynch: head.isDbSynch,
    formTemplate: head.formTemplate,
    themeTemplate: head.themeTemplate,
    pidField: tree ? keyOfColumn(def, head.treeParentIdField) : '',
    hasChildField: tree ? keyOfColumn(def, head.treeIdField) : '',
    textField: tree ? keyOfColumn(def, head.treeFieldname) : '',
  };
}

/**
 * `GET /online/cgform/api/getDefinition/{code}` (beyond ONLINE.md): the resource definition a form is served as,
 * for the web kit's list screen, and its head. Right `online:<table>:list`; 404 for no design; 409 `NO_DB_SYNC`
 * when it was never published. A design changed since its sync (`isDbSynch` N) is answered with the definition
 * served now, so the screen can say it is not in sync and offer the sync. `rights` says which of add, edit, delete,
 * import and export the caller holds as the data calls check them, so an administrator's 功能测试 of a form not yet
 * in the menu shows its buttons. A sub form also needs its main's rights as its data calls do (list to read and
 * export, edit to change), and a main form's head lists its sub forms (`subTables`, core `ServedSubTable`) for
 * its ERP, tab and inner-table layouts.
 * @example registerDefinitionRoutes(api, ctx)
 */
export function registerDefinitionRoutes(api: FastifyInstance, ctx: AppContext): void {
  api.get(
    '/online/cgform/api/getDefinition/:code',
    {
      config: { access: 'signedIn' },
      schema: { tags: ['cgform'], summary: 'The served resource definition and head of a form', params },
    },
    async (request) => {
      const { code } = request.params as { code: string };
      const { design, def } = await servedForm(ctx, code, { schemaOnly: true });
      requireFormRight(request, def, 'list');
      const main = await mainRightsOf(ctx, design, request);
      if (main && !main.list) throw new AppError(403, 'errors.forbidden');
      // what the server lets this caller do (an administrator: everything, before any menu row names the rights)
      const rights = Object.fromEntries(
        ACTIONS.map((action) => [
          action,
          holdsRight(request, rightOf(def, action)) &&
            (!main || (action === 'export' ? main.list : main.edit)),
        ]),
      );
      const head = { ...listHeadOf(design, def), subTables: await subTableInfos(ctx, request, design, def) };
      return ok(request, { definition: def, head, rights });
    },
  );
}
