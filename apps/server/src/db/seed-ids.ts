/**
 * The seeded rows that running code names: the first tenant, the two built-in roles and the departments the
 * first admin belongs to. The migrations seed them (migrations/seed-base.ts); code reads the names from here,
 * never from a migration.
 */
export const seedTenant = { id: 1, name: '焊接设备制造有限公司' };

export const ADMIN_ROLE_ID = 'role-admin';
export const USER_ROLE_ID = 'role-user';
export const ADMIN_ROLE_CODE = 'admin';

/** The first admin's departments (seeded in migrations/seed-base.ts): two, so the department switch has a choice. */
export const adminDepartIds = ['depart-A01', 'depart-A01A01'];
