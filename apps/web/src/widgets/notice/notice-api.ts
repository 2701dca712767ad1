import type { PageResult } from '@weld/core';
import { http } from '../../lib/http';
import { unwrap } from '../../lib/http/unwrap';

/** An announcement as its recipient sees it (server: inbox.repo.ts). */
export interface NoticeItem {
  id: string;
  anntId: string;
  titile: string;
  msgContent: string | null;
  msgCategory: string;
  priority: 'L' | 'M' | 'H' | string;
  sender: string | null;
  sendTime: string | null;
  openType: 'component' | 'url' | null | string;
  openPage: string | null;
  busId: string | null;
  readFlag: 0 | 1;
}

/** The bell's lists (spec shell §3, notice list response). */
export interface NoticeLists {
  anntMsgList: NoticeItem[];
  anntMsgTotal: number;
  sysMsgList: NoticeItem[];
  sysMsgTotal: number;
}

/** Query keys: the bell's lists and the my-announcements pages; a read invalidates both. */
export const noticeKeys = {
  all: ['notice'] as const,
  lists: ['notice', 'listByUser'] as const,
  mine: (params: object) => ['notice', 'mine', params] as const,
};

/** Unread notices and system messages of the signed-in user. @example const lists = await fetchNoticeLists() */
export async function fetchNoticeLists(silent = false): Promise<NoticeLists> {
  return unwrap(await http.get<NoticeLists>('/sys/annountCement/listByUser', undefined, { silent }));
}

/** A page of the user's announcements, read and unread (我的消息). @example await fetchMyNotices({ pageNo: 1, pageSize: 10 }) */
export async function fetchMyNotices(params: {
  pageNo: number;
  pageSize: number;
  msgCategory?: string;
  readFlag?: string;
  titile?: string;
}): Promise<PageResult<NoticeItem>> {
  return unwrap(
    await http.get<PageResult<NoticeItem>>('/sys/sysAnnouncementSend/getMyAnnouncementSend', params),
  );
}

/** One announcement addressed to the user (a push's msgId), as the lists carry it. @example await fetchNotice(push.msgId) */
export async function fetchNotice(id: string): Promise<NoticeItem> {
  const record = unwrap(
    await http.get<Omit<NoticeItem, 'anntId' | 'readFlag'>>('/sys/annountCement/queryById', { id }),
  );
  return { ...record, anntId: record.id, readFlag: 0 };
}

/** Marks one announcement read. @example await markNoticeRead(item.anntId) */
export async function markNoticeRead(anntId: string): Promise<void> {
  unwrap(await http.put('/sys/sysAnnouncementSend/editByAnntIdAndUserId', { anntId }));
}

/** Marks all of the user's announcements read. @example await markAllNoticesRead() */
export async function markAllNoticesRead(): Promise<void> {
  unwrap(await http.put('/sys/sysAnnouncementSend/readAll', {}));
}

/** Priority colours, as the priority dictionary's items: low blue, medium orange, high red. */
export const PRIORITY_COLORS: Record<string, string> = { L: 'blue', M: 'orange', H: 'red' };

/**
 * The locale key of a priority's text: the priority dictionary the announcement form picks from, so the
 * form, the bell and 我的消息 call a priority by one name.
 * @example t(priorityTextKey('H')) // '高'
 */
export const priorityTextKey = (priority: string) => `server.dict.priority.${priority}`;
