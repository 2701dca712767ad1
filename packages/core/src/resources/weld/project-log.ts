import { datetime, defineResource, dict, text, userPicker } from '../../resource';

/** What a project log row records (dictionary weld_project_action). */
export const PROJECT_ACTIONS = ['create', 'edit', 'level', 'status', 'transfer', 'note'] as const;

/**
 * 项目日志: written by the server inside each project write's transaction (and by 添加记录 for a note);
 * listed and filtered, never edited, so it is not in the kit's registry.
 */
export const weldProjectLog = defineResource({
  name: 'weldProjectLog',
  ownRoutes: true,
  area: 'weld',
  path: '/weld/projectLog',
  table: 'weld_project_log',
  permission: 'weld:projectLog',
  fields: {
    projectId: text({ required: true, max: 32, search: 'eq' }),
    action: dict('weld_project_action', { search: 'eq', sort: true, form: false }),
    content: text({ required: true, max: 2000, multiline: true }),
    operator: userPicker({ search: 'eq', form: false }),
    createTime: datetime({ sort: true, search: 'range', form: false }),
    // the changes (field, old, new) of an automatic row as JSON: the list renders them in the reader's language
    detail: text({ list: false, detail: false, form: false }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
