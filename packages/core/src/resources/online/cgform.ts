import { datetime, defineResource, dict, number, switchYN, text } from '../../resource';

/**
 * 在线表单开发's head list (`onl_cgform_head`): one row per form design, with its table, type, version and
 * whether the table matches the design. Designs are written by the designer's own calls (addAll, editAll, sync,
 * copy, import; ONLINE.md), so the kit serves no add or edit here: the server lists them with the kit's list rules.
 */
export const cgformHead = defineResource({
  name: 'cgformHead',
  ownRoutes: true,
  area: 'online',
  path: '/online/cgform/head',
  table: 'onl_cgform_head',
  permission: 'online:cgform',
  fields: {
    tableName: text({ required: true, max: 100, search: 'like', sort: true }),
    tableTxt: text({ required: true, max: 200, search: 'like', sort: true }),
    tableType: dict('cgform_table_type', { integer: true, required: true, search: 'eq', sort: true }),
    tableVersion: number({ integer: true, sort: true, form: false }),
    isDbSynch: dict('cgform_sync_state', { max: 1, search: 'eq', sort: true, form: false }),
    isTree: switchYN({ search: 'eq' }),
    isPage: switchYN({ list: false }),
    isCheckbox: switchYN({ list: false }),
    queryMode: text({ max: 10, list: false }),
    formTemplate: text({ max: 10, list: false }),
    themeTemplate: dict('cgform_theme', { max: 20, search: 'eq', sort: true }),
    copyType: number({ integer: true, search: 'eq', list: false, form: false }),
    physicId: text({ max: 32, search: 'eq', list: false, form: false }),
    createBy: text({ max: 64, form: false, list: false }),
    createTime: datetime({ form: false, sort: true, search: 'range' }),
    updateTime: datetime({ form: false, sort: true, list: false }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
