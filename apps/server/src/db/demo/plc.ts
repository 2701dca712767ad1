import type { Kysely } from 'kysely';
import type { Database } from '../schema';

interface DemoPoint {
  address: string;
  name: string;
  type: string;
  unit: string | null;
  scale: number;
  low: number | null;
  high: number | null;
  wave: (i: number) => number;
}
interface DemoWorkstation {
  id: string;
  code: string;
  name: string;
  line: string;
  address: string;
  port: number;
  protocol: string;
  rack: number | null;
  slot: number | null;
  db: number | null;
  points: DemoPoint[];
}

const STEP_MS = 10_000;
const STEPS = 360;
/** smooth, repeatable variation around a base (no randomness: the demo looks the same on every load) */
const around = (base: number, swing: number, period: number) => (i: number) =>
  base + swing * Math.sin((i / period) * 2 * Math.PI) + (swing / 4) * Math.sin(i * 1.7);

/** Two workstations of the robot welding line: an S7 cell and a Modbus TCP cooling station. */
export const DEMO_WORKSTATIONS: DemoWorkstation[] = [
  {
    id: 'demo-plc-ws01',
    code: 'WS-01',
    name: '机器人焊接工位 1',
    line: '焊装一线',
    address: '192.168.10.21',
    port: 102,
    protocol: 's7',
    rack: 0,
    slot: 1,
    db: 1,
    points: [
      {
        address: 'DB1.DBD0',
        name: '焊接电流',
        type: 'REAL',
        unit: 'A',
        scale: 1,
        low: 120,
        high: 320,
        wave: around(230, 70, 120),
      },
      {
        address: 'DB1.DBW4',
        name: '焊接电压',
        type: 'INT',
        unit: 'V',
        scale: 0.1,
        low: 16,
        high: 34,
        wave: around(245, 60, 90),
      },
      {
        address: 'DB1.DBW6',
        name: '送丝速度',
        type: 'INT',
        unit: 'm/min',
        scale: 0.1,
        low: 3,
        high: 14,
        wave: around(85, 30, 150),
      },
      {
        address: 'DB1.DBD8',
        name: '保护气流量',
        type: 'REAL',
        unit: 'L/min',
        scale: 1,
        low: 12,
        high: 25,
        wave: around(18, 5, 200),
      },
      {
        address: 'DB1.DBX2.0',
        name: '起弧信号',
        type: 'BOOL',
        unit: null,
        scale: 1,
        low: null,
        high: null,
        wave: (i) => (Math.floor(i / 6) % 3 === 2 ? 0 : 1),
      },
    ],
  },
  {
    id: 'demo-plc-ws02',
    code: 'WS-02',
    name: '冷却水循环站',
    line: '焊装一线',
    address: '192.168.10.35',
    port: 502,
    protocol: 'modbus',
    rack: null,
    slot: null,
    db: null,
    points: [
      {
        address: 'HR100',
        name: '冷却水温度',
        type: 'INT',
        unit: '℃',
        scale: 0.1,
        low: 5,
        high: 45,
        wave: around(320, 90, 180),
      },
      {
        address: '40002',
        name: '循环泵电流',
        type: 'WORD',
        unit: 'A',
        scale: 0.01,
        low: 2,
        high: 12,
        wave: around(650, 200, 100),
      },
      {
        address: 'CO1',
        name: '水泵运行',
        type: 'BOOL',
        unit: null,
        scale: 1,
        low: null,
        high: null,
        wave: () => 1,
      },
    ],
  },
];

const shown = (p: DemoPoint, raw: number) =>
  p.type === 'BOOL' ? raw : Math.round(Math.round(raw) * p.scale * 1e6) / 1e6;

/**
 * The demo PLC workstations with their points and the last hour of readings (one every 10 s). They are
 * offline and have no gateway key: 重置密钥 on the screen gives one for scripts/plc-gateway.mjs.
 */
export async function seedDemoPlc(db: Kysely<Database>, now: string): Promise<void> {
  const audit = { create_by: 'admin', create_time: now, update_by: null, update_time: null };
  const end = Math.floor(Date.now() / STEP_MS) * STEP_MS;
  // `now` is in the configured zone: its distance from UTC (to the quarter hour) formats the readings' times alike
  const offset = Math.round((Date.parse(`${now.replace(' ', 'T')}Z`) - Date.now()) / 900_000) * 900_000;
  const timeOf = (ms: number) => new Date(ms + offset).toISOString().slice(0, 19).replace('T', ' ');
  for (const ws of DEMO_WORKSTATIONS) {
    await db
      .insertInto('weld_plc_workstation')
      .values({
        id: ws.id,
        code: ws.code,
        name: ws.name,
        line_name: ws.line,
        address: ws.address,
        port: ws.port,
        protocol: ws.protocol,
        rack: ws.rack,
        slot: ws.slot,
        db_number: ws.db,
        offline_after: 30,
        status: 'offline',
        last_seen: timeOf(end),
        last_seen_ms: end,
        key_hash: null,
        ...audit,
      })
      .execute();
    for (const [n, p] of ws.points.entries()) {
      const id = `${ws.id}-p${n + 1}`;
      const values = Array.from({ length: STEPS }, (_, i) => ({
        point_id: id,
        ts: end - (STEPS - 1 - i) * STEP_MS,
        value: shown(p, p.wave(i)),
      }));
      const last = values[values.length - 1];
      await db
        .insertInto('weld_plc_point')
        .values({
          id,
          workstation_id: ws.id,
          name: p.name,
          address: p.address,
          data_type: p.type,
          unit: p.unit,
          scale: p.scale,
          low_limit: p.low,
          high_limit: p.high,
          last_value: last.value,
          last_time: timeOf(Number(last.ts)),
          last_ms: last.ts,
          ...audit,
        })
        .execute();
      for (let i = 0; i < values.length; i += 300)
        await db
          .insertInto('weld_plc_reading')
          .values(values.slice(i, i + 300))
          .execute();
    }
  }
}
