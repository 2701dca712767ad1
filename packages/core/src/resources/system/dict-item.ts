import { defineResource, dict, number, text } from '../../resource';

/**
 * Items of a dictionary (字典配置): listed per dictionary with `dictId=<id>`; a value is unique within its
 * dictionary (the server answers 409 naming itemValue). They share the dictionary's rights.
 */
export const dictItem = defineResource({
  name: 'dictItem',
  area: 'system',
  path: '/sys/dictItem',
  table: 'sys_dict_item',
  permission: 'system:dict',
  fields: {
    dictId: text({ required: true, max: 32, search: 'eq', list: false, detail: false }),
    itemText: text({ required: true, max: 100, search: 'like', sort: true }),
    itemValue: text({ required: true, max: 100, search: 'like', sort: true }),
    itemColor: text({ max: 20 }),
    description: text({ max: 255, list: false }),
    sortOrder: number({ integer: true, min: 0, max: 100_000, sort: true, default: 1 }),
    status: dict('valid_status', { integer: true, search: 'eq', default: '1' }),
  },
  defaultSort: { field: 'sortOrder', order: 'asc' },
});
