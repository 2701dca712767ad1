import { expect, test, type Page } from '@playwright/test';
import {
  cronDialog,
  cronDialogOpened,
  cronPane,
  menuItem,
  openFromMenu,
  pick,
  shot,
  signIn,
} from './support';

test.use({ actionTimeout: 15_000 });

const row = (page: Page, text: string) =>
  page.locator('.ant-layout-content .ant-table-tbody tr', { hasText: text });
const runLog = (page: Page) => page.locator('.ant-drawer', { hasText: '运行日志：' });

test('an administrator schedules a job every 10 seconds with the cron editor, sees it run, stops and starts it', async ({
  page,
}) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', '定时任务');
  await expect(page).toHaveURL(/\/isystem\/quartzJob/);
  await expect(row(page, 'weld.jobs.CleanExpiredTokensJob')).toContainText('正常');

  await page.getByRole('button', { name: /新\s*增/ }).click();
  const drawer = page.locator('.ant-drawer', { has: page.locator('#quartzJob-form_jobClassName') });
  await pick(page, 'quartzJob-form_jobClassName', 'weld.jobs.SampleParamJob');
  await expect(drawer.getByText('示例任务：把参数写入运行日志').last()).toBeVisible();

  // the seconds panel of the cron editor: every 10 seconds from second 0
  await drawer.getByRole('button', { name: /编\s*辑/ }).click();
  await cronDialogOpened(page);
  const pane = cronPane(page);
  await pane.locator('[data-mode="4"]').first().check({ force: true });
  await expect(pane.getByLabel('second-loopStep')).toBeEnabled();
  await pane.getByLabel('second-loopStart').fill('0');
  await pane.getByLabel('second-loopStep').fill('10');
  await pane.getByLabel('second-loopStep').blur();
  await expect(cronDialog(page).getByLabel('表达式')).toHaveValue('0/10 * * * * ? *');
  await cronDialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.locator('#quartzJob-form_cronExpression')).toHaveValue('0/10 * * * * ? *');

  await page.locator('#quartzJob-form_parameter').fill('journey');
  await page.locator('#quartzJob-form_description').fill('每10秒示例任务');
  await shot(page, 'quartz-job-form');
  await drawer.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('保存成功')).toBeVisible();
  const job = row(page, '每10秒示例任务');
  await expect(job).toContainText('正常');
  await expect(job).toContainText(/\d{4}-\d\d-\d\d \d\d:\d\d:[0-5]0/);

  // its runs arrive in the run log, which refreshes itself while open
  await job.getByRole('button', { name: '运行日志' }).click();
  await expect(
    runLog(page).locator('.ant-table-row', { hasText: '示例任务收到参数：journey' }).first(),
  ).toBeVisible({ timeout: 20_000 });
  await expect(runLog(page).locator('.ant-table-row').first()).toContainText('成功');
  await expect(runLog(page).locator('.ant-table-row').first()).toContainText('定时');
  await shot(page, 'quartz-job-runs');
  await runLog(page).locator('.ant-drawer-close').click();
  await expect(page.locator('.ant-drawer-open', { hasText: '运行日志：' })).toHaveCount(0);
  // the list follows with the last run
  await expect(job).toContainText('成功');

  await job.getByRole('button', { name: '停止' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('定时任务已停止')).toBeVisible();
  await expect(job).toContainText('停止');
  await expect(job.getByRole('button', { name: '启动' })).toBeVisible();
  await shot(page, 'quartz-job-stopped');

  await job.getByRole('button', { name: '启动' }).click();
  await expect(page.getByText('定时任务已启动')).toBeVisible();
  await expect(job).toContainText('正常');
  await expect(job.getByRole('button', { name: '停止' })).toBeVisible();
  await shot(page, 'quartz-jobs');

  // on a phone the row's actions fold behind one 操作 button
  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'quartz-jobs-375');
  await job.getByRole('button', { name: '操作' }).click();
  await page.locator('.weld-row-actions-folded').getByRole('button', { name: '运行日志' }).click();
  await expect(runLog(page).locator('.ant-table-row').first()).toBeVisible();
  await shot(page, 'quartz-job-runs-375');
});

test('定时任务 speaks English', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await openFromMenu(page, 'System', 'Scheduled jobs');
  const job = row(page, 'weld.jobs.CleanOldLogsJob');
  await expect(job).toContainText('Stopped');
  await expect(page.locator('.ant-table-thead')).toContainText('Next run');
  await job.getByRole('button', { name: 'Run now' }).click();
  await page.locator('.ant-popconfirm').getByRole('button', { name: 'OK' }).click();
  await expect(page.getByText('Run succeeded')).toBeVisible();
  await job.getByRole('button', { name: 'Run log' }).click();
  const log = page.locator('.ant-drawer-open', { hasText: 'Run log:' });
  await expect(log.locator('.ant-table-row').first()).toContainText(
    /Deleted \d+ system log entries and \d+ job runs older than 30 days/,
  );
  await expect(log.locator('.ant-table-row').first()).toContainText('Manual');
  await shot(page, 'quartz-jobs-en');
  await log.locator('.ant-drawer-close').click();
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(menuItem(page, '首页')).toBeVisible();
});
