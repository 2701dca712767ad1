import { datetime, defineResource, dict, richText, text } from '../../resource';

/**
 * Announcements (通告管理, table `sys_announcement`, its title column spelled `titile` as the spec has it):
 * a notice (`msgCategory` 1) or system message (2) of priority L/M/H, to every user (`msgType` ALL) or to
 * the comma-joined user ids or usernames in `userIds` (USER). Drafts (`sendStatus` 0) are edited freely; publishing
 * (`doReleaseData`) checks recipients and the open target, revoking (`doReovkeData`) takes it back. The
 * HTML body is sanitised on the server.
 */
export const announcement = defineResource({
  name: 'announcement',
  area: 'system',
  path: '/sys/annountCement',
  table: 'sys_announcement',
  permission: 'system:announcement',
  softDelete: true,
  fields: {
    titile: text({ required: true, max: 100, search: 'like', sort: true }),
    msgCategory: dict('msg_category', { required: true, search: 'eq', sort: true }),
    priority: dict('priority', { required: true, search: 'eq', sort: true }),
    msgType: dict('msg_type', { required: true, search: 'eq' }),
    userIds: text({ max: 4000, list: false }),
    msgContent: richText({ max: 60000, list: false }),
    openType: dict('msg_open_type', { list: false }),
    openPage: text({ max: 255, list: false }),
    busId: text({ max: 64, list: false }),
    sender: text({ max: 100, form: false, search: 'like' }),
    sendStatus: dict('send_status', { form: false, search: 'eq', sort: true }),
    sendTime: datetime({ form: false, sort: true, search: 'range' }),
    cancelTime: datetime({ form: false, list: false }),
    createTime: datetime({ form: false, sort: true, list: false }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});

/** Announcement states (spec shell §4): draft, published, revoked. */
export const SEND_STATUS = { draft: '0', published: '1', revoked: '2' } as const;
/** `msgCategory` values: notices (the bell's first tab) and system messages (the second). */
export const MSG_CATEGORY = { notice: '1', system: '2' } as const;
