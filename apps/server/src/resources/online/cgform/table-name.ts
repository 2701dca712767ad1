import type { AppContext } from '../../../context';
import type { Status } from '../../../lib/errors';
import { kitDb } from '../../../kit/table';
import { readLiveTable } from './live-table';

/** Why a table name cannot be a design's, as a `server.<key>` message with its status. */
export interface TableNameRefusal {
  status: Status;
  key: string;
  params: { name: string };
}

/**
 * What the database and the server hold against a table name core's checks pass (form, reserved words, product
 * tables): a code resource's name, another design's table, or (unless allowed) a table the database already has.
 * @example const refusal = await tableNameRefusal(ctx, 'ext_orders', ownId, false)
 */
export async function tableNameRefusal(
  ctx: AppContext,
  name: string,
  ownId: string | null,
  existingTableAllowed: boolean,
): Promise<TableNameRefusal | null> {
  if (ctx.definitions.codeDefinitions().some((def) => def.name === name))
    return { status: 400, key: 'runtime.nameTaken', params: { name } };
  const taken = await ctx.db
    .selectFrom('onl_cgform_head')
    .select('id')
    .where('table_name', '=', name)
    .where('id', '!=', ownId ?? '')
    .executeTakeFirst();
  if (taken) return { status: 409, key: 'cgform.tableTaken', params: { name } };
  if (!existingTableAllowed && (await readLiveTable(kitDb(ctx), ctx.dialect, name)))
    return { status: 400, key: 'cgform.tableExists', params: { name } };
  return null;
}
