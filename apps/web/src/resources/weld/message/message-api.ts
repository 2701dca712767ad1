import type { MessageReply } from '@weld/core';
import { http } from '../../../lib/http';
import { unwrap } from '../../../lib/http/unwrap';

/** 留言列表's thread calls beside the kit's CRUD. */
export const messageApi = {
  replies: async (id: string) => unwrap(await http.get<MessageReply[]>('/weld/message/replies', { id })),
  reply: (id: string, content: string) => http.post<{ id: string }>('/weld/message/reply', { id, content }),
  close: (id: string) => http.post<null>('/weld/message/close', { id }),
};
