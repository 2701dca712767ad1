import { datetime, defineResource, dict, text } from '../../resource';

const CODE = { regex: '^[A-Za-z0-9_-]+$', message: 'server.kit.validation.code' };

/**
 * Message templates (消息模板): SMS (`templateType` 1), e-mail (2) or system notice (4). `${name}` in the
 * title and content is replaced by plain text substitution when sending; `templateTestJson` holds the
 * values 发送测试 offers by default (a JSON object).
 */
export const messageTemplate = defineResource({
  name: 'messageTemplate',
  area: 'system',
  path: '/sys/message/sysMessageTemplate',
  table: 'sys_message_template',
  permission: 'system:messageTemplate',
  fields: {
    templateCode: text({ required: true, unique: true, max: 100, pattern: CODE, search: 'like', sort: true }),
    templateName: text({ required: true, max: 100, search: 'like', sort: true }),
    templateType: dict('msg_template_type', { required: true, search: 'eq', sort: true }),
    templateTitle: text({ max: 200 }),
    templateContent: text({ required: true, max: 4000, multiline: true, list: false }),
    templateTestJson: text({ max: 2000, multiline: true, list: false, example: '{"name":"张三"}' }),
    createTime: datetime({ form: false, sort: true, search: 'range' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});

/** `templateType` values. */
export const TEMPLATE_TYPE = { sms: '1', email: '2', system: '4' } as const;
