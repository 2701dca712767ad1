import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { Kysely } from 'kysely';
import { versionSortKey } from '@weld/core';
import type { Database } from '../schema';
import { hashToken } from '../../stores/token-hash';
import type { DemoFileStore } from './index';
import { demoModelId } from './models';

type Status = 'testing' | 'released' | 'withdrawn';
interface DemoFirmware {
  model: string;
  version: string;
  status: Status;
  notes: [zh: string, en: string, ru: string];
  min?: string;
  forced?: boolean;
  targets?: string;
}

/** Firmware history of four demo models, in every status. */
export const DEMO_FIRMWARE: DemoFirmware[] = [
  {
    model: 'NB-350',
    version: '1.0.0',
    status: 'withdrawn',
    notes: ['首个量产版本', 'First production release', 'Первый серийный выпуск'],
  },
  {
    model: 'NB-350',
    version: '1.1.0',
    status: 'released',
    notes: [
      '优化起弧，减少飞溅',
      'Smoother arc start, less spatter',
      'Более плавный поджиг дуги, меньше брызг',
    ],
  },
  {
    model: 'NB-350',
    version: '1.2.0',
    status: 'released',
    min: '1.0.0',
    forced: true,
    notes: [
      '修复送丝电机过流保护误报',
      'Fixes false over-current trips of the wire feeder',
      'Исправлены ложные срабатывания защиты механизма подачи проволоки',
    ],
  },
  {
    model: 'NB-350',
    version: '1.3.0-beta.1',
    status: 'testing',
    notes: [
      '新增铝焊丝专家程序',
      'Adds expert programs for aluminium wire',
      'Добавлены экспертные программы для алюминиевой проволоки',
    ],
  },
  {
    model: 'NBP-500',
    version: '2.0.0',
    status: 'released',
    notes: [
      '双脉冲频率范围扩展到 0.5–5 Hz',
      'Double-pulse range widened to 0.5–5 Hz',
      'Диапазон двойного импульса расширен до 0,5–5 Гц',
    ],
  },
  {
    model: 'NBP-500',
    version: '2.1.0',
    status: 'testing',
    min: '2.0.0',
    notes: [
      '支持焊接数据上传到云平台',
      'Uploads welding data to the cloud platform',
      'Передача сварочных данных в облачную платформу',
    ],
  },
  {
    model: 'RH-06',
    version: '3.4.1',
    status: 'released',
    targets: 'A01A01',
    notes: [
      '研发部试用：轨迹平滑算法',
      'R&D trial: path smoothing',
      'Испытание в НИОКР: сглаживание траектории',
    ],
  },
  {
    model: 'WS-315',
    version: '1.0.3',
    status: 'released',
    notes: ['高频引弧稳定性改进', 'More stable HF arc ignition', 'Более стабильный ВЧ-поджиг дуги'],
  },
];

/** Demo devices with keys anyone holding the demo may use (`demo-key-<serial>`); only their hashes are stored. */
export const DEMO_DEVICES: [serial: string, model: string, org: string, version: string][] = [
  ['NB350-2026-0001', 'NB-350', 'A01A02', '1.1.0'],
  ['NB350-2026-0002', 'NB-350', 'A01A03', '1.0.0'],
  ['NBP500-2026-0001', 'NBP-500', 'A02', '2.0.0'],
  ['RH06-2026-0001', 'RH-06', 'A01A01', '3.4.0'],
];

export const demoDeviceKey = (serial: string) => `demo-key-${serial}`;

/** A small real firmware package: a gzip of a text image, different for every version. */
function packageOf(fw: DemoFirmware): Buffer {
  return gzipSync(Buffer.from(`${fw.model} firmware ${fw.version}\n${fw.notes[1]}\n`.repeat(16)));
}

/** Writes the demo firmware (files in the upload storage) and the demo devices. */
export async function seedDemoFirmware(
  db: Kysely<Database>,
  now: string,
  files: DemoFileStore,
): Promise<void> {
  const audit = { create_by: 'admin', create_time: now, update_by: null, update_time: null };
  for (const [i, fw] of DEMO_FIRMWARE.entries()) {
    const bytes = packageOf(fw);
    const name = `${fw.model}_${fw.version}`.replace(/[^A-Za-z0-9_-]/g, '_');
    const key = `weld/firmware/${name}_${createHash('md5').update(`demo-${name}`).digest('hex')}.gz`;
    await files(key, bytes, 'application/gzip');
    await db
      .insertInto('weld_firmware')
      .values({
        id: `demo-fw-${i + 1}`,
        model_id: demoModelId(fw.model),
        version: fw.version,
        version_key: versionSortKey(fw.version),
        file: key,
        file_size: bytes.length,
        checksum: createHash('sha256').update(bytes).digest('hex'),
        notes_zh: fw.notes[0],
        notes_en: fw.notes[1],
        notes_ru: fw.notes[2],
        min_version: fw.min ?? null,
        forced: fw.forced ? 'Y' : 'N',
        target_orgs: fw.targets ?? null,
        status: fw.status,
        release_time: fw.status === 'testing' ? null : now,
        download_count: 0,
        ...audit,
      })
      .execute();
  }
  for (const [i, [serial, model, org, version]] of DEMO_DEVICES.entries()) {
    await db
      .insertInto('weld_device')
      .values({
        id: `demo-device-${i + 1}`,
        serial_no: serial,
        model_id: demoModelId(model),
        org_code: org,
        current_version: version,
        last_seen: null,
        status: '1',
        key_hash: hashToken(demoDeviceKey(serial)),
        ...audit,
      })
      .execute();
  }
}
