import { datetime, defineResource, dict, text } from '../../resource';

const NAME = '[A-Za-z][A-Za-z0-9_]*';

/**
 * Tables and columns that table dictionaries (`table,text,code[,condition]`) and tree lookups may read
 * (表白名单). Password, salt and secret columns stay unreadable even when listed here.
 */
export const tableWhiteList = defineResource({
  name: 'tableWhiteList',
  area: 'system',
  path: '/sys/tableWhiteList',
  table: 'sys_table_white_list',
  permission: 'system:tableWhiteList',
  page: 'system/TableWhiteList',
  fields: {
    tableName: text({
      required: true,
      unique: true,
      max: 64,
      pattern: { regex: `^${NAME}$`, message: 'server.sysDict.tablePattern' },
      search: 'like',
      sort: true,
    }),
    fieldNames: text({
      required: true,
      max: 500,
      pattern: { regex: `^${NAME}(,${NAME})*$`, message: 'server.sysDict.fieldsPattern' },
      search: 'like',
    }),
    status: dict('valid_status', { integer: true, search: 'eq', default: '1' }),
    createTime: datetime({ form: false, sort: true }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
