import type { Kysely } from 'kysely';
import type { DepartInfo, TenantInfo, UserInfo } from '@weld/core';
import type { Database, SysUserTable } from '../../../db/schema';

/** Users, their departments, tenants and roles: plain functions taking `db`. */
export type UserRow = SysUserTable;

export function findUserByName(db: Kysely<Database>, username: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('sys_user')
    .selectAll()
    .where('username', '=', username)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
}

export function findUserByPhone(db: Kysely<Database>, phone: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('sys_user')
    .selectAll()
    .where('phone', '=', phone)
    .where('del_flag', '=', 0)
    .orderBy('create_time')
    .executeTakeFirst();
}

export function findUserById(db: Kysely<Database>, id: string): Promise<UserRow | undefined> {
  return db
    .selectFrom('sys_user')
    .selectAll()
    .where('id', '=', id)
    .where('del_flag', '=', 0)
    .executeTakeFirst();
}

export async function userDeparts(db: Kysely<Database>, userId: string): Promise<DepartInfo[]> {
  const rows = await db
    .selectFrom('sys_user_depart as ud')
    .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
    .select(['d.id', 'd.org_code', 'd.depart_name', 'd.parent_id'])
    .where('ud.user_id', '=', userId)
    .where('d.del_flag', '=', 0)
    .orderBy('d.org_code')
    .execute();
  return rows.map((r) => ({
    id: r.id,
    orgCode: r.org_code,
    departName: r.depart_name,
    parentId: r.parent_id,
  }));
}

export async function userTenants(db: Kysely<Database>, userId: string): Promise<TenantInfo[]> {
  const rows = await db
    .selectFrom('sys_user_tenant as ut')
    .innerJoin('sys_tenant as t', 't.id', 'ut.tenant_id')
    .select(['t.id', 't.name'])
    .where('ut.user_id', '=', userId)
    .orderBy('t.id')
    .execute();
  return rows.map((r) => ({ id: Number(r.id), name: r.name }));
}

export function userRoles(db: Kysely<Database>, userId: string) {
  return db
    .selectFrom('sys_user_role as ur')
    .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
    .select(['r.id', 'r.role_name as roleName', 'r.role_code as roleCode'])
    .where('ur.user_id', '=', userId)
    .orderBy('r.role_code')
    .execute();
}

/** The API shape of a user; password and salt never leave the server. */
export function toUserInfo(user: UserRow, tenants: TenantInfo[]): UserInfo {
  return {
    id: user.id,
    username: user.username,
    realname: user.realname,
    avatar: user.avatar,
    orgCode: user.org_code,
    email: user.email,
    phone: user.phone,
    sex: user.sex === null ? null : Number(user.sex),
    status: Number(user.status),
    mustChangePassword: Number(user.must_change_password) === 1,
    relTenantIds: tenants.map((t) => t.id).join(','),
    loginTenantId: tenants[0]?.id ?? 0,
  };
}

export async function loadUserInfo(db: Kysely<Database>, user: UserRow): Promise<UserInfo> {
  return toUserInfo(user, await userTenants(db, user.id));
}
