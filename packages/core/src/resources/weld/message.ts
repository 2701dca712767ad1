import { datetime, defineResource, departPicker, dict, text, weldModelPicker } from '../../resource';

/** Status of a field message: the first reply moves new → processing, 关闭 closes it; a closed one takes no replies. */
export const WELD_MESSAGE_STATUS = { new: 'new', processing: 'processing', closed: 'closed' } as const;

/**
 * Messages (留言列表): field feedback on a machine, optionally tied to a model, with a reply thread
 * (`weld_message_reply`, served by its own routes).
 */
export const weldMessage = defineResource({
  name: 'weldMessage',
  area: 'weld',
  path: '/weld/message',
  table: 'weld_message',
  permission: 'weld:message',
  fields: {
    title: text({ required: true, max: 200, search: 'like', sort: true }),
    content: text({ required: true, max: 4000, multiline: true, list: false }),
    contactName: text({ required: true, max: 64, search: 'like' }),
    contactPhone: text({ max: 32, list: false }),
    contactCompany: text({ max: 200, search: 'like' }),
    machineSerial: text({ max: 64, search: 'like' }),
    modelId: weldModelPicker({ max: 32, search: 'eq' }),
    status: dict('weld_message_status', { form: false, search: 'eq', sort: true }),
    orgCode: departPicker({ max: 64, search: 'eq', list: false }),
    createTime: datetime({ form: false, sort: true }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
