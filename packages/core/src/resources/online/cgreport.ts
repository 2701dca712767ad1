import { datetime, defineResource, text } from '../../resource';

/**
 * 在线报表's head list (`onl_cgreport_head`): one row per report, its code, name and data source. Reports are written
 * by the designer's own calls (add, edit with items and params; ONLINE.md "Reports"), under the one design right,
 * so the kit serves no add or edit here: the server lists them with the kit's list rules.
 */
export const cgreportHead = defineResource({
  name: 'cgreportHead',
  ownRoutes: true,
  area: 'online',
  path: '/online/cgreport/head',
  table: 'onl_cgreport_head',
  permission: 'online:report',
  fields: {
    code: text({ required: true, max: 100, search: 'like', sort: true }),
    name: text({ required: true, max: 200, search: 'like', sort: true }),
    cgrSql: text({ required: true, multiline: true, list: false }),
    dbSource: text({ max: 100, search: 'eq' }),
    createBy: text({ max: 64, form: false, list: false }),
    createTime: datetime({ form: false, sort: true, search: 'range' }),
    updateTime: datetime({ form: false, sort: true, list: false }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
