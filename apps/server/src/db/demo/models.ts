import type { Kysely } from 'kysely';
import type { Database } from '../schema';

/** The id of a demo model node: other demo parts attach their rows by model code. */
export const demoModelId = (code: string) => `demo-${code}`;

type Kind = 'machine' | 'robot' | 'controller';
interface Series {
  code: string;
  name: string;
  models: [code: string, name: string, specs: Record<string, string>][];
}
interface Line {
  code: string;
  name: string;
  kind: Kind;
  org: string;
  series: Series[];
}

const mig = (amps: number, volts: string, wire: string) => ({
  额定输出电流: `${amps} A`,
  输入电源: volts,
  适用焊丝: wire,
  负载持续率: '60%',
});
const tig = (amps: number, pulse: string) => ({
  额定输出电流: `${amps} A`,
  脉冲频率: pulse,
  输入电源: '单相 220 V',
});
const robot = (payload: number, reach: number) => ({
  负载: `${payload} kg`,
  工作半径: `${reach} mm`,
  重复定位精度: '±0.05 mm',
  轴数: '6',
});
const pv = (power: string, battery: string) => ({
  额定功率: power,
  电池电压: battery,
  防护等级: 'IP65',
  通信: 'RS485 / CAN',
});

/** Five product lines, eleven series, thirty-two models of a welding-equipment and energy-storage maker. */
export const DEMO_TREE: Line[] = [
  {
    code: 'MIG',
    name: '气体保护焊机',
    kind: 'machine',
    org: 'A01',
    series: [
      {
        code: 'NB',
        name: 'NB 系列逆变气保焊机',
        models: [
          ['NB-270', 'NB-270 气保焊机', mig(270, '单相 220 V', 'Φ0.8–1.0')],
          ['NB-350', 'NB-350 气保焊机', mig(350, '三相 380 V', 'Φ0.8–1.2')],
          ['NB-500', 'NB-500 气保焊机', mig(500, '三相 380 V', 'Φ1.0–1.6')],
          ['NB-630', 'NB-630 重工气保焊机', mig(630, '三相 380 V', 'Φ1.2–1.6')],
        ],
      },
      {
        code: 'NBP',
        name: 'NBP 系列脉冲气保焊机',
        models: [
          ['NBP-350', 'NBP-350 双脉冲焊机', mig(350, '三相 380 V', 'Φ0.8–1.2')],
          ['NBP-500', 'NBP-500 双脉冲焊机', mig(500, '三相 380 V', 'Φ1.0–1.6')],
        ],
      },
    ],
  },
  {
    code: 'TIG',
    name: '氩弧焊机',
    kind: 'machine',
    org: 'A01',
    series: [
      {
        code: 'WS',
        name: 'WS 系列直流氩弧焊机',
        models: [
          ['WS-200', 'WS-200 氩弧焊机', tig(200, '0.5–200 Hz')],
          ['WS-315', 'WS-315 氩弧焊机', tig(315, '0.5–200 Hz')],
          ['WS-400', 'WS-400 氩弧焊机', tig(400, '0.5–200 Hz')],
        ],
      },
      {
        code: 'WSME',
        name: 'WSME 系列交直流氩弧焊机',
        models: [
          ['WSME-250', 'WSME-250 交直流焊机', tig(250, '0.5–500 Hz')],
          ['WSME-315', 'WSME-315 交直流焊机', tig(315, '0.5–500 Hz')],
          ['WSME-500', 'WSME-500 交直流焊机', tig(500, '0.5–500 Hz')],
        ],
      },
    ],
  },
  {
    code: 'MMA',
    name: '手工电弧焊机',
    kind: 'machine',
    org: 'A01A03',
    series: [
      {
        code: 'ZX7',
        name: 'ZX7 系列逆变弧焊机',
        models: [
          ['ZX7-250', 'ZX7-250 弧焊机', { 额定输出电流: '250 A', 适用焊条: 'Φ2.5–4.0' }],
          ['ZX7-315', 'ZX7-315 弧焊机', { 额定输出电流: '315 A', 适用焊条: 'Φ2.5–4.0' }],
          ['ZX7-400', 'ZX7-400 弧焊机', { 额定输出电流: '400 A', 适用焊条: 'Φ3.2–5.0' }],
          ['ZX7-630', 'ZX7-630 弧焊机', { 额定输出电流: '630 A', 适用焊条: 'Φ4.0–6.0' }],
        ],
      },
    ],
  },
  {
    code: 'RBT',
    name: '焊接机器人',
    kind: 'robot',
    org: 'A01A01',
    series: [
      {
        code: 'RH',
        name: 'RH 系列弧焊机器人',
        models: [
          ['RH-06', 'RH-06 弧焊机器人', robot(6, 1440)],
          ['RH-10', 'RH-10 弧焊机器人', robot(10, 1600)],
          ['RH-20', 'RH-20 弧焊机器人', robot(20, 1800)],
          ['RH-50', 'RH-50 重载弧焊机器人', robot(50, 2100)],
        ],
      },
      {
        code: 'CR',
        name: 'CR 系列协作焊接机器人',
        models: [
          ['CR-5', 'CR-5 协作机器人', robot(5, 900)],
          ['CR-10', 'CR-10 协作机器人', robot(10, 1300)],
        ],
      },
      {
        code: 'SW',
        name: 'SW 系列点焊机器人',
        models: [
          ['SW-165', 'SW-165 点焊机器人', robot(165, 2650)],
          ['SW-210', 'SW-210 点焊机器人', robot(210, 2700)],
        ],
      },
    ],
  },
  {
    code: 'PV',
    name: '光伏储能控制器',
    kind: 'controller',
    org: 'A02',
    series: [
      {
        code: 'ESC',
        name: 'ESC 系列储能变流控制器',
        models: [
          ['ESC-5K', 'ESC-5K 储能控制器', pv('5 kW', '48 V')],
          ['ESC-10K', 'ESC-10K 储能控制器', pv('10 kW', '48 V')],
          ['ESC-30K', 'ESC-30K 工商业储能控制器', pv('30 kW', '600 V')],
          ['ESC-50K', 'ESC-50K 工商业储能控制器', pv('50 kW', '800 V')],
        ],
      },
      {
        code: 'PVC',
        name: 'PVC 系列光伏充电控制器',
        models: [
          ['PVC-60A', 'PVC-60A MPPT 控制器', pv('3 kW', '12/24/48 V')],
          ['PVC-100A', 'PVC-100A MPPT 控制器', pv('5 kW', '48 V')],
        ],
      },
      {
        code: 'EMS',
        name: 'EMS 系列能量管理控制器',
        models: [
          ['EMS-100', 'EMS-100 能量管理控制器', pv('100 kW', '800 V')],
          ['EMS-500', 'EMS-500 能量管理控制器', pv('500 kW', '1000 V')],
        ],
      },
    ],
  },
];

/** Writes the demo model tree: ids `demo-<code>`, paths, owners; A01A03 (after-sales) is given the robot line. */
export async function seedDemoModels(db: Kysely<Database>, now: string): Promise<void> {
  const audit = { create_by: 'admin', create_time: now, update_by: null, update_time: null };
  const add = async (
    code: string,
    name: string,
    parent: string | null,
    parentPath: string,
    nodeType: string,
    kind: Kind,
    org: string,
    sortNo: number,
    specs: Record<string, string> | null,
  ) => {
    const id = demoModelId(code);
    const path = `${parentPath}${id}/`;
    await db
      .insertInto('weld_model')
      .values({
        id,
        parent_id: parent,
        path,
        node_type: nodeType,
        product_kind: kind,
        code,
        name,
        image: null,
        specs: specs ? JSON.stringify(specs) : null,
        status: '1',
        sort_no: sortNo,
        org_code: org,
        ...audit,
      })
      .execute();
    return { id, path };
  };
  for (const [i, line] of DEMO_TREE.entries()) {
    const l = await add(line.code, line.name, null, '/', 'line', line.kind, line.org, i + 1, null);
    for (const [j, series] of line.series.entries()) {
      const s = await add(series.code, series.name, l.id, l.path, 'series', line.kind, line.org, j + 1, null);
      for (const [k, [code, name, specs]] of series.models.entries())
        await add(code, name, s.id, s.path, 'model', line.kind, line.org, k + 1, specs);
    }
  }
  await db
    .insertInto('weld_org_model')
    .values({
      id: 'demo-org-A01A03-RBT',
      org_code: 'A01A03',
      model_id: demoModelId('RBT'),
      create_by: 'admin',
      create_time: now,
    })
    .execute();
}
