import { datetime, defineResource, departPicker, dict, text } from '../../resource';

/**
 * 用户列表: external readers of manuals (customers, service engineers). Their bound machines
 * (`machines`: model, serial number unique per model, bound date) travel with the record and are
 * saved with it in one transaction.
 */
export const weldManualUser = defineResource({
  name: 'weldManualUser',
  area: 'weld',
  path: '/weld/manualUser',
  table: 'weld_manual_user',
  permission: 'weld:manualUser',
  fields: {
    name: text({ required: true, max: 64, search: 'like', sort: true }),
    company: text({ max: 100, search: 'like', sort: true }),
    region: text({ max: 64, search: 'like' }),
    phone: text({ max: 32, pattern: 'm', search: 'like' }),
    email: text({ max: 100, pattern: 'e', search: 'like' }),
    status: dict('weld_manual_user_status', { required: true, search: 'eq', default: '1' }),
    orgCode: departPicker({ max: 64, search: 'eq' }),
    createTime: datetime({ form: false, sort: true }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
