import { datetime, defineResource, dict, text } from '../../resource';

/** Tenants (租户管理): integer ids (tenant 1 is seeded), a name, a validity period and a status. */
export const tenant = defineResource({
  name: 'tenant',
  area: 'system',
  path: '/sys/tenant',
  table: 'sys_tenant',
  permission: 'system:tenant',
  page: 'system/TenantList',
  fields: {
    name: text({ required: true, max: 100, search: 'like', sort: true }),
    beginDate: datetime({ search: 'range', sort: true }),
    endDate: datetime({ search: 'range', sort: true }),
    status: dict('valid_status', { required: true, search: 'eq', sort: true }),
    createTime: datetime({ form: false, sort: true, search: 'range' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
