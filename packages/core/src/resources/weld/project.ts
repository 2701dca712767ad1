import {
  date,
  datetime,
  defineResource,
  departPicker,
  dict,
  text,
  userPicker,
  weldModelPicker,
} from '../../resource';

/** A project's states (dictionary weld_project_status). */
export const PROJECT_STATUS = ['planned', 'active', 'done', 'suspended'] as const;

/**
 * 项目: a customer project of a level, owned by an organisation, optionally on a model. The server keeps
 * the end date not before the start and writes the project log inside every write's transaction.
 */
export const weldProject = defineResource({
  name: 'weldProject',
  area: 'weld',
  path: '/weld/project',
  table: 'weld_project',
  permission: 'weld:project',
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
    // a level id, picked from the level list and checked by the server; lists filter by it through the `level` parameter
    levelId: text({ required: true, max: 32 }),
    customer: text({ max: 100, search: 'like' }),
    orgCode: departPicker({ max: 64, search: 'eq' }),
    modelId: weldModelPicker({ max: 32, search: 'eq' }),
    manager: userPicker({ max: 64, search: 'eq' }),
    startDate: date({ sort: true }),
    endDate: date({ sort: true }),
    status: dict('weld_project_status', { required: true, search: 'eq', default: 'planned' }),
    description: text({ max: 500, multiline: true, list: false }),
    createTime: datetime({ form: false, sort: true }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
