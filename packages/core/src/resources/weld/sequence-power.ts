import { date, datetime, defineResource, dict, multiDict, text } from '../../resource';

/** What a grant allows on its sequences (dictionary weld_sequence_action). */
export const SEQUENCE_ACTIONS = ['view', 'download', 'edit', 'push'] as const;
export type SequenceAction = (typeof SEQUENCE_ACTIONS)[number];

/**
 * Sequence power (程序权限): a grant of actions on one sequence or on a model node's whole subtree, to a
 * specialist (by username) or a role (by role code), valid from one date to another (inclusive; no end
 * date: open). The server enforces them on every sequence call.
 */
export const weldSequencePower = defineResource({
  name: 'weldSequencePower',
  area: 'weld',
  path: '/weld/sequencePower',
  table: 'weld_sequence_power',
  permission: 'weld:sequencePower',
  fields: {
    granteeType: dict('weld_grantee_type', { required: true, search: 'eq' }),
    grantee: text({ required: true, max: 100, search: 'eq', sort: true }),
    targetType: dict('weld_power_target', { required: true, search: 'eq' }),
    targetId: text({ required: true, max: 32 }),
    actions: multiDict('weld_sequence_action', { required: true, max: 64 }),
    validFrom: date({ required: true, search: 'range', sort: true }),
    validTo: date({ search: 'range', sort: true }),
    remark: text({ max: 500, multiline: true, list: false }),
    createTime: datetime({ form: false, sort: true }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
