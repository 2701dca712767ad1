import { datetime, defineResource, number, text } from '../../resource';

/**
 * Versions of records of the tables whose definitions set `dataLog` (数据日志), written by the server
 * kit on every add and edit: listed and compared, never changed, so it is not in the kit's registry.
 */
export const dataLog = defineResource({
  name: 'dataLog',
  ownRoutes: true,
  area: 'system',
  path: '/sys/dataLog',
  table: 'sys_data_log',
  permission: 'system:dataLog',
  fields: {
    dataTable: text({ max: 64, search: 'like', sort: true }),
    dataId: text({ max: 32, search: 'like', sort: true }),
    dataVersion: number({ integer: true, sort: true }),
    dataContent: text({ list: false, multiline: true }),
    createBy: text({ max: 64, search: 'like', sort: true }),
    createTime: datetime({ sort: true, search: 'range' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
