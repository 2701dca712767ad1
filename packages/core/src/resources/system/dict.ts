import { datetime, defineResource, text } from '../../resource';

/** Dictionaries (数据字典): a unique code and its name; the items live in `dictItem`. Deleted ones are marked. */
export const dictionary = defineResource({
  name: 'dict',
  area: 'system',
  path: '/sys/dict',
  table: 'sys_dict',
  permission: 'system:dict',
  softDelete: true,
  fields: {
    dictName: text({ required: true, max: 100, search: 'like', sort: true }),
    dictCode: text({
      required: true,
      unique: true,
      max: 100,
      pattern: { regex: '^[A-Za-z0-9_]+$', message: 'server.sysDict.codePattern' },
      search: 'like',
      sort: true,
    }),
    description: text({ max: 255 }),
    createTime: datetime({ form: false, sort: true, search: 'range' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
