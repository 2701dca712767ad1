import type { FastifyRequest } from 'fastify';
import { fieldKeyOf, rightOf } from '@weld/core';
import type { ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../../context';
import { holdsRight } from '../../../plugins/route-config';
import type { StoredDesign } from './design.repo';
import { mainOf, subLinksOf } from './sub-links';

/** A sub table of a main form as a list screen needs it: its own form (head id) and how its rows name the main. */
export interface SubTableInfo {
  /** the sub form's head id: its own getDefinition, getData and form calls */
  id: string;
  tableName: string;
  tableTxt: string;
  /** 0 one-to-many, 1 one-to-one (one row per main record) */
  relationType: number;
  /** the served key of the sub's foreign-key field */
  fkField: string;
  /** the served key of the main's field the foreign key holds (usually `id`) */
  mainField: string;
}

/** The served field key of a column (the runtime spec's key), or '' when the definition has no such field. */
export const keyOfColumn = (def: ResourceDefinition | null, column: string | null | undefined): string =>
  def && column ? (Object.values(def.fields).find((f) => f.column === column)?.key ?? '') : '';

/**
 * The sub tables of a main form that link back to it, in the order the main lists them ([] for other forms).
 * @example head.subTables = await subTableInfos(ctx, design, def)
 */
export async function subTableInfos(
  ctx: AppContext,
  main: StoredDesign,
  mainDef: ResourceDefinition,
): Promise<SubTableInfo[]> {
  return (await subLinksOf(ctx, main)).map((link) => ({
    id: link.design.head.id,
    tableName: link.table,
    tableTxt: link.design.head.tableTxt,
    relationType: link.oneToOne ? 1 : 0,
    fkField: keyOfColumn(link.def, link.fkColumn) || link.fkKey,
    // the key a record carries: `id` is the kit's own column, no field of the definition
    mainField: keyOfColumn(mainDef, link.mainField) || fieldKeyOf(link.mainField),
  }));
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
