import { datetime, defineResource, dict, secret, text } from '../../resource';

const CODE = { regex: '^[A-Za-z0-9_-]+$', message: 'server.kit.validation.code' };

/**
 * Data sources (多数据源管理): connection settings of other databases. The password is a secret:
 * stored encrypted, never answered, kept on edit when left blank; `POST /sys/dataSource/testConnection` tries one.
 */
export const dataSource = defineResource({
  name: 'dataSource',
  area: 'system',
  path: '/sys/dataSource',
  table: 'sys_data_source',
  permission: 'system:dataSource',
  fields: {
    code: text({ required: true, unique: true, max: 100, pattern: CODE, search: 'like', sort: true }),
    name: text({ required: true, max: 100, search: 'like', sort: true }),
    dbType: dict('database_type', { required: true, search: 'eq', sort: true }),
    dbDriver: text({ max: 100, list: false }),
    dbUrl: text({ required: true, max: 500 }),
    dbName: text({ max: 100 }),
    dbUsername: text({ max: 100 }),
    dbPassword: secret({ max: 128 }),
    remark: text({ max: 200, list: false, multiline: true }),
    createTime: datetime({ form: false, sort: true, search: 'range' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
