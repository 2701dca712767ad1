import type { LocaleShape } from '../../shape';
import type { jobs as zh } from '../../zh_CN/admin/jobs';

export const jobs: LocaleShape<typeof zh> = {
  resources: {
    quartzJob: {
      title: 'Scheduled jobs',
      fields: {
        jobClassName: 'Job class',
        cronExpression: 'Cron expression',
        parameter: 'Parameter',
        description: 'Description',
        status: 'Status',
        createTime: 'Created',
      },
    },
  },
  server: {
    menu: {
      'isystem-quartz-job': 'Scheduled jobs',
      'isystem-quartz-job-add': 'Add scheduled jobs',
      'isystem-quartz-job-edit': 'Edit scheduled jobs',
      'isystem-quartz-job-delete': 'Delete scheduled jobs',
      'isystem-quartz-job-import': 'Import scheduled jobs',
      'isystem-quartz-job-export': 'Export scheduled jobs',
      'isystem-quartz-job-pause': 'Stop scheduled jobs',
      'isystem-quartz-job-resume': 'Start scheduled jobs',
      'isystem-quartz-job-execute': 'Run scheduled jobs now',
    },
    dict: {
      quartz_status: { '0': 'Normal', '-1': 'Stopped' },
    },
    quartzJob: {
      unknownClass: 'Unknown job class: {{name}}. Only job classes registered on the server can be used',
      badCron: 'Invalid cron expression: {{message}}',
      neverFires:
        'This cron expression will never fire again (e.g. its year has passed); the job cannot be saved or started as normal',
      noParameter: 'This job class takes no parameter; leave it empty',
      badDays: 'Must be a whole number of days to keep, from 1 to 3650; empty means 30',
      paused: 'The job is stopped',
      resumed: 'The job is started',
      executed: 'Run succeeded',
      executeFailed: 'Run failed: {{message}}',
      stillRunning: 'The run has started and is still going; see the run log for its outcome',
      classes: {
        cleanExpiredTokens: 'Removes lapsed sign-in tokens (no parameter)',
        cleanOldLogs: 'Deletes system log entries and job runs older than the given number of days',
        sampleParam: 'Sample job: writes its parameter to the run log',
      },
      params: {
        cleanOldLogs: 'Days to keep: a whole number from 1 to 3650; empty means 30',
        sampleParam: 'Any text; recorded as given on each run',
      },
      runs: {
        tokensPurged: 'Removed {{count}} lapsed tokens',
        logsCleaned: 'Deleted {{logs}} system log entries and {{runs}} job runs older than {{days}} days',
        sampleParam: 'Sample job received the parameter: {{parameter}}',
        sampleNoParam: 'Sample job ran (no parameter)',
        interrupted: 'The server shut down and interrupted the run',
        lost: 'The server process ended unexpectedly; the run did not finish',
        classMissing: 'Job class {{name}} is not registered on the server; the run could not start',
      },
    },
  },
  web: {
    quartzJob: {
      pause: 'Stop',
      resume: 'Start',
      execute: 'Run now',
      confirmPause: 'Stop this job?',
      confirmExecute: 'Run this job once now?',
      log: 'Run log',
      logTitle: 'Run log: {{name}}',
      nextFireTime: 'Next run',
      lastRun: 'Last run',
      classPlaceholder: 'Select a job class',
      noParameter: 'This job class takes no parameter',
      refresh: 'Refresh',
      noRuns: 'No runs yet',
      cost: '{{ms}} ms',
      columns: {
        startTime: 'Started',
        endTime: 'Ended',
        cost: 'Duration',
        status: 'Outcome',
        message: 'Message',
        trigger: 'Trigger',
        host: 'Instance',
      },
      outcome: { running: 'Running', success: 'Succeeded', failure: 'Failed' },
      trigger: { schedule: 'Schedule', manual: 'Manual' },
    },
  },
};
