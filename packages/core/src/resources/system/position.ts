import { datetime, defineResource, departPicker, dict, text } from '../../resource';

/** Positions (职务): a code, a name and a rank from the `position_rank` dictionary. */
export const position = defineResource({
  name: 'position',
  area: 'system',
  path: '/sys/position',
  table: 'sys_position',
  permission: 'system:position',
  page: 'system/PositionList',
  dataLog: true,
  fields: {
    code: text({
      required: true,
      unique: true,
      max: 64,
      pattern: { regex: '^[A-Za-z0-9_-]+$', message: 'server.kit.validation.code' },
      search: 'like',
      sort: true,
    }),
    name: text({ required: true, max: 100, search: 'like', sort: true }),
    postRank: dict('position_rank', { required: true, search: 'eq', sort: true }),
    orgCode: departPicker({ max: 64, search: 'eq', list: false }),
    createTime: datetime({ form: false, sort: true, search: 'range' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
