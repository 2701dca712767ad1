import { datetime, defineResource, departPicker, number, text, userPicker } from '../../resource';

/** 转移记录: one audited organisation transfer (written by the transfer service only, listed on the 转移 screen). */
export const weldTransferLog = defineResource({
  name: 'weldTransferLog',
  ownRoutes: true,
  area: 'weld',
  path: '/weld/transfer',
  table: 'weld_transfer_log',
  permission: 'weld:transfer',
  fields: {
    kind: text({ max: 32, search: 'eq' }),
    fromOrg: departPicker({ max: 64, search: 'eq' }),
    toOrg: departPicker({ max: 64, search: 'eq' }),
    moved: number({ integer: true, sort: true }),
    ids: text({ list: false }),
    operator: userPicker({ search: 'eq' }),
    createTime: datetime({ sort: true, search: 'range' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
