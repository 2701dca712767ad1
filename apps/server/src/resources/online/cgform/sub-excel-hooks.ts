import type { FastifyRequest } from 'fastify';
import type { ResourceDefinition } from '@weld/core';
import type { AppContext } from '../../../context';
import type { ResourceHooks } from '../../../kit/save';
import type { StoredDesign } from './design.repo';
import { servedSubs } from './sub-excel';
import { subExportBook } from './sub-excel-export';
import { subImportBook } from './sub-excel-import';
import type { AddHooks } from './sub-excel-import';
import { subLinksOf } from './sub-links';

/**
 * What a main form's Excel calls add for its sub tables: the export writes a sheet per sub table after the main's,
 * linked by the main key column; the import takes such a workbook back one main record at a time, through `addHooks`
 * (the hooks of the form's own add). A form without served sub tables gets nothing.
 * @example joinHooks(hooks, await subExcelHooks(ctx, design, def, 'exportXls', request, addHooks))
 */
export async function subExcelHooks(
  ctx: AppContext,
  design: StoredDesign,
  def: ResourceDefinition,
  endpoint: string,
  request: FastifyRequest,
  addHooks: AddHooks,
): Promise<Partial<ResourceHooks>> {
  if (endpoint !== 'exportXls' && endpoint !== 'importExcel') return {};
  const subs = servedSubs(await subLinksOf(ctx, design));
  if (subs.length === 0) return {};
  if (endpoint === 'exportXls') return { exportBook: subExportBook(ctx, request, subs) };
  return { importBook: subImportBook(ctx, def, subs, addHooks) };
}
