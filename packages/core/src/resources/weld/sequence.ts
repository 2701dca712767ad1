import { datetime, defineResource, dict, file, number, text, weldModelPicker } from '../../resource';

/** Life of a sequence (dictionary weld_sequence_status): draft → released → obsolete. */
export const SEQUENCE_STATUSES = ['draft', 'released', 'obsolete'] as const;

/**
 * Welding sequences (程序列表): programs per model with their process, material, thickness and
 * parameters, each parameter its own column; the ranges per process are in sequence-parameters.ts.
 * Who sees and uses which sequence is decided by the sequence power grants on the server.
 */
export const weldSequence = defineResource({
  name: 'weldSequence',
  area: 'weld',
  path: '/weld/sequence',
  table: 'weld_sequence',
  permission: 'weld:sequence',
  fields: {
    modelId: weldModelPicker({ required: true, max: 32, search: 'eq' }),
    code: text({
      required: true,
      unique: true,
      max: 64,
      pattern: { regex: '^[A-Za-z0-9_.-]+$', message: 'server.kit.validation.code' },
      search: 'like',
      sort: true,
    }),
    name: text({ required: true, max: 100, search: 'like', sort: true }),
    process: dict('weld_process', { required: true, search: 'eq', sort: true }),
    material: dict('weld_material', { required: true, search: 'eq' }),
    thickness: number({ min: 0.1, max: 200, search: 'range', sort: true }),
    current: number({ column: 'weld_current', min: 0, max: 20000 }),
    voltage: number({ min: 0, max: 100 }),
    wireFeed: number({ min: 0, max: 50 }),
    gasFlow: number({ min: 0, max: 50 }),
    travelSpeed: number({ min: 0, max: 1000 }),
    version: text({ required: true, max: 32, search: 'like' }),
    status: dict('weld_sequence_status', { required: true, search: 'eq', default: 'draft' }),
    programFile: file({ max: 500, list: false }),
    remark: text({ max: 500, multiline: true, list: false }),
    createTime: datetime({ form: false, sort: true }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});
