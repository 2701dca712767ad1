import { sql } from 'kysely';
import type { Kysely, SqlBool } from 'kysely';
import type { Database } from '../../../db/schema';
import { likePattern } from '../../../kit/table';
import { pageOffset } from '@weld/core';
import type { AddressEntry, AddressQuery, PageResult } from '@weld/core';
import { pageOf, rowCounter } from '../../../kit/paging';

export type { AddressEntry, AddressQuery };

const like = (column: string, pattern: string) => sql<SqlBool>`${sql.ref(column)} like ${pattern} escape '!'`;

/**
 * Live users in the department of `orgCode` or below it (org codes extend their parent's), whose name
 * contains `realname`; a page of them by name.
 * @example await addressPage(db, { orgCode: 'A01', pageNo: 1, pageSize: 10 })
 */
export async function addressPage(db: Kysely<Database>, q: AddressQuery): Promise<PageResult<AddressEntry>> {
  let users = db.selectFrom('sys_user as u').where('u.del_flag', '=', 0);
  if (q.orgCode) {
    const members = db
      .selectFrom('sys_user_depart as ud')
      .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
      .select('ud.user_id')
      .where('d.del_flag', '=', 0)
      .where(like('d.org_code', likePattern('right_like', q.orgCode)));
    users = users.where('u.id', 'in', members);
  }
  if (q.realname) users = users.where(like('u.realname', likePattern('like', q.realname)));
  const rows = await users
    .select(['u.id', 'u.realname', 'u.username', 'u.work_no', 'u.post', 'u.phone', 'u.email'])
    .orderBy('u.realname')
    .orderBy('u.id')
    .limit(q.pageSize)
    .offset(pageOffset(q.pageNo, q.pageSize))
    .execute();
  const ids = rows.map((r) => r.id);
  const departs =
    ids.length === 0
      ? []
      : await db
          .selectFrom('sys_user_depart as ud')
          .innerJoin('sys_depart as d', 'd.id', 'ud.dep_id')
          .select(['ud.user_id', 'd.depart_name'])
          .where('ud.user_id', 'in', ids)
          .where('d.del_flag', '=', 0)
          .orderBy('d.org_code')
          .execute();
  const codes = [...new Set(rows.flatMap((r) => (r.post ? r.post.split(',') : [])))];
  const positions =
    codes.length === 0
      ? []
      : await db.selectFrom('sys_position').select(['code', 'name']).where('code', 'in', codes).execute();
  const positionName = new Map(positions.map((p) => [p.code, p.name]));
  const join = (list: string[]) => (list.length > 0 ? list.join(',') : null);
  const records = rows.map((r) => ({
    id: r.id,
    realname: r.realname,
    username: r.username,
    workNo: r.work_no,
    post: r.post,
    postText: r.post ? join(r.post.split(',').map((c) => positionName.get(c) ?? c)) : null,
    phone: r.phone,
    email: r.email,
    departNames: join(departs.filter((d) => d.user_id === r.id).map((d) => d.depart_name)),
  }));
  return pageOf(records, q, rowCounter(db, users));
}
