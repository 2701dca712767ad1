import { compileRuntimeResource, fieldList } from '@weld/core';
import type { FieldKind, ResourceDefinition, RuntimeResourceSpec } from '@weld/core';
import type { BuiltApp } from '../app';

/** A runtime resource with a field of every kind an admin may choose, for the kit's contract tests. */
export const CONTRACT_RUNTIME_SPEC: RuntimeResourceSpec = {
  name: 'contractOrder',
  table: 'ext_contract_order',
  title: { zh_CN: '契约订单', en_US: 'Contract orders', ru_RU: 'Заказы по договору' },
  fields: {
    orderNo: {
      kind: 'text',
      label: { zh_CN: '订单号', en_US: 'Order no.', ru_RU: 'Номер заказа' },
      required: true,
      unique: true,
      max: 32,
      search: 'like',
      sort: true,
    },
    litres: {
      kind: 'number',
      label: { zh_CN: '升数', en_US: 'Litres' },
      integer: true,
      min: 0,
      search: 'range',
      sort: true,
    },
    price: { kind: 'money', label: { zh_CN: '单价', en_US: 'Price' }, min: 0, sort: true },
    dueDate: { kind: 'date', label: { zh_CN: '交货日期', en_US: 'Due date' }, search: 'range', sort: true },
    shippedAt: { kind: 'datetime', label: { zh_CN: '发货时间', en_US: 'Shipped at' } },
    rank: { kind: 'dict', label: { zh_CN: '等级', en_US: 'Rank' }, dictCode: 'position_rank', search: 'eq' },
    ranks: { kind: 'multiDict', label: { zh_CN: '适用等级', en_US: 'Ranks' }, dictCode: 'position_rank' },
    urgent: { kind: 'switchYN', label: { zh_CN: '加急', en_US: 'Urgent' }, search: 'eq' },
    pin: { kind: 'password', label: { zh_CN: '提货密码', en_US: 'Pick-up PIN' } },
    remark: { kind: 'richText', label: { zh_CN: '说明', en_US: 'Remark' }, list: false },
    photo: { kind: 'image', label: { zh_CN: '照片', en_US: 'Photo' }, list: false },
    manager: { kind: 'user', label: { zh_CN: '负责人', en_US: 'Manager' }, search: 'eq' },
    orgCode: { kind: 'depart', label: { zh_CN: '部门', en_US: 'Department' }, search: 'eq' },
    createTime: { kind: 'datetime', label: { zh_CN: '创建时间', en_US: 'Created' }, sort: true },
  },
  defaultSort: { field: 'createTime', order: 'desc' },
};

const compiled = compileRuntimeResource(CONTRACT_RUNTIME_SPEC);
if ('problems' in compiled)
  throw new Error(`contract runtime spec refused: ${JSON.stringify(compiled.problems)}`);
/** The definition the server serves for CONTRACT_RUNTIME_SPEC. */
export const contractRuntime: ResourceDefinition = compiled;

const columnType = (kind: FieldKind) =>
  kind === 'number'
    ? 'integer'
    : kind === 'money'
      ? 'decimal(12, 2)'
      : kind === 'richText'
        ? 'text'
        : 'varchar(255)';

/**
 * Creates the table of a runtime definition and publishes the definition, as an online form's sync will.
 * @example await defineRuntime(server, CONTRACT_RUNTIME_SPEC)
 */
export async function defineRuntime(server: BuiltApp, spec: RuntimeResourceSpec): Promise<void> {
  const def = compileRuntimeResource(spec);
  if ('problems' in def) throw new Error(JSON.stringify(def.problems));
  let table = server.ctx.db.schema
    .createTable(def.table)
    .addColumn('id', 'varchar(32)', (c) => c.primaryKey());
  const audit = ['create_by', 'create_time', 'update_by', 'update_time'];
  for (const column of audit) table = table.addColumn(column, 'varchar(64)');
  for (const field of fieldList(def).filter((f) => !audit.includes(f.column))) {
    table = table.addColumn(field.column, columnType(field.kind), (c) => (field.unique ? c.unique() : c));
  }
  await table.execute();
  await server.ctx.definitions.save(spec, 'admin', server.ctx.now(), 'zh_CN');
}
