import type { FastifyInstance } from 'fastify';
import { rightOf } from '@weld/core';
import type { ResourceDefinition } from '@weld/core';
import { holdsRight } from '../../../plugins/route-config';
import type { AppContext } from '../../../context';
import { ok } from '../../../plugins/envelope';
import { requireFormRight, servedForm } from './data-call';
import type { StoredDesign } from './design.repo';

const params = {
  type: 'object',
  required: ['code'],
  properties: { code: { type: 'string', minLength: 1, maxLength: 64 } },
} as const;

const ACTIONS = ['add', 'edit', 'delete', 'import', 'export'] as const;

/** The served field key of a column, or '' when the served resource has no such field (yet). */
const keyOfColumn = (def: ResourceDefinition, column: string | null | undefined): string =>
  column ? (Object.values(def.fields).find((f) => f.column === column)?.key ?? '') : '';

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
 * in the menu shows its buttons.
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
      // what the server lets this caller do (an administrator: everything, before any menu row names the rights)
      const rights = Object.fromEntries(
        ACTIONS.map((action) => [action, holdsRight(request, rightOf(def, action))]),
      );
      return ok(request, { definition: def, head: listHeadOf(design, def), rights });
    },
  );
}
