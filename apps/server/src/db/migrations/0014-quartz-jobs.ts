import type { Kysely } from 'kysely';
import { newId } from '../ids';
import { buttonRows, crudButtons, insertMenu } from './menu-rows';
import type { ButtonSeed } from './menu-rows';
import type { MenuSeed } from './seed-menu';

/* eslint-disable @typescript-eslint/no-explicit-any -- migrations are frozen in time and do not use the live schema types */

const id = 'varchar(32)' as const;
const date = 'varchar(19)' as const;

const buttons: ButtonSeed[] = [
  ...crudButtons('定时任务'),
  ['pause', '定时任务停止'],
  ['resume', '定时任务启动'],
  ['execute', '定时任务立即执行'],
];

/** 定时任务 under 系统管理 (the spec lists the quartz job screen with the system screens) and its button rights. */
export const quartzMenu: MenuSeed[] = [
  {
    id: 'isystem-quartz-job',
    parentId: 'isystem',
    name: '定时任务',
    path: '/isystem/quartzJob',
    component: 'system/QuartzJobList',
    componentName: 'QuartzJobList',
    menuType: 1,
    perms: 'system:quartzJob:list',
    icon: 'field-time',
    sortNo: 17,
  },
  ...buttonRows('isystem-quartz-job', 'system:quartzJob', buttons),
];

const DICT_ID = 'dict-quartz_status';

/** A fresh install cleans lapsed tokens every hour; deleting old logs is the administrator's call, so it starts stopped. */
const seededJobs = [
  {
    id: 'quartz-clean-tokens',
    job_class_name: 'weld.jobs.CleanExpiredTokensJob',
    cron_expression: '0 0 * * * ? *',
    parameter: null,
    description: '每小时清理过期令牌',
    status: '0',
  },
  {
    id: 'quartz-clean-logs',
    job_class_name: 'weld.jobs.CleanOldLogsJob',
    cron_expression: '0 0 2 * * ? *',
    parameter: '30',
    description: '每天 2 点删除 30 天前的日志',
    status: '-1',
  },
];

/** sys_quartz_job and its run log, the quartz_status dictionary, two seeded jobs and the menu. */
export async function up(db: Kysely<any>, now: string): Promise<void> {
  await db.schema
    .createTable('sys_quartz_job')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('job_class_name', 'varchar(255)', (c) => c.notNull())
    .addColumn('cron_expression', 'varchar(120)', (c) => c.notNull())
    .addColumn('parameter', 'varchar(500)')
    .addColumn('description', 'varchar(200)')
    .addColumn('status', 'varchar(2)', (c) => c.notNull())
    .addColumn('create_by', 'varchar(64)')
    .addColumn('create_time', date)
    .addColumn('update_by', 'varchar(64)')
    .addColumn('update_time', date)
    .execute();
  await db.schema
    .createTable('sys_quartz_job_log')
    .addColumn('id', id, (c) => c.primaryKey())
    .addColumn('job_id', id, (c) => c.notNull())
    .addColumn('fire_time', 'varchar(24)')
    .addColumn('trigger_type', 'varchar(10)', (c) => c.notNull())
    .addColumn('start_time', date, (c) => c.notNull())
    .addColumn('end_time', date)
    .addColumn('cost_ms', 'integer')
    .addColumn('status', 'varchar(10)', (c) => c.notNull())
    .addColumn('message_key', 'varchar(100)')
    .addColumn('message', 'text')
    .addColumn('host', 'varchar(100)', (c) => c.notNull())
    // the claim of a scheduled fire: one row per (job, fire time) whichever instance inserts it first; manual runs have no fire time
    .addUniqueConstraint('uk_sys_quartz_job_log_fire', ['job_id', 'fire_time'])
    .execute();
  await db.schema
    .createIndex('idx_sys_quartz_job_log_job')
    .on('sys_quartz_job_log')
    .columns(['job_id', 'start_time'])
    .execute();
  await db.schema
    .createIndex('idx_sys_quartz_job_log_start')
    .on('sys_quartz_job_log')
    .column('start_time')
    .execute();

  const audit = { create_by: 'system', create_time: now };
  await db
    .insertInto('sys_dict')
    .values({ id: DICT_ID, dict_name: '定时任务状态', dict_code: 'quartz_status', del_flag: 0, ...audit })
    .execute();
  for (const [i, [value, text]] of [
    ['0', '正常'],
    ['-1', '停止'],
  ].entries()) {
    await db
      .insertInto('sys_dict_item')
      .values({
        id: newId(),
        dict_id: DICT_ID,
        item_text: text,
        item_value: value,
        item_color: null,
        sort_order: i + 1,
        status: 1,
        ...audit,
      })
      .execute();
  }
  for (const job of seededJobs)
    await db
      .insertInto('sys_quartz_job')
      .values({ ...job, ...audit })
      .execute();
  await insertMenu(db, quartzMenu, now);
}

export async function down(db: Kysely<any>): Promise<void> {
  const ids = quartzMenu.map((m) => m.id);
  await db.deleteFrom('sys_role_permission').where('permission_id', 'in', ids).execute();
  await db.deleteFrom('sys_permission').where('id', 'in', ids).execute();
  await db.deleteFrom('sys_dict_item').where('dict_id', '=', DICT_ID).execute();
  await db.deleteFrom('sys_dict').where('id', '=', DICT_ID).execute();
  await db.schema.dropTable('sys_quartz_job_log').execute();
  await db.schema.dropTable('sys_quartz_job').execute();
}
