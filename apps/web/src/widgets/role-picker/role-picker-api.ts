import type { PageResult } from '@weld/core';
import { http } from '../../lib/http';
import { unwrap } from '../../lib/http/unwrap';

/** A role as the picker shows and answers it. */
export interface PickedRole {
  id: string;
  roleName: string;
  roleCode: string;
}

export interface RoleQuery {
  pageNo: number;
  pageSize: number;
  /** contains, sent value-encoded as `*text*` */
  roleName?: string;
  roleCode?: string;
}

const contains = (text?: string) => (text?.trim() ? `*${text.trim()}*` : undefined);

/**
 * A page of roles for the picker (GET /sys/role/list), newest first.
 * @example await rolePage({ pageNo: 1, pageSize: 10, roleName: '质检' })
 */
export async function rolePage(q: RoleQuery): Promise<PageResult<PickedRole>> {
  return unwrap(
    await http.get<PageResult<PickedRole>>('/sys/role/list', {
      pageNo: q.pageNo,
      pageSize: q.pageSize,
      column: 'createTime',
      order: 'desc',
      roleName: contains(q.roleName),
      roleCode: contains(q.roleCode),
    }),
  );
}
