import { WELD_MESSAGE_STATUS } from '@weld/core';
import type { AppContext } from '../../../context';
import type { ResourceHooks } from '../../../kit/save';
import { inTransaction } from '../../../kit/table';
import { authOf } from '../../../plugins/route-config';
import { checkModel, modelOrg } from '../manual-file';
import { messageScopeFilters } from './message-scope';

/** The writer's organisation: the user's own, else their first department's. */
async function writerOrg(ctx: AppContext, userId: string): Promise<string | null> {
  const user = await ctx.db
    .selectFrom('sys_user')
    .select('org_code')
    .where('id', '=', userId)
    .executeTakeFirst();
  if (user?.org_code) return user.org_code;
  const depart = await ctx.db
    .selectFrom('sys_user_depart as ud')
    .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
    .select('d.org_code')
    .where('ud.user_id', '=', userId)
    .orderBy('d.org_code')
    .executeTakeFirst();
  return depart?.org_code ?? null;
}

/**
 * 留言列表: messages within the caller's reach; a new one starts as 新建 and belongs to its model's
 * organisation (else the writer's); deleting a message takes its replies with it.
 */
export function weldMessageHooks(ctx: AppContext): ResourceHooks {
  return {
    scope: (c, _def, request) => messageScopeFilters(c, request),
    beforeWrite: async (columns, { mode, request, tx }) => {
      const inTx = inTransaction(ctx, tx);
      await checkModel(inTx, columns.model_id, request.lang);
      if (mode !== 'add') return;
      columns.status = WELD_MESSAGE_STATUS.new;
      if (columns.org_code) return;
      columns.org_code =
        (await modelOrg(inTx, columns.model_id)) ?? (await writerOrg(inTx, authOf(request).principal.userId));
    },
    beforeDelete: async (tx, ids) => {
      await tx.deleteFrom('weld_message_reply').where('message_id', 'in', ids).execute();
    },
  };
}
