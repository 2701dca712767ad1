import { useState } from 'react';
import { Button, Card, Flex, Form, Input, Table, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { nextFireTimes } from '@weld/core';
import { formatInZone, useServerTimeZone } from '../../../../lib/server-time';
import { CronInput, CronModal } from '../../../../widgets/cron-editor';

interface Job {
  key: string;
  cron: string;
}

const JOBS: Job[] = [
  { key: 'cleanTokens', cron: '0 0 2 * * ?' },
  { key: 'syncStock', cron: '0 0/30 8-18 ? * 2-6' },
  { key: 'serviceReport', cron: '0 0 18 LW * ?' },
  { key: 'calibration', cron: '0 0 9 ? 1/3 2#1' },
];

/** The next run in the server's zone, where the scheduler fires it. */
function nextRun(cron: string, timeZone: string | undefined): string {
  if (!timeZone) return '';
  try {
    const [next] = nextFireTimes(cron, new Date(), 1, timeZone);
    return next ? formatInZone(next, timeZone) : '—';
  } catch {
    return '—';
  }
}

/**
 * The gallery's Cron tab: the maintenance jobs of the plant, each schedule edited with `CronInput`
 * (608 dialog), and the first job also through the wide 800 dialog.
 * @example gallerySections.find((s) => s.key === 'cron')
 */
export function CronSection() {
  const { t } = useTranslation();
  const timeZone = useServerTimeZone();
  const [jobs, setJobs] = useState(JOBS);
  const [wideOpen, setWideOpen] = useState(false);
  const setCron = (key: string, cron: string) =>
    setJobs((all) => all.map((job) => (job.key === key ? { ...job, cron } : job)));
  const first = jobs[0]!;
  return (
    <Flex vertical gap={16}>
      <Typography.Paragraph type="secondary">{t('web.cron.demo.intro')}</Typography.Paragraph>
      <Card size="small" title={t('web.cron.demo.jobs')}>
        <Table<Job>
          size="small"
          pagination={false}
          rowKey="key"
          dataSource={jobs}
          columns={[
            {
              title: t('web.cron.demo.jobName'),
              key: 'name',
              render: (_, job) => t(`web.cron.demo.names.${job.key}`),
            },
            {
              title: t('web.cron.demo.schedule'),
              key: 'cron',
              width: 300,
              render: (_, job) => (
                <div data-testid={`cron-${job.key}`}>
                  <CronInput value={job.cron} onChange={(cron) => setCron(job.key, cron)} />
                </div>
              ),
            },
            {
              title: t('web.cron.demo.nextRun'),
              key: 'next',
              width: 170,
              render: (_, job) => <span data-testid={`next-${job.key}`}>{nextRun(job.cron, timeZone)}</span>,
            },
          ]}
        />
      </Card>
      <Card size="small" title={t('web.cron.demo.wide')}>
        <Form layout="inline">
          <Form.Item label={t(`web.cron.demo.names.${first.key}`)}>
            <Input value={first.cron} readOnly style={{ width: 220, fontFamily: 'monospace' }} />
          </Form.Item>
          <Button type="primary" onClick={() => setWideOpen(true)}>
            {t('web.cron.demo.wide')}
          </Button>
        </Form>
        <Typography.Paragraph type="secondary" style={{ marginTop: 8, marginBottom: 0 }}>
          {t('web.cron.demo.wideHint')}
        </Typography.Paragraph>
        <CronModal
          open={wideOpen}
          value={first.cron}
          variant="wide"
          onCancel={() => setWideOpen(false)}
          onOk={(cron) => {
            setCron(first.key, cron);
            setWideOpen(false);
          }}
        />
      </Card>
    </Flex>
  );
}
