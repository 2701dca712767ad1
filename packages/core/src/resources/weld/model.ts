import {
  datetime,
  defineResource,
  departPicker,
  dict,
  image,
  number,
  text,
  weldModelPicker,
} from '../../resource';

/** The levels of the model tree, top down: a product line holds series, a series holds models. */
export const WELD_NODE_TYPES = ['line', 'series', 'model'] as const;
export type WeldNodeType = (typeof WELD_NODE_TYPES)[number];

/** The node type a child of `parent` must have (a line at the top); null: nothing may hang below a model. */
export function childNodeType(parent: WeldNodeType | null): WeldNodeType | null {
  if (parent === null) return 'line';
  const next = WELD_NODE_TYPES[WELD_NODE_TYPES.indexOf(parent) + 1];
  return next ?? null;
}

/**
 * The weld model tree (型号树): product lines → series → models of welding machines, robots and
 * PV/energy-storage controllers. `specs` is a JSON object of spec name → value; the server keeps
 * each node's id path, so subtrees (organisation set, sequence rights) are one indexed LIKE.
 */
export const weldModel = defineResource({
  name: 'weldModel',
  area: 'weld',
  path: '/weld/model',
  table: 'weld_model',
  permission: 'weld:model',
  dataLog: true,
  fields: {
    parentId: weldModelPicker({ max: 32, search: 'eq', list: false }),
    nodeType: dict('weld_node_type', { required: true, search: 'eq', sort: true }),
    productKind: dict('weld_product_kind', { required: true, search: 'eq', sort: true }),
    code: text({
      required: true,
      unique: true,
      max: 64,
      pattern: { regex: '^[A-Za-z0-9_-]+$', message: 'server.kit.validation.code' },
      search: 'like',
      sort: true,
    }),
    name: text({ required: true, max: 100, search: 'like', sort: true }),
    image: image({ max: 500, list: false }),
    specs: text({
      max: 4000,
      multiline: true,
      list: false,
      example: '{"额定电流":"350 A","电源":"三相 380 V"}',
    }),
    status: dict('weld_model_status', { required: true, search: 'eq' }),
    sortNo: number({ integer: true, min: 0, max: 99999, sort: true }),
    orgCode: departPicker({ max: 64, search: 'eq' }),
    createTime: datetime({ form: false, sort: true }),
  },
  defaultSort: { field: 'sortNo', order: 'asc' },
});
