import type { FastifyRequest } from 'fastify';
import { fieldKeyOf, rightOf, subTotalsOf, withoutFields } from '@weld/core';
import type { ResourceDefinition, ServedSubTable } from '@weld/core';
import type { AppContext } from '../../../context';
import { fieldDenialsOf } from '../../../kit/field-rights';
import { holdsRight } from '../../../plugins/route-config';
import type { StoredDesign } from './design.repo';
import { mainOf, subLinksOf } from './sub-links';

/** The served field key of a column (the runtime spec's key), or '' when the definition has no such field. */
export const keyOfColumn = (def: ResourceDefinition | null, column: string | null | undefined): string =>
  def && column ? (Object.values(def.fields).find((f) => f.column === column)?.key ?? '') : '';

/**
 * The sub tables of a main form that link back to it, in the order the main lists them ([] for other forms), as
 * the caller may see them: a published sub's definition without the fields its field rights hide (as for the
 * main), `disabled` those they show but keep from changing. One answer for every layout (ERP, tab, inner table).
 * @example head.subTables = await subTableInfos(ctx, request, design, def)
 */
export async function subTableInfos(
  ctx: AppContext,
  request: FastifyRequest,
  main: StoredDesign,
  mainDef: ResourceDefinition,
): Promise<ServedSubTable[]> {
  const served: ServedSubTable[] = [];
  for (const link of await subLinksOf(ctx, main)) {
    const denials = link.def ? await fieldDenialsOf(ctx, link.def, request) : null;
    served.push({
      id: link.design.head.id,
      tableName: link.table,
      tableTxt: link.design.head.tableTxt,
      relationType: link.oneToOne ? 1 : 0,
      fkField: keyOfColumn(link.def, link.fkColumn) || link.fkKey,
      // the key a record carries: `id` is the kit's own column, no field of the definition
      mainField: keyOfColumn(mainDef, link.mainField) || fieldKeyOf(link.mainField),
      definition: link.def && denials ? withoutFields(link.def, denials.hidden) : null,
      disabled: denials ? denials.disabled.filter((key) => !denials.hidden.includes(key)) : [],
      totals: subTotalsOf(link.design),
    });
  }
  return served;
}

/**
 * What a sub form's data calls need of its served main beside the sub's own rights (sub-hooks' mainGuard): the
 * main's list right to read, its edit right to change. Null for a form that is no sub of a served main.
 * @example const owner = await mainRightsOf(ctx, design, request)
 */
export async function mainRightsOf(
  ctx: AppContext,
  design: StoredDesign,
  request: FastifyRequest,
): Promise<{ list: boolean; edit: boolean } | null> {
  const owner = design.head.tableType === 3 ? await mainOf(ctx, design) : null;
  if (!owner) return null;
  return {
    list: holdsRight(request, rightOf(owner.def, 'list')),
    edit: holdsRight(request, rightOf(owner.def, 'edit')),
  };
}
