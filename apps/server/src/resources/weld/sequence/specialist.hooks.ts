import type { ResourceHooks } from '../../../kit/save';

/**
 * Specialists: deleting one withdraws the grants made to them by username, so the same username added
 * again later does not silently regain old rights.
 */
export function weldSpecialistHooks(): ResourceHooks {
  return {
    beforeDelete: async (tx, ids) => {
      const going = await tx
        .selectFrom('weld_specialist')
        .select('username')
        .where('id', 'in', ids)
        .execute();
      const usernames = going.map((s) => String(s.username));
      if (usernames.length === 0) return;
      await tx
        .deleteFrom('weld_sequence_power')
        .where('grantee_type', '=', 'specialist')
        .where('grantee', 'in', usernames)
        .execute();
    },
  };
}
