import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import { hashPassword } from '../../lib/password';
import { newId } from '../ids';
import type { Database } from '../schema';
import { demoModelId } from './models';

type Params = [
  thickness: number,
  current: number | null,
  voltage: number | null,
  wireFeed: number | null,
  gasFlow: number | null,
  travelSpeed: number | null,
];
type DemoSequence = [
  code: string,
  name: string,
  model: string,
  process: string,
  material: string,
  params: Params,
  status: string,
];

/** Programs for machines of four product lines, with parameters inside their process's ranges. */
const SEQUENCES: DemoSequence[] = [
  ['NB350-CS-06', '6 mm 碳钢平角焊', 'NB-350', 'mig', 'carbon', [6, 220, 24, 9.5, 15, 45], 'released'],
  ['NB350-CS-10', '10 mm 碳钢多层焊', 'NB-350', 'mig', 'carbon', [10, 280, 29, 11, 18, 38], 'released'],
  ['NB500-LA-16', '16 mm 低合金钢坡口焊', 'NB-500', 'mig', 'low_alloy', [16, 380, 36, 14, 20, 32], 'draft'],
  ['NBP350-AL-04', '4 mm 铝合金双脉冲焊', 'NBP-350', 'mig', 'aluminium', [4, 160, 21, 8, 20, 55], 'released'],
  ['NBP350-SS-03', '3 mm 不锈钢脉冲焊', 'NBP-350', 'mig', 'stainless', [3, 130, 19, 6.5, 14, 50], 'obsolete'],
  ['WS315-SS-02', '2 mm 不锈钢管对接', 'WS-315', 'tig', 'stainless', [2, 90, 11, null, 8, 12], 'released'],
  [
    'WSME315-AL-03',
    '3 mm 铝合金交流氩弧焊',
    'WSME-315',
    'tig',
    'aluminium',
    [3, 140, 14, null, 12, 15],
    'released',
  ],
  ['ZX7400-CS-12', '12 mm 碳钢立焊', 'ZX7-400', 'mma', 'carbon', [12, 160, 24, null, null, 10], 'released'],
  ['ZX7315-CS-08', '8 mm 碳钢平焊', 'ZX7-315', 'mma', 'carbon', [8, 130, 23, null, null, 14], 'draft'],
  ['RH10-CS-05', '5 mm 碳钢机器人角焊', 'RH-10', 'mig', 'carbon', [5, 240, 25, 10, 16, 60], 'released'],
  [
    'SW165-GI-01',
    '1.2 mm 镀锌板点焊',
    'SW-165',
    'spot',
    'galvanized',
    [1.2, 9500, 6, null, null, null],
    'released',
  ],
  [
    'CR10-SS-1.5',
    '1.5 mm 不锈钢激光填丝焊',
    'CR-10',
    'laser',
    'stainless',
    [1.5, null, null, 2.5, 15, 240],
    'draft',
  ],
];

const ROLE_ID = 'demo-role-weld-spec';
/** The role's screens: 程序列表 with export, download and push (the grants decide on which sequences). */
const ROLE_MENUS = [
  'iweld-manual',
  'iweld-sequence',
  'iweld-sequence-export',
  'iweld-sequence-download',
  'iweld-sequence-push',
];

/** Two specialists: 张工 (headquarters, MIG/MAG line) and 李工 (after-sales service, stick welders). */
const SPECIALISTS = [
  {
    username: 'zhanggong',
    realname: '张工',
    org: 'A01',
    level: 'expert',
    certifications: 'ISO 9606-1, AWS CWI',
    regions: '华东, 华南',
    skills: 'mig,tig',
  },
  {
    username: 'ligong',
    realname: '李工',
    org: 'A01A03',
    level: 'senior',
    certifications: 'ISO 14731',
    regions: '华北',
    skills: 'mma,mig',
  },
];

/**
 * Sequences for several demo models, the role 焊接专家 and two specialists holding it, and their grants:
 * 张工 on the whole MIG line, 李工 on the MMA line (and one grant of his on TIG that has ended). The
 * specialists' passwords are random: an administrator sets one in 用户管理 before they sign in.
 */
export async function seedDemoSequences(db: Kysely<Database>, now: string): Promise<void> {
  const audit = { create_by: 'admin', create_time: now, update_by: null, update_time: null };
  for (const [i, [code, name, model, process, material, p, status]] of SEQUENCES.entries()) {
    await db
      .insertInto('weld_sequence')
      .values({
        id: `demo-seq-${i + 1}`,
        model_id: demoModelId(model),
        code,
        name,
        process,
        material,
        thickness: p[0],
        weld_current: p[1],
        voltage: p[2],
        wire_feed: p[3],
        gas_flow: p[4],
        travel_speed: p[5],
        version: 'V1.0',
        status,
        program_file: null,
        remark: null,
        ...audit,
      })
      .execute();
  }
  await db
    .insertInto('sys_role')
    .values({
      id: ROLE_ID,
      role_name: '焊接专家',
      role_code: 'weld_specialist',
      description: '查看、下载和下发被授权的焊接程序',
      ...audit,
    })
    .execute();
  for (const menu of ROLE_MENUS)
    await db
      .insertInto('sys_role_permission')
      .values({ id: newId(), role_id: ROLE_ID, permission_id: menu })
      .execute();
  for (const s of SPECIALISTS) {
    const userId = `demo-user-${s.username}`;
    const hashed = await hashPassword(randomBytes(24).toString('base64url'));
    await db
      .insertInto('sys_user')
      .values({
        id: userId,
        username: s.username,
        realname: s.realname,
        ...hashed,
        avatar: null,
        birthday: null,
        sex: null,
        email: null,
        phone: null,
        org_code: s.org,
        status: 1,
        del_flag: 0,
        lang: null,
        must_change_password: 1,
        ...audit,
      })
      .execute();
    await db.insertInto('sys_user_role').values({ id: newId(), user_id: userId, role_id: ROLE_ID }).execute();
    await db.insertInto('sys_user_tenant').values({ id: newId(), user_id: userId, tenant_id: 1 }).execute();
    await db
      .insertInto('weld_specialist')
      .values({
        id: `demo-spec-${s.username}`,
        username: s.username,
        level: s.level,
        certifications: s.certifications,
        regions: s.regions,
        skills: s.skills,
        status: '1',
        ...audit,
      })
      .execute();
  }
  const grants = [
    {
      id: 'demo-power-1',
      grantee: 'zhanggong',
      target: 'MIG',
      actions: 'view,download,push',
      from: '2026-01-01',
      to: null,
      remark: '气保焊产品线技术支持',
    },
    {
      id: 'demo-power-2',
      grantee: 'ligong',
      target: 'MMA',
      actions: 'view,download',
      from: '2026-01-01',
      to: null,
      remark: '售后现场服务',
    },
    {
      id: 'demo-power-3',
      grantee: 'ligong',
      target: 'TIG',
      actions: 'view',
      from: '2025-03-01',
      to: '2025-12-31',
      remark: '2025 年氩弧焊培训项目（已结束）',
    },
  ];
  for (const g of grants) {
    await db
      .insertInto('weld_sequence_power')
      .values({
        id: g.id,
        grantee_type: 'specialist',
        grantee: g.grantee,
        target_type: 'model',
        target_id: demoModelId(g.target),
        actions: g.actions,
        valid_from: g.from,
        valid_to: g.to,
        remark: g.remark,
        ...audit,
      })
      .execute();
  }
}
