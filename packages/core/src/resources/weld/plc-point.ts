import { datetime, defineResource, dict, number, text } from '../../resource';
import type { PlcProtocol } from './plc-workstation';

/** Value types of a data point (dictionary weld_plc_data_type). */
export const PLC_DATA_TYPES = ['BOOL', 'INT', 'DINT', 'REAL', 'WORD'] as const;
export type PlcDataType = (typeof PLC_DATA_TYPES)[number];

/** Address forms per protocol: S7 `DB1.DBD0` / `DB1.DBX2.3` / `DB10.DBW4`, Modbus `40001` or `HR100`, OPC UA `ns=2;s=…`. */
const ADDRESS_FORMS: Record<PlcProtocol, RegExp> = {
  s7: /^DB\d{1,5}\.(?:DBX\d{1,5}\.[0-7]|DB[BWD]\d{1,5})$/,
  modbus: /^(?:[0134]\d{4,5}|(?:HR|IR|CO|DI)\d{1,5})$/,
  opcua: /^ns=\d{1,5};[sigb]=.{1,200}$/,
};

/**
 * Whether `address` is a valid data point address for `protocol`.
 * @example plcAddressValid('s7', 'DB1.DBX2.3') // true
 */
export function plcAddressValid(protocol: string, address: string): boolean {
  const form = ADDRESS_FORMS[protocol as PlcProtocol];
  return form !== undefined && form.test(address);
}

/** Why a raw reading does not fit a data type (a locale key under server.weldPlc.badValue), or null when it does. */
export function plcValueProblem(type: PlcDataType, value: unknown): string | null {
  if (type === 'BOOL') return typeof value === 'boolean' || value === 0 || value === 1 ? null : 'bool';
  if (typeof value !== 'number' || !Number.isFinite(value)) return 'number';
  if (type === 'REAL') return null;
  if (!Number.isInteger(value)) return 'integer';
  const [low, high] = { INT: [-32768, 32767], DINT: [-2147483648, 2147483647], WORD: [0, 65535] }[type];
  return value < low || value > high ? 'range' : null;
}

/**
 * A data point of a PLC workstation: where the value sits in the PLC, its type, and how the raw value
 * becomes the shown one (`scale`, unit, limits). `lastValue` / `lastTime` are kept by ingestion.
 */
export const weldPlcPoint = defineResource({
  name: 'weldPlcPoint',
  area: 'weld',
  path: '/weld/plcPoint',
  table: 'weld_plc_point',
  permission: 'weld:plcPoint',
  fields: {
    workstationId: text({ required: true, max: 32, list: false, detail: false }),
    name: text({ required: true, max: 100, search: 'like', sort: true }),
    address: text({ required: true, max: 200, search: 'like', sort: true }),
    dataType: dict('weld_plc_data_type', { required: true, search: 'eq' }),
    unit: text({ max: 20 }),
    scale: number({ default: 1, min: -1000000, max: 1000000 }),
    lowLimit: number({ min: -1e12, max: 1e12 }),
    highLimit: number({ min: -1e12, max: 1e12 }),
    lastValue: number({ form: false }),
    lastTime: datetime({ form: false, sort: true }),
  },
  defaultSort: { field: 'address', order: 'asc' },
});
