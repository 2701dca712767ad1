import { datetime, defineResource, dict, multiDict, text, userPicker } from '../../resource';

/**
 * Specialists (专家列表): users flagged as welding specialists, with level, certifications, regions and
 * the processes they master. Sequence power grants name a specialist by username.
 */
export const weldSpecialist = defineResource({
  name: 'weldSpecialist',
  area: 'weld',
  path: '/weld/specialist',
  table: 'weld_specialist',
  permission: 'weld:specialist',
  page: 'weld/SpecialistList',
  fields: {
    username: userPicker({ required: true, unique: true, max: 100, search: 'eq' }),
    level: dict('weld_specialist_level', { required: true, search: 'eq', sort: true }),
    certifications: text({ max: 500, search: 'like' }),
    regions: text({ max: 200, search: 'like' }),
    skills: multiDict('weld_process', { max: 200 }),
    status: dict('valid_status', { required: true, search: 'eq', default: '1' }),
    createTime: datetime({ form: false, sort: true }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
