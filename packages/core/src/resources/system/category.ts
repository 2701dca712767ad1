import { categoryPicker, datetime, defineResource, text } from '../../resource';

/**
 * Categories (分类字典): a tree by `pid` (empty at the top); the server gives each node its code
 * (A01, A01A01 …) and keeps `hasChild` ('1' or '0') up to date.
 */
export const category = defineResource({
  name: 'category',
  area: 'system',
  path: '/sys/category',
  table: 'sys_category',
  permission: 'system:category',
  fields: {
    pid: categoryPicker({ max: 32, search: 'eq', list: false }),
    name: text({ required: true, max: 100, search: 'like', sort: true }),
    code: text({ form: false, search: 'like', sort: true }),
    hasChild: text({ form: false, list: false }),
    createTime: datetime({ form: false, sort: true }),
  },
  defaultSort: { field: 'code', order: 'asc' },
});
