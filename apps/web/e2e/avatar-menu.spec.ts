import { expect, test } from '@playwright/test';
import { menuItem, shot, signIn } from './support';

test('avatar menu: switch department, clear cache, system settings change the layout and persist', async ({
  page,
}) => {
  await signIn(page);

  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: '切换部门' }).click();
  // titled with the current department, or 部门选择 when the user has none (spec widgets §2)
  const depart = page.getByRole('dialog', { name: /^(部门切换（当前部门 : .+）|部门选择)$/ });
  await expect(depart.getByText('研发部')).toBeVisible();
  await shot(page, 'depart-dialog-zh');
  await depart.getByText('研发部').click();
  await depart.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('部门切换成功')).toBeVisible();
  await expect(depart).toBeHidden();

  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: '清理缓存' }).click();
  await expect(page.getByText('刷新缓存完成！')).toBeVisible();

  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: '系统设置' }).click();
  await page.getByText('顶部栏导航').click();
  await page.getByText('暗色菜单风格').click();
  await page.getByRole('switch', { name: '多页签模式' }).click();
  await page.locator('.ant-drawer-close').click();
  await expect(page.locator('.ant-layout-header .ant-menu-horizontal')).toBeVisible();
  await expect(page.locator('.weld-tabs')).toHaveCount(0);
  await shot(page, 'top-menu-dark-zh');

  await page.reload();
  await expect(page.locator('.ant-layout-header .ant-menu-horizontal')).toBeVisible();
  await page.getByTestId('avatar-menu').click();
  await page.getByRole('menuitem', { name: '系统设置' }).click();
  await page.getByRole('switch', { name: '暗黑模式' }).click();
  await shot(page, 'dark-mode-zh');
  await page.getByText('恢复默认设置').click();
  await page.locator('.ant-drawer-close').click();
  await expect(page.locator('.ant-layout-sider')).toBeVisible();
  await expect(page.locator('.weld-tabs')).toBeVisible();
});

test('a narrow window collapses the side menu into a drawer; the iframe page shows the website', async ({
  page,
}) => {
  await page.setViewportSize({ width: 800, height: 900 });
  await signIn(page);
  await expect(page.locator('.ant-layout-sider')).toHaveCount(0);
  await page.getByRole('button', { name: '展开/收起菜单' }).click();
  const drawer = page.locator('.ant-drawer');
  await expect(drawer.getByText('系统工具')).toBeVisible();
  await shot(page, 'mobile-drawer-zh');
  await drawer.getByText('系统工具').click();
  await drawer.getByText('官网预览').click();
  await expect(page).toHaveURL(/\/tools\/website-preview/);
  await expect(page.frameLocator('iframe.weld-iframe').getByText('产品线')).toBeVisible();
  await shot(page, 'iframe-preview-zh');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(menuItem(page, '官网预览')).toBeVisible();
});
