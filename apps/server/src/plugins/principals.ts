import type { Kysely } from 'kysely';
import type { Database } from '../db/schema';
import type { Cache, PubSub } from '../stores';
import { ADMIN_ROLE_CODE } from '../db/seed-ids';

/** What the access check needs about a user, kept in memory per instance. */
export interface Principal {
  userId: string;
  username: string;
  frozen: boolean;
  mustChangePassword: boolean;
  isAdmin: boolean;
  roleIds: string[];
  /** department roles the user holds (sys_depart_role_user); their rights add to the roles' rights */
  departRoleIds: string[];
  /** right codes of the user's roles (perms split at commas) */
  codes: Set<string>;
  tenantIds: Set<number>;
}

const CHANNEL = 'principal-changed';
const EVERYONE = '*';

/**
 * Ids of the menu and button rows a non-admin principal is granted: by roles and by department roles.
 * @example db.selectFrom('sys_permission').where('id', 'in', grantedPermissionIds(db, principal))
 */
export function grantedPermissionIds(
  db: Kysely<Database>,
  who: Pick<Principal, 'roleIds' | 'departRoleIds'>,
) {
  const byRole = db
    .selectFrom('sys_role_permission')
    .select('permission_id')
    .where('role_id', 'in', who.roleIds.length > 0 ? who.roleIds : ['']);
  if (who.departRoleIds.length === 0) return byRole;
  return byRole.union(
    db
      .selectFrom('sys_depart_role_permission')
      .select('permission_id')
      .where('role_id', 'in', who.departRoleIds),
  );
}

/** Splits a perms column: "a,b" grants a and b. */
export function splitPerms(perms: string | null): string[] {
  return (perms ?? '')
    .split(',')
    .map((p) => p.trim())
    .filter(Boolean);
}

/**
 * Loads principals once and keeps them until a change is announced on pub/sub, so every instance
 * drops its copy (and the cached permission answers) when a user, role or grant changes.
 * @example await principals.invalidate(userId)
 */
export class PrincipalService {
  private readonly loaded = new Map<string, Promise<Principal | null>>();
  /** per-user answers derived from the principal (e.g. the serialised permission answer per language) */
  private readonly memos = new Map<string, Map<string, Promise<unknown>>>();

  constructor(
    private readonly db: Kysely<Database>,
    private readonly cache: Cache,
    private readonly pubsub: PubSub,
  ) {}

  async start(): Promise<void> {
    await this.pubsub.subscribe(CHANNEL, (userId) => {
      if (userId === EVERYONE) {
        this.loaded.clear();
        this.memos.clear();
      } else {
        this.loaded.delete(userId);
        this.memos.delete(userId);
      }
    });
  }

  get(userId: string): Promise<Principal | null> {
    let principal = this.loaded.get(userId);
    if (!principal) {
      principal = this.load(userId);
      this.loaded.set(userId, principal);
      principal.catch(() => this.loaded.delete(userId));
    }
    return principal;
  }

  /**
   * A value derived from a user's rights, computed once per instance and dropped with the principal.
   * @example await principals.memo(userId, 'perm:en_US', () => build())
   */
  memo<T>(userId: string, key: string, compute: () => Promise<T>): Promise<T> {
    let forUser = this.memos.get(userId);
    if (!forUser) this.memos.set(userId, (forUser = new Map()));
    let value = forUser.get(key) as Promise<T> | undefined;
    if (!value) {
      value = compute();
      forUser.set(key, value);
      value.catch(() => forUser.delete(key));
    }
    return value;
  }

  /** Announces that a user (or everyone, without an id) changed; cached answers go too. */
  async invalidate(userId?: string): Promise<void> {
    await this.cache.delPrefix(userId ? `perm:${userId}:` : 'perm:');
    await this.pubsub.publish(CHANNEL, userId ?? EVERYONE);
  }

  private async load(userId: string): Promise<Principal | null> {
    const user = await this.db
      .selectFrom('sys_user')
      .select(['id', 'username', 'status', 'must_change_password'])
      .where('id', '=', userId)
      .where('del_flag', '=', 0)
      .executeTakeFirst();
    if (!user) return null;
    const roles = await this.db
      .selectFrom('sys_user_role as ur')
      .innerJoin('sys_role as r', 'r.id', 'ur.role_id')
      .select(['r.id', 'r.role_code'])
      .where('ur.user_id', '=', userId)
      .execute();
    const isAdmin = roles.some((r) => r.role_code === ADMIN_ROLE_CODE);
    const roleIds = roles.map((r) => r.id);
    const departRoles = await this.db
      .selectFrom('sys_depart_role_user')
      .select('drole_id')
      .where('user_id', '=', userId)
      .execute();
    const departRoleIds = departRoles.map((r) => r.drole_id);
    let query = this.db
      .selectFrom('sys_permission as p')
      .select('p.perms')
      .where('p.del_flag', '=', 0)
      .where('p.perms', 'is not', null);
    if (!isAdmin) {
      query = query.where('p.id', 'in', grantedPermissionIds(this.db, { roleIds, departRoleIds }));
    }
    const perms = await query.execute();
    const tenants = await this.db
      .selectFrom('sys_user_tenant')
      .select('tenant_id')
      .where('user_id', '=', userId)
      .execute();
    return {
      userId: user.id,
      username: user.username,
      frozen: Number(user.status) !== 1,
      mustChangePassword: Number(user.must_change_password) === 1,
      isAdmin,
      roleIds,
      departRoleIds,
      codes: new Set(perms.flatMap((p) => splitPerms(p.perms))),
      tenantIds: new Set(tenants.map((t) => Number(t.tenant_id))),
    };
  }
}
