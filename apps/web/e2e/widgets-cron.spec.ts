import { expect, test, type Page } from '@playwright/test';
import { cronDialog, cronDialogOpened, cronPane, shot, signIn } from './support';

test.use({ actionTimeout: 15_000 });

const expression = (page: Page) => cronDialog(page).getByLabel('表达式');
const previewItems = (page: Page) => cronDialog(page).getByTestId('cron-preview').locator('.ant-list-item');

async function openTab(page: Page, name: string) {
  await cronDialog(page).getByRole('tab', { name, exact: true }).click();
}
async function chooseMode(page: Page, mode: number) {
  await cronPane(page).locator(`[data-mode="${mode}"]`).first().check({ force: true });
}

test('the cron editor builds an expression in its panels, previews it and follows a typed one', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/isystem/widgets?tab=cron');
  const cleanTokens = page.getByTestId('cron-cleanTokens');
  await expect(cleanTokens.getByRole('textbox')).toHaveValue('0 0 2 * * ?');
  await shot(page, 'widgets-cron-jobs');

  await cleanTokens.getByRole('button', { name: /编\s*辑/ }).click();
  await cronDialogOpened(page, 608);

  // Build "every 15 minutes from 06:00 to 22:00 on workdays" through the panels.
  await openTab(page, '分');
  await chooseMode(page, 4);
  await cronPane(page).getByLabel('minute-loopStep').fill('15');
  await cronPane(page).getByLabel('minute-loopStep').blur();
  await openTab(page, '时');
  await chooseMode(page, 3);
  await cronPane(page).getByLabel('hour-rangeStart').fill('6');
  await cronPane(page).getByLabel('hour-rangeEnd').fill('22');
  await cronPane(page).getByLabel('hour-rangeEnd').blur();
  await openTab(page, '周');
  await chooseMode(page, 3);
  await expect(expression(page)).toHaveValue('0 0/15 6-22 ? * 2-6 *');
  await expect(previewItems(page)).toHaveCount(10);
  // the preview follows 500 ms later: quarter hours between 06:00 and 22:45, no longer the old 02:00
  for (const item of await previewItems(page).all())
    await expect(item).toHaveText(/ (0[6-9]|1\d|2[0-2]):(00|15|30|45):00$/);
  await shot(page, 'widgets-cron-built');

  // Type an expression: on blur the panels follow.
  await expression(page).fill('0 30 18 L * ? 2027');
  await expression(page).blur();
  await openTab(page, '日');
  await expect(cronPane(page).locator('[data-mode="6"]').first()).toBeChecked();
  await openTab(page, '年');
  await expect(cronPane(page).getByRole('checkbox', { name: '2027' })).toBeChecked();
  await expect(previewItems(page).first()).toContainText('2027-01-31 18:30:00');
  await shot(page, 'widgets-cron-typed');

  await cronDialog(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(cleanTokens.getByRole('textbox')).toHaveValue('0 30 18 L * ? 2027');
  await expect(page.getByTestId('next-cleanTokens')).toHaveText('2027-01-31 18:30:00');

  // The wide variant: 800 wide, preview beside the panels; a past year has no run times.
  await page.getByRole('button', { name: '宽版编辑器（800）' }).click();
  await cronDialogOpened(page, 800);
  await expression(page).fill('0 0 0 1 1 ? 2020');
  await expression(page).blur();
  await expect(cronDialog(page).getByText('无执行时间')).toBeVisible();
  await shot(page, 'widgets-cron-wide');
});
