import { datetime, defineResource, number, text } from '../../resource';

/** 项目等级: how important a project is; a level that still holds projects cannot be deleted. */
export const weldProjectLevel = defineResource({
  name: 'weldProjectLevel',
  area: 'weld',
  path: '/weld/projectLevel',
  table: 'weld_project_level',
  permission: 'weld:projectLevel',
  fields: {
    code: text({
      required: true,
      unique: true,
      max: 32,
      pattern: { regex: '^[A-Za-z0-9_-]+$', message: 'server.kit.validation.code' },
      search: 'like',
      sort: true,
    }),
    name: text({ required: true, max: 64, search: 'like', sort: true }),
    rank: number({ integer: true, required: true, min: 1, max: 999, sort: true }),
    colour: text({
      max: 16,
      pattern: { regex: '^#[0-9A-Fa-f]{6}$', message: 'server.weldProject.colourInvalid' },
      example: '#1677ff',
    }),
    description: text({ max: 500, multiline: true, list: false }),
    createTime: datetime({ form: false, sort: true }),
  },
  defaultSort: { field: 'rank', order: 'asc' },
});
