import { datetime, defineResource, text } from '../../resource';

/**
 * Department roles (部门角色): roles that belong to one department (`departId`); a role holds only
 * rights its department holds, and the department's users may hold its roles. Listed by `deptId`;
 * `departId` is given on add only, so a role stays with its department.
 */
export const departRole = defineResource({
  name: 'departRole',
  ownRoutes: true,
  area: 'system',
  path: '/sys/sysDepartRole',
  table: 'sys_depart_role',
  permission: 'system:depart:role',
  fields: {
    roleName: text({ required: true, max: 200, search: 'like', sort: true }),
    roleCode: text({
      required: true,
      unique: true,
      max: 100,
      pattern: { regex: '^[A-Za-z0-9_]+$', message: 'server.sysDepart.roleCodePattern' },
      search: 'like',
      sort: true,
    }),
    description: text({ max: 255 }),
    departId: text({ form: false, list: false }),
    createTime: datetime({ form: false, sort: true, search: 'range' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
