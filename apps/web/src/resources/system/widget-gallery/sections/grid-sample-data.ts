import type { TFunction } from 'i18next';
import type { GridRow } from '@weld/core';
import type { WebGridColumn } from '../../../../widgets/editable-grid';

const PROCESSES = [
  { value: 'TIG', text: '钨极氩弧焊 TIG', color: '#108ee9' },
  { value: 'MIG', text: '熔化极气保焊 MIG', color: '#87d068' },
  { value: 'MAG', text: '活性气体保护焊 MAG', color: '#f50' },
  { value: 'SAW', text: '埋弧焊 SAW', color: '#722ed1' },
];
const POSITIONS = [
  { value: '1G', text: '1G 平焊' },
  { value: '2G', text: '2G 横焊' },
  { value: '3G', text: '3G 立焊' },
  { value: '4G', text: '4G 仰焊' },
];
const WIRES = ['ER50-6 Ø1.2', 'ER308L Ø1.0', 'ER70S-6 Ø1.2', 'H08MnA Ø4.0'];

const C = 'web.grid.gallery.columns.';

/** Columns of a welding procedure's pass sequence: one row per weld pass. */
export const sequenceColumns = (t: TFunction): WebGridColumn[] => [
  {
    key: 'passNo',
    title: t(`${C}passNo`),
    type: 'input',
    width: 110,
    validateRules: [
      { required: true },
      { unique: true, message: 'web.grid.rule.unique' },
      { pattern: { regex: '^P\\d{1,6}$', message: 'web.grid.gallery.passNoFormat' } },
    ],
    showDetails: true,
  },
  {
    key: 'process',
    title: t(`${C}process`),
    type: 'select',
    width: 190,
    options: PROCESSES,
    setTagColor: true,
    sortable: true,
    validateRules: [{ required: true }],
  },
  { key: 'position', title: t(`${C}position`), type: 'radio', width: 260, options: POSITIONS },
  {
    key: 'current',
    title: t(`${C}current`),
    type: 'inputNumber',
    width: 130,
    sortable: true,
    statistics: ['sum', 'average'],
    validateRules: [{ required: true }, { pattern: 'z', message: 'web.grid.gallery.integer' }],
  },
  {
    key: 'voltage',
    title: t(`${C}voltage`),
    type: 'inputNumber',
    width: 120,
    statistics: ['average'],
    validateRules: [{ pattern: 'n' }],
  },
  { key: 'speed', title: t(`${C}speed`), type: 'inputNumber', width: 150 },
  {
    key: 'wire',
    title: t(`${C}wire`),
    type: 'list_multi',
    width: 180,
    options: WIRES.map((w) => ({ value: w, text: w })),
  },
  { key: 'weldDate', title: t(`${C}weldDate`), type: 'date', width: 150 },
  { key: 'inspectedAt', title: t(`${C}inspectedAt`), type: 'datetime' },
  {
    key: 'inspected',
    title: t(`${C}inspected`),
    type: 'checkbox',
    width: 90,
    customValue: ['Y', 'N'],
    defaultChecked: false,
  },
  {
    key: 'remark',
    title: t(`${C}remark`),
    type: 'input_pop',
    width: 160,
    placeholder: t('web.grid.gallery.remarkPlaceholder'),
  },
  { key: 'progress', title: t(`${C}progress`), type: 'progress', width: 140 },
  {
    key: 'operator',
    title: t(`${C}operator`),
    type: 'popup',
    width: 130,
    popupCode: 'sys_user',
    orgFields: 'realname',
    destFields: 'operator',
  },
  { key: 'batch', title: t(`${C}batch`), type: 'hidden' },
];

const WELDERS = ['张建国', '李海涛', '王磊', '赵晓东', '刘洋', '陈志强'];
const pad = (n: number) => String(n).padStart(2, '0');

/**
 * `count` weld passes with believable parameters, the same on every call.
 * @example sequenceRows(1000)
 */
export function sequenceRows(count: number): GridRow[] {
  const rows: GridRow[] = new Array(count);
  for (let i = 0; i < count; i += 1) {
    const p = PROCESSES[i % PROCESSES.length].value;
    rows[i] = {
      id: String(100000 + i),
      passNo: `P${i + 1}`,
      process: p,
      position: POSITIONS[i % 4].value,
      current: p === 'SAW' ? 550 + (i % 7) * 10 : 110 + (i % 13) * 5,
      voltage: p === 'SAW' ? 32 + (i % 4) : 18 + (i % 9),
      speed: 20 + (i % 17),
      wire: WIRES[i % WIRES.length],
      weldDate: `2026-${pad((i % 12) + 1)}-${pad((i % 28) + 1)}`,
      inspectedAt: i % 3 === 0 ? `2026-${pad((i % 12) + 1)}-${pad((i % 28) + 1)} 1${i % 10}:30:00` : '',
      inspected: i % 3 === 0 ? 'Y' : 'N',
      remark: i % 5 === 0 ? '层间温度≤150℃，焊前预热' : '',
      progress: (i * 7) % 101,
      operator: WELDERS[i % WELDERS.length],
      batch: `B${2026000 + Math.floor(i / 50)}`,
    };
  }
  return rows;
}

const MODELS = [
  'NB-350 逆变气保焊机',
  'WS-400 氩弧焊机',
  'MZ-1250 埋弧焊机',
  'CUT-100 等离子切割机',
  'ZX7-400 手工焊机',
];
const STATUS = [
  { value: 'running', text: '运行中' },
  { value: 'repair', text: '维修中' },
  { value: 'scrapped', text: '已报废' },
];

/** Columns of the machine list (click to edit; scrapped machines are locked). */
export const machineColumns = (t: TFunction): WebGridColumn[] => [
  {
    key: 'serialNo',
    title: t(`${C}serialNo`),
    type: 'input',
    width: 150,
    validateRules: [{ required: true }, { pattern: 'only', message: 'web.grid.rule.unique' }],
  },
  {
    key: 'model',
    title: t(`${C}model`),
    type: 'select',
    width: 220,
    options: MODELS.map((m) => ({ value: m, text: m })),
    allowInput: true,
  },
  { key: 'ratedCurrent', title: t(`${C}ratedCurrent`), type: 'inputNumber', width: 130, statistics: ['sum'] },
  { key: 'status', title: t(`${C}status`), type: 'select', width: 120, options: STATUS },
  { key: 'customer', title: t(`${C}customer`), type: 'input', width: 200 },
  { key: 'shippedOn', title: t(`${C}shippedOn`), type: 'date' },
  { key: 'warranty', title: t(`${C}warranty`), type: 'checkbox', width: 80, customValue: ['1', '0'] },
  {
    key: 'calibrated',
    title: t(`${C}calibrated`),
    type: 'checkbox_meta',
    width: 90,
    customValue: ['Y', 'N'],
  },
];

const CUSTOMERS = ['中联重科', '三一重工', '徐工集团', '中国中车', '沪东中华造船', '宝钢股份'];

/** The machine list rows: every seventh machine is scrapped. */
export function machineRows(count: number): GridRow[] {
  return Array.from({ length: count }, (_, i) => ({
    id: `M${i + 1}`,
    serialNo: `WM2026${String(i + 1).padStart(5, '0')}`,
    model: MODELS[i % MODELS.length],
    ratedCurrent: [350, 400, 1250, 100, 400][i % 5],
    status: i % 7 === 6 ? 'scrapped' : i % 5 === 3 ? 'repair' : 'running',
    customer: CUSTOMERS[i % CUSTOMERS.length],
    shippedOn: `2025-${pad((i % 12) + 1)}-${pad((i % 27) + 1)}`,
    warranty: i % 4 === 0 ? '0' : '1',
    calibrated: i % 3 === 0 ? 'N' : 'Y',
  }));
}

const PARTS = ['送丝机构', '焊枪 MB-36', '水冷箱', 'IGBT 模块', '控制板'];

/** Columns of a machine's maintenance records, the machine list's sub-table. */
export const maintenanceColumns = (t: TFunction): WebGridColumn[] => [
  { key: 'seq', title: t(`${C}seq`), type: 'inputNumber', width: 70, isOrder: true },
  { key: 'part', title: t(`${C}part`), type: 'input', width: 150, validateRules: [{ required: true }] },
  { key: 'servicedOn', title: t(`${C}servicedOn`), type: 'date' },
  { key: 'cost', title: t(`${C}cost`), type: 'inputNumber', width: 110, statistics: ['sum'] },
  {
    key: 'reports',
    title: t(`${C}reports`),
    type: 'file',
    width: 200,
    fieldExtendJson: '{"uploadnum":3}',
    props: { biz: 'weld/maintenance' },
  },
];

/** Three maintenance records of a machine, derived from its id. */
export function maintenanceRows(machineId: string): GridRow[] {
  const n = Number(machineId.replace(/\D/g, '')) || 1;
  return [0, 1, 2].map((k) => ({
    id: `${machineId}-${k}`,
    seq: k + 1,
    part: PARTS[(n + k) % PARTS.length],
    servicedOn: `2026-0${k + 1}-1${n % 9}`,
    cost: 200 + ((n * 37 + k * 90) % 900),
  }));
}

/** Columns of a machine's bill of materials, a tree table whose assemblies open on demand. */
export const bomColumns = (t: TFunction): WebGridColumn[] => [
  { key: 'name', title: t(`${C}bomName`), type: 'input', width: 260 },
  { key: 'code', title: t(`${C}bomCode`), type: 'normal', width: 150 },
  { key: 'qty', title: t(`${C}qty`), type: 'inputNumber', width: 100 },
];

const BOM: Record<string, GridRow[]> = {
  root: [
    { id: 'B1', name: 'NB-350 逆变气保焊机', code: 'NB350-000', qty: 1, hasChildren: true },
    { id: 'B2', name: '送丝机 SS-20', code: 'SS20-000', qty: 1, hasChildren: true },
    { id: 'B3', name: '接地电缆 35mm² × 3m', code: 'CB35-003', qty: 1, hasChildren: true },
  ],
  B1: [
    { id: 'B11', name: '主控板 MC-7', code: 'MC7-001', qty: 1, hasChildren: true },
    { id: 'B12', name: 'IGBT 模块 150A', code: 'IG150-002', qty: 2, hasChildren: false },
    { id: 'B13', name: '散热风机 24V', code: 'FAN24-003', qty: 1, hasChildren: false },
  ],
  B11: [{ id: 'B111', name: 'MCU 固件 v3.2', code: 'FW32-001', qty: 1, hasChildren: false }],
  B2: [
    { id: 'B21', name: '送丝轮 Ø1.2', code: 'RL12-001', qty: 2, hasChildren: false },
    { id: 'B22', name: '送丝电机 42V', code: 'MT42-002', qty: 1, hasChildren: false },
  ],
  B3: [],
};

/** The top of the bill of materials. */
export const bomRoots = (): GridRow[] => BOM.root.map((r) => ({ ...r }));

/**
 * The parts under an assembly, answered like the tree-table URL (`{ records }`) after a short wait.
 * @example await bomChildren('B1') // { records: [...] }
 */
export function bomChildren(parentId: string): Promise<{ records: GridRow[] }> {
  return new Promise((resolve) =>
    setTimeout(() => resolve({ records: (BOM[parentId] ?? []).map((r) => ({ ...r })) }), 400),
  );
}
