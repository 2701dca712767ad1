import type { AppContext } from '../../../context';
import type { ResourceHooks } from '../../../kit/save';
import { typedTx } from '../../../kit/table';
import { fieldError } from '../../../lib/errors';

/**
 * Sequence power grants: the grantee must exist (an active or inactive specialist's username, or a role
 * code), so must the target (a sequence or a model node), and the validity may not end before it starts.
 */
export function weldSequencePowerHooks(ctx: AppContext): ResourceHooks {
  return {
    beforeWrite: async (_columns, { request, tx, merged }) => {
      const lang = request.lang;
      const db = typedTx(tx);
      const value = (column: string) => String(merged[column] ?? '');
      const validTo = value('valid_to');
      if (validTo !== '' && validTo < value('valid_from'))
        throw fieldError(lang, 'validTo', 'weldSequencePower.validRange');
      const grantee = value('grantee');
      const granteeFound =
        value('grantee_type') === 'role'
          ? await db.selectFrom('sys_role').select('id').where('role_code', '=', grantee).executeTakeFirst()
          : await db
              .selectFrom('weld_specialist')
              .select('id')
              .where('username', '=', grantee)
              .executeTakeFirst();
      if (!granteeFound)
        throw fieldError(
          lang,
          'grantee',
          `weldSequencePower.granteeMissing.${value('grantee_type') === 'role' ? 'role' : 'specialist'}`,
          { grantee },
        );
      const table = value('target_type') === 'sequence' ? 'weld_sequence' : 'weld_model';
      if (!(await db.selectFrom(table).select('id').where('id', '=', value('target_id')).executeTakeFirst()))
        throw fieldError(lang, 'targetId', 'weldSequencePower.targetMissing');
    },
    decorate: async (records) => {
      const of = (type: string, key: 'grantee' | 'targetId', typeKey: 'granteeType' | 'targetType') => [
        ...new Set(records.filter((r) => r[typeKey] === type).map((r) => String(r[key]))),
      ];
      const names = new Map<string, string>();
      const add = (prefix: string, rows: { key: string; name: string | null }[]) =>
        rows.forEach((r) => names.set(`${prefix}:${r.key}`, r.name ?? r.key));
      const users = of('specialist', 'grantee', 'granteeType');
      if (users.length > 0)
        add(
          'specialist',
          await ctx.db
            .selectFrom('sys_user')
            .select(['username as key', 'realname as name'])
            .where('username', 'in', users)
            .execute(),
        );
      const roles = of('role', 'grantee', 'granteeType');
      if (roles.length > 0)
        add(
          'role',
          await ctx.db
            .selectFrom('sys_role')
            .select(['role_code as key', 'role_name as name'])
            .where('role_code', 'in', roles)
            .execute(),
        );
      const sequences = of('sequence', 'targetId', 'targetType');
      if (sequences.length > 0)
        add(
          'sequence',
          (
            await ctx.db
              .selectFrom('weld_sequence')
              .select(['id', 'code', 'name'])
              .where('id', 'in', sequences)
              .execute()
          ).map((s) => ({ key: s.id, name: `${s.code} ${s.name}` })),
        );
      const models = of('model', 'targetId', 'targetType');
      if (models.length > 0)
        add(
          'model',
          await ctx.db
            .selectFrom('weld_model')
            .select(['id as key', 'name'])
            .where('id', 'in', models)
            .execute(),
        );
      // names the screen shows in place of the stored keys; a grantee or target since removed shows its key
      for (const r of records) {
        r.granteeName = names.get(`${String(r.granteeType)}:${String(r.grantee)}`) ?? r.grantee;
        r.targetName = names.get(`${String(r.targetType)}:${String(r.targetId)}`) ?? r.targetId;
      }
    },
  };
}
