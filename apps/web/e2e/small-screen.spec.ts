import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, shot } from './support';
import { png } from './test-files';

test.use({ viewport: { width: 375, height: 812 } });

/** The page does not scroll sideways: whatever is wide scrolls inside its own box. */
async function noSidewaysScroll(page: Page): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(() => {
        const root = document.scrollingElement!;
        return root.scrollWidth - root.clientWidth;
      }),
    )
    .toBeLessThanOrEqual(0);
}

/** Wholly inside the 375 px window, not only partly. */
async function inWindow(target: Locator): Promise<void> {
  await expect(target).toBeVisible();
  await target.scrollIntoViewIfNeeded();
  await expect(target).toBeInViewport({ ratio: 1 });
}

/** Opens a menu page by its address and waits for its title in the page head. */
async function openPage(page: Page, path: string, title: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('.weld-page-header')).toContainText(title);
}

test('on a 375 px phone every page fits its width and keeps its main actions in reach', async ({ page }) => {
  await page.goto('/user/login');
  await noSidewaysScroll(page);
  await inWindow(page.getByRole('button', { name: /登\s*录/ }));
  await shot(page, 'small-login');
  await page.getByPlaceholder('请输入账号').fill(ADMIN.username);
  await page.getByPlaceholder('请输入密码').fill(ADMIN.password);
  await page.getByRole('button', { name: /登\s*录/ }).click();
  await expect(page.getByTestId('greeting')).toBeVisible();
  await noSidewaysScroll(page);
  await inWindow(page.getByRole('button', { name: '展开/收起菜单' }));
  await inWindow(page.getByTestId('avatar-menu'));
  await shot(page, 'small-home');

  // 用户管理: the organisation tree above the list, the list as wide as the screen, actions folded
  await openPage(page, '/isystem/user', '用户管理');
  const tree = page.getByText('组织机构');
  const table = page.locator('.ant-table').first();
  await expect(page.locator('.ant-table-row', { hasText: 'admin' })).toBeVisible();
  const [treeBox, tableBox] = [await tree.boundingBox(), await table.boundingBox()];
  expect(treeBox!.y).toBeLessThan(tableBox!.y);
  expect(tableBox!.width).toBeGreaterThan(300);
  await noSidewaysScroll(page);
  await inWindow(page.getByRole('button', { name: /新\s*增/ }));
  await expect(page.locator('.ant-table-cell-fix-right')).toHaveCount(0);
  const fold = page.locator('.ant-table-row', { hasText: 'admin' }).getByRole('button', { name: '操作' });
  await inWindow(fold);
  await fold.click();
  await expect(
    page.locator('.weld-row-actions-folded').getByRole('button', { name: /编\s*辑/ }),
  ).toBeVisible();
  await shot(page, 'small-user-actions');
  await page.keyboard.press('Escape');
  await expect(page.locator('.weld-row-actions-folded')).toBeHidden();
  await shot(page, 'small-users');

  // its form drawer is the screen's width, 确定 within it
  await page.getByRole('button', { name: /新\s*增/ }).click();
  const drawer = page.getByRole('dialog', { name: '新增' });
  await expect(drawer).toBeVisible();
  // once its slide-in is over: from the left edge of the window to the right one
  await expect
    .poll(async () => {
      const box = await drawer.boundingBox();
      return box && [Math.round(box.x), Math.round(box.x + box.width)];
    })
    .toEqual([0, 375]);
  await inWindow(drawer.getByRole('button', { name: /确\s*定/ }));
  await noSidewaysScroll(page);
  await shot(page, 'small-user-form');
  await drawer.getByRole('button', { name: /取\s*消/ }).click();
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);

  // OSS文件 with a file: its name is readable, not covered by a fixed action column
  await openPage(page, '/isystem/ossFile', 'OSS文件');
  await page.locator('.ant-layout-content .ant-upload input[type=file]').setInputFiles({
    name: '窄屏焊缝.png',
    mimeType: 'image/png',
    buffer: png(64, 40, [200, 80, 40]),
  });
  const file = page.locator('.ant-table-row', { hasText: '窄屏焊缝.png' });
  await expect(file).toBeVisible();
  await expect(page.locator('.ant-table-cell-fix-right')).toHaveCount(0);
  const name = file.getByText('窄屏焊缝.png');
  await inWindow(name);
  await noSidewaysScroll(page);
  await inWindow(page.getByRole('button', { name: '上传文件' }));
  await shot(page, 'small-oss-files');
  // deleted through the folded actions, after the dialog's 确定 (other journeys count the files)
  await file.getByRole('button', { name: '操作' }).click();
  await page
    .locator('.weld-row-actions-folded')
    .getByRole('button', { name: /删\s*除/ })
    .click();
  await page
    .getByRole('dialog')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(file).toHaveCount(0);

  // 设备列表: the list and its 新增 fit
  await openPage(page, '/weld/device/list', '设备列表');
  await expect(page.locator('.ant-table')).toBeVisible();
  await noSidewaysScroll(page);
  await inWindow(page.getByRole('button', { name: /新\s*增/ }));
  const list = await page.locator('.ant-table').boundingBox();
  expect(list!.width).toBeGreaterThan(300);
  await shot(page, 'small-devices');

  // 型号树: the tree above, the detail card below as wide as the screen
  await openPage(page, '/weld/device/modelTree', '型号树');
  await noSidewaysScroll(page);
  await inWindow(page.getByRole('button', { name: '新增产品线' }));
  const detail = await page.locator('.weld-model-tree-page > div').nth(1).boundingBox();
  expect(detail!.width).toBeGreaterThan(300);
  await shot(page, 'small-model-tree');
});
