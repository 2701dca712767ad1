import { expect, test } from '@playwright/test';
import { menuItem, openFromMenu, shot, signIn } from './support';

test('the side menu is the seeded menu of the database, and its pages open', async ({ page }) => {
  const permission = page.waitForResponse((r) =>
    r.url().includes('/sys/permission/getUserPermissionByToken'),
  );
  await signIn(page);
  const body = (await (await permission).json()) as { result: { menu: { meta: { title: string } }[] } };
  const topTitles = body.result.menu.map((m) => m.meta.title);
  expect(topTitles).toEqual(expect.arrayContaining(['首页', '个人页', '系统工具']));
  for (const title of topTitles) await expect(menuItem(page, title)).toBeVisible();

  await openFromMenu(page, '系统工具', '接口文档');
  await expect(page).toHaveURL(/\/tools\/api-docs/);
  await expect(page.locator('.ant-collapse')).toBeVisible();
  await expect(page).toHaveTitle('接口文档 · 焊接设备手册与中控管理系统');
  await expect(page.locator('.ant-breadcrumb')).toContainText('首页');
  await shot(page, 'api-docs-zh');

  await openFromMenu(page, '个人页', '个人中心');
  await expect(page.getByText('admin', { exact: true }).first()).toBeVisible();
  await shot(page, 'account-center-zh');
});
