import { datetime, defineResource, dict, number, text } from '../../resource';

/**
 * Send history (消息记录, table `sys_sms` as the original platform names it): one row per message sent
 * through a template, with its outcome. Written by sending only; administrators list and delete.
 */
export const message = defineResource({
  name: 'message',
  ownRoutes: true,
  area: 'system',
  path: '/sys/message/sysMessage',
  table: 'sys_sms',
  permission: 'system:message',
  fields: {
    esType: dict('msg_template_type', { search: 'eq', sort: true }),
    esReceiver: text({ max: 255, search: 'like' }),
    esTitle: text({ max: 200, search: 'like' }),
    esContent: text({ max: 4000, multiline: true, list: false }),
    esParam: text({ max: 2000, multiline: true, list: false }),
    esSendStatus: dict('msg_send_status', { search: 'eq', sort: true }),
    esSendNum: number({ integer: true, list: false }),
    esSendTime: datetime({ sort: true, search: 'range' }),
    esResult: text({ max: 1000 }),
  },
  defaultSort: { field: 'esSendTime', order: 'desc' },
});

/** `esSendStatus` values. */
export const SEND_OUTCOME = { pending: '0', sent: '1', failed: '2' } as const;
