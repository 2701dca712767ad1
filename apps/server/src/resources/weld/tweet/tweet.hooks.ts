import type { AppContext } from '../../../context';
import type { ResourceHooks } from '../../../kit/save';
import { inTransaction } from '../../../kit/table';
import type { RowFilter } from '../../../kit/scope';
import { checkModel, modelOrg, holds } from '../manual-file';
import { modelScopeFilters } from '../weld-scope';

/** Sees unpublished tweets (drafts being written). */
export const TWEET_EDIT_RIGHT = 'weld:tweet:edit';

/**
 * 推文列表: rows within the caller's model reach, unpublished ones only for editors; publishing stamps
 * the publish time, taking it back clears it. The body's HTML is sanitised by the kit (richText).
 */
export function weldTweetHooks(ctx: AppContext): ResourceHooks {
  return {
    scope: async (c, _def, request) => {
      const filters: RowFilter[] = await modelScopeFilters(c, request, 'model_id');
      if (!holds(request, TWEET_EDIT_RIGHT)) filters.push((eb) => eb('published', '=', 'Y'));
      return filters;
    },
    beforeWrite: async (columns, { mode, request, tx, stored }) => {
      const inTx = inTransaction(ctx, tx);
      await checkModel(inTx, columns.model_id, request.lang);
      if (mode === 'add' && !columns.org_code) columns.org_code = await modelOrg(inTx, columns.model_id);
      if (columns.published === undefined) return;
      if (columns.published !== 'Y') {
        columns.publish_time = null;
        return;
      }
      // a tweet published before keeps the time it first went out
      columns.publish_time = stored?.published === 'Y' ? stored.publish_time : ctx.now();
    },
  };
}
