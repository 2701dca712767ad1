import type { Kysely } from 'kysely';
import type { Database } from '../schema';
import { demoModelId } from './models';

type Status = 'planned' | 'active' | 'done' | 'suspended';
/** code, name, level, customer, owning organisation, model code, manager, start, end, status */
type DemoProject = [
  code: string,
  name: string,
  level: string,
  customer: string,
  org: string,
  model: string | null,
  manager: string,
  start: string,
  end: string | null,
  status: Status,
];

const PROJECTS: DemoProject[] = [
  [
    'PJ-2026-001',
    '江南造船厚板焊接产线改造',
    'plevel-a',
    '江南造船（集团）有限责任公司',
    'A01A02',
    'NB-630',
    'admin',
    '2026-03-01',
    '2026-12-31',
    'active',
  ],
  [
    'PJ-2026-002',
    '汽车白车身点焊机器人工作站',
    'plevel-a',
    '长城汽车股份有限公司',
    'A01A01',
    'SW-210',
    'admin',
    '2026-02-15',
    '2026-09-30',
    'active',
  ],
  [
    'PJ-2026-003',
    '钢结构厂房气保焊机批量替换',
    'plevel-b',
    '中建科工集团',
    'A01A02',
    'NB-350',
    'admin',
    '2026-04-10',
    '2026-06-30',
    'done',
  ],
  [
    'PJ-2026-004',
    '压力容器氩弧焊工艺验证',
    'plevel-b',
    '兰石重装',
    'A01A03',
    'WSME-315',
    'admin',
    '2026-05-20',
    null,
    'planned',
  ],
  [
    'PJ-2026-005',
    '工商业储能电站控制器部署',
    'plevel-a',
    '国网综合能源服务集团',
    'A02',
    'ESC-50K',
    'admin',
    '2026-01-08',
    '2026-08-31',
    'suspended',
  ],
  [
    'PJ-2026-006',
    '职业院校焊接实训室建设',
    'plevel-c',
    '天津职业技术师范大学',
    'A01A03',
    'ZX7-315',
    'admin',
    '2026-06-01',
    '2026-07-15',
    'planned',
  ],
];

/** name, company, region, phone, e-mail, owning organisation, bound machines [model code, serial, bound date] */
const READERS: [string, string, string, string, string, string, [string, string, string][]][] = [
  [
    '王建国',
    '江南造船（集团）有限责任公司',
    '上海',
    '13812340001',
    'wangjg@jnshipyard.cn',
    'A01A02',
    [
      ['NB-630', 'NB630-2603-0012', '2026-03-18'],
      ['NB-630', 'NB630-2603-0013', '2026-03-18'],
    ],
  ],
  [
    '李海燕',
    '长城汽车股份有限公司',
    '河北保定',
    '13812340002',
    'lihy@gwm.cn',
    'A01A01',
    [['SW-210', 'SW210-2602-0101', '2026-04-02']],
  ],
  [
    '赵志强',
    '中建科工集团',
    '广东深圳',
    '13812340003',
    'zhaozq@cscec.cn',
    'A01A02',
    [
      ['NB-350', 'NB350-2604-0321', '2026-05-06'],
      ['NB-350', 'NB350-2604-0322', '2026-05-06'],
      ['NB-500', 'NB500-2604-0045', '2026-05-06'],
    ],
  ],
  [
    'Иван Петров',
    'ООО «СваркаСервис»',
    'Москва',
    '13812340004',
    'petrov@svarka-service.ru',
    'A01A03',
    [['WS-315', 'WS315-2605-0007', '2026-06-11']],
  ],
  [
    '陈晓梅',
    '国网综合能源服务集团',
    '北京',
    '13812340005',
    'chenxm@sgies.cn',
    'A02',
    [['ESC-50K', 'ESC50K-2601-0003', '2026-02-20']],
  ],
];

/**
 * Demo projects on the demo models with their logs (created, a status change, a note), and manual users
 * with machines bound to demo models. Levels are the ones migration 0022 seeds.
 */
export async function seedDemoProjects(db: Kysely<Database>, now: string): Promise<void> {
  const audit = { create_by: 'admin', create_time: now, update_by: null, update_time: null };
  for (const [
    i,
    [code, name, level, customer, org, model, manager, start, end, status],
  ] of PROJECTS.entries()) {
    const id = `demo-${code}`;
    await db
      .insertInto('weld_project')
      .values({
        id,
        code,
        name,
        level_id: level,
        customer,
        org_code: org,
        model_id: model ? demoModelId(model) : null,
        manager,
        start_date: start,
        end_date: end,
        status,
        description: null,
        ...audit,
      })
      .execute();
    const log = (n: number, action: string, content: string, detail: object | null) =>
      db
        .insertInto('weld_project_log')
        .values({
          id: `${id}-log${n}`,
          project_id: id,
          action,
          content,
          detail: detail ? JSON.stringify(detail) : null,
          operator: 'admin',
          create_by: 'admin',
          create_time: `${start} 09:0${n}:00`,
        })
        .execute();
    await log(1, 'create', `创建项目 ${code} ${name}`, { key: 'created', params: { code, name } });
    if (status !== 'planned')
      await log(
        2,
        'status',
        `状态：规划中 → ${{ active: '进行中', done: '已完成', suspended: '已暂停' }[status]}`,
        { changes: [{ field: 'status', from: 'planned', to: status, dict: 'weld_project_status' }] },
      );
    if (i < 3) await log(3, 'note', '已与客户确认焊接工艺评定计划，首批样件下周试焊。', null);
  }
  for (const [i, [name, company, region, phone, email, org, machines]] of READERS.entries()) {
    const id = `demo-reader-${i + 1}`;
    await db
      .insertInto('weld_manual_user')
      .values({ id, name, company, region, phone, email, status: '1', org_code: org, ...audit })
      .execute();
    for (const [j, [model, serial, bound]] of machines.entries()) {
      await db
        .insertInto('weld_manual_user_machine')
        .values({
          id: `${id}-m${j + 1}`,
          user_id: id,
          model_id: demoModelId(model),
          serial_no: serial,
          bound_date: bound,
        })
        .execute();
    }
  }
}
