import { datetime, defineResource, dict, text } from '../../resource';

/**
 * Scheduled jobs (定时任务), as JeecgBoot keeps them in `sys_quartz_job`: a job class the server knows, a
 * Quartz cron expression, an optional parameter handed to the job, and a status from `quartz_status`
 * (0 normal: scheduled, -1 stopped). The server checks class, expression and parameter on save.
 */
export const quartzJob = defineResource({
  name: 'quartzJob',
  area: 'system',
  path: '/sys/quartzJob',
  table: 'sys_quartz_job',
  permission: 'system:quartzJob',
  fields: {
    jobClassName: text({
      required: true,
      max: 255,
      search: 'like',
      sort: true,
      example: 'weld.jobs.SampleParamJob',
    }),
    cronExpression: text({ required: true, max: 120, example: '0 0 3 * * ? *' }),
    parameter: text({ max: 500, multiline: true }),
    description: text({ max: 200, search: 'like' }),
    status: dict('quartz_status', { required: true, default: '0', search: 'eq', sort: true }),
    createTime: datetime({ form: false, sort: true, search: 'range' }),
  },
  defaultSort: { field: 'createTime', order: 'desc' },
});

/** Status values of `quartz_status`. */
export const QUARTZ_STATUS = { normal: '0', stopped: '-1' } as const;
