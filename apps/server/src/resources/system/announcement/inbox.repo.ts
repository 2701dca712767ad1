import { sql } from 'kysely';
import type { Kysely, SqlBool } from 'kysely';
import { SEND_STATUS, pageOffset } from '@weld/core';
import type { PageResult } from '@weld/core';
import type { Database } from '../../../db/schema';
import { newId } from '../../../db/ids';
import { isUniqueViolation } from '../../../db/dialect';
import { likePattern } from '../../../kit/table';
import { cappedCountOf, pageOf, rowCounter, withCappedCount } from '../../../kit/paging';
import type { PageRequest } from '../../../kit/paging';

/** An announcement as its recipient sees it. */
export interface InboxItem {
  id: string;
  anntId: string;
  titile: string;
  msgContent: string | null;
  msgCategory: string;
  priority: string;
  sender: string | null;
  sendTime: string | null;
  openType: string | null;
  openPage: string | null;
  busId: string | null;
  readFlag: 0 | 1;
  readTime: string | null;
}

export interface InboxFilter {
  category?: string;
  /** only unread (0) or only read (1) */
  readFlag?: 0 | 1;
  /** part of the title */
  titile?: string;
}

/**
 * The announcements a user may see: published, not deleted, and to everyone or with a recipient row
 * of theirs. The send row (left-joined) carries their read flag; no row means unread.
 */
export function inboxQuery(db: Kysely<Database>, userId: string, filter: InboxFilter = {}) {
  let query = db
    .selectFrom('sys_announcement as a')
    .leftJoin('sys_announcement_send as s', (join) =>
      join.onRef('s.annt_id', '=', 'a.id').on('s.user_id', '=', userId),
    )
    .where('a.send_status', '=', SEND_STATUS.published)
    .where('a.del_flag', '=', 0)
    .where((eb) => eb.or([eb('a.msg_type', '=', 'ALL'), eb('s.id', 'is not', null)]));
  if (filter.category) query = query.where('a.msg_category', '=', filter.category);
  if (filter.readFlag === 1) query = query.where('s.read_flag', '=', 1);
  if (filter.readFlag === 0)
    query = query.where((eb) => eb.or([eb('s.read_flag', 'is', null), eb('s.read_flag', '=', 0)]));
  if (filter.titile)
    query = query.where(
      sql<SqlBool>`${sql.ref('a.titile')} like ${likePattern('like', filter.titile)} escape '!'`,
    );
  return query;
}

/** One page of a user's inbox, newest first, and its total. */
export async function inboxPage(
  db: Kysely<Database>,
  userId: string,
  filter: InboxFilter,
  page: PageRequest,
): Promise<PageResult<InboxItem>> {
  const base = inboxQuery(db, userId, filter);
  const select = base
    .select([
      'a.id',
      'a.titile',
      'a.msg_content',
      'a.msg_category',
      'a.priority',
      'a.sender',
      'a.send_time',
      'a.open_type',
      'a.open_page',
      'a.bus_id',
      's.read_flag',
      's.read_time',
    ])
    .orderBy('a.send_time', 'desc')
    .orderBy('a.id', 'desc')
    .offset(pageOffset(page.pageNo, page.pageSize))
    .limit(page.pageSize);
  const rows = await withCappedCount(select, base, page).execute();
  const items = rows.map((r) => ({
    id: r.id,
    anntId: r.id,
    titile: r.titile,
    msgContent: r.msg_content,
    msgCategory: r.msg_category,
    priority: r.priority,
    sender: r.sender,
    sendTime: r.send_time,
    openType: r.open_type,
    openPage: r.open_page,
    busId: r.bus_id,
    readFlag: (r.read_flag === 1 ? 1 : 0) as 0 | 1,
    readTime: r.read_time ?? null,
  }));
  return pageOf(items, page, rowCounter(db, base), cappedCountOf(rows));
}

/** Marks announcements read for a user: updates their send rows, creating the rows of ALL announcements on first read. */
export async function markRead(
  db: Kysely<Database>,
  userId: string,
  anntIds: string[],
  now: string,
): Promise<void> {
  for (const anntId of anntIds) {
    const updated = await db
      .updateTable('sys_announcement_send')
      .set({ read_flag: 1, read_time: now })
      .where('annt_id', '=', anntId)
      .where('user_id', '=', userId)
      .where('read_flag', '=', 0)
      .executeTakeFirst();
    if (Number(updated.numUpdatedRows) > 0) continue;
    try {
      await db
        .insertInto('sys_announcement_send')
        .values({
          id: newId(),
          annt_id: anntId,
          user_id: userId,
          read_flag: 1,
          read_time: now,
          create_time: now,
        })
        .execute();
    } catch (err) {
      // the row exists (already read, or written by a parallel call): read it is
      if (!isUniqueViolation(err)) throw err;
    }
  }
}
