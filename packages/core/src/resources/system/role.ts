import { datetime, defineResource, text } from '../../resource';

/** Roles (角色): a name and a unique code; users hold roles, roles hold menu and button rights. */
export const role = defineResource({
  name: 'role',
  area: 'system',
  path: '/sys/role',
  table: 'sys_role',
  permission: 'system:role',
  dataLog: true,
  fields: {
    roleName: text({ required: true, max: 200, search: 'like', sort: true }),
    roleCode: text({
      required: true,
      unique: true,
      max: 100,
      pattern: { regex: '^[A-Za-z0-9_]+$', message: 'server.sysRole.codePattern' },
      search: 'like',
      sort: true,
    }),
    description: text({ max: 255, list: true }),
    createTime: datetime({ form: false, sort: true, search: 'range' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
