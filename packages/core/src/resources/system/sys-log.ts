import { datetime, defineResource, dict, number, text } from '../../resource';

/**
 * The login and operation log (系统日志), written by the server itself: listed and deleted, never
 * added or edited, so it is not in the kit's registry; the server serves list, delete and deleteBatch.
 */
export const sysLog = defineResource({
  name: 'sysLog',
  ownRoutes: true,
  area: 'system',
  path: '/sys/log',
  table: 'sys_log',
  permission: 'system:log',
  fields: {
    logContent: text({ max: 1000, search: 'like' }),
    username: text({ max: 100, search: 'like', sort: true }),
    ip: text({ max: 100, search: 'like', sort: true }),
    operateType: dict('operate_type', { integer: true, search: 'eq', sort: true }),
    method: text({ max: 10 }),
    requestUrl: text({ max: 255, search: 'like' }),
    requestParam: text({ list: false, multiline: true }),
    statusCode: number({ integer: true, sort: true }),
    costTime: number({ integer: true, sort: true }),
    logType: dict('log_type', { integer: true, list: false }),
    createTime: datetime({ sort: true, search: 'range' }),
    // the text's locale key and parameters: the server answers logContent in the reader's language
    contentKey: text({ list: false, detail: false, form: false }),
    contentParams: text({ list: false, detail: false, form: false }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
