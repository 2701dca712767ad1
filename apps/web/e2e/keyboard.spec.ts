import { expect, test, type Locator, type Page } from '@playwright/test';
import { ADMIN, shot } from './support';

/** Presses Tab (or Shift+Tab) until the target has the focus; fails when it is not reached in `max` presses. */
async function tabTo(page: Page, target: Locator, { back = false, max = 60 } = {}): Promise<void> {
  for (let i = 0; i < max; i += 1) {
    if (await target.evaluateAll((all) => all.some((e) => e === document.activeElement))) return;
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
  }
  await expect(target, `Tab reaches ${target}`).toBeFocused({ timeout: 1 });
}

/** Presses ArrowDown in an open menu until the item named so has the focus. */
async function arrowTo(page: Page, item: Locator): Promise<void> {
  await expect(async () => {
    if (!(await item.evaluate((e) => e === document.activeElement))) await page.keyboard.press('ArrowDown');
    await expect(item).toBeFocused({ timeout: 300 });
  }).toPass({ timeout: 10_000 });
}

test('a keyboard alone signs in, finds a page, searches, saves a form, uses the menus and signs out', async ({
  page,
}) => {
  await page.goto('/user/login');
  await tabTo(page, page.getByPlaceholder('请输入账号'));
  await page.keyboard.type(ADMIN.username);
  await page.keyboard.press('Tab');
  await expect(page.getByPlaceholder('请输入密码')).toBeFocused();
  await page.keyboard.type(ADMIN.password);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/dashboard\/analysis/);
  await expect(page.getByTestId('greeting')).toBeVisible();

  // the first stop is the skip link, shown once focused; it lands past the side menu
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: '跳到主要内容' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeInViewport();
  await shot(page, 'keyboard-skip-link-zh');
  await page.keyboard.press('Enter');
  await expect(page.locator('main#weld-main-content')).toBeFocused();

  // the header's menu search keeps the focus from the stand-in to the select, and does not take it back later
  const combobox = page.getByRole('combobox', { name: '搜索菜单' });
  await tabTo(page, page.getByRole('button', { name: '搜索菜单' }).or(combobox), { back: true });
  await expect(combobox).toBeFocused();
  await page.keyboard.type('职务管理');
  await expect(page.locator('.ant-select-dropdown:visible')).toContainText('职务管理');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/isystem\/position/);
  await expect(page.locator('.ant-table')).toBeVisible();

  // open the form, fill it and save it with 确定
  const add = page.getByRole('button', { name: /新\s*增/ });
  await tabTo(page, add);
  await page.keyboard.press('Enter');
  const drawer = page.locator('.ant-drawer-open');
  await expect(drawer.getByText('新增')).toBeVisible();
  await tabTo(page, page.locator('#position-form_code'));
  await page.keyboard.type('KEY-LEAD');
  await page.keyboard.press('Tab');
  await expect(page.locator('#position-form_name')).toBeFocused();
  await page.keyboard.type('键盘岗位');
  await page.keyboard.press('Tab');
  await expect(page.locator('#position-form_postRank')).toBeFocused();
  await page.keyboard.press('ArrowDown');
  const active = page.locator('.ant-select-dropdown:visible .ant-select-item-option-active');
  await expect(async () => {
    if (!(await active.textContent())?.includes('中级')) await page.keyboard.press('ArrowDown');
    await expect(active).toContainText('中级', { timeout: 300 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Enter');
  await expect(drawer.locator('.ant-select', { has: page.locator('#position-form_postRank') })).toContainText(
    '中级',
  );
  await tabTo(page, drawer.getByRole('button', { name: /确\s*定/ }));
  await page.keyboard.press('Enter');
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(page.locator('.ant-table-tbody tr', { hasText: 'KEY-LEAD' })).toContainText('键盘岗位');
  // the drawer gave the focus back to 新增
  await expect(add).toBeFocused();

  // a dialog closed with Escape returns the focus to what opened it
  await page.keyboard.press('Enter');
  await expect(drawer.getByText('新增')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.locator('.ant-drawer-open')).toHaveCount(0);
  await expect(add).toBeFocused();

  // search with Enter: the list filters and the field keeps the focus
  const name = page.locator('#position-search_name');
  await tabTo(page, name, { back: true });
  await page.keyboard.type('键盘');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/name=/);
  await expect(page.getByText('共1条')).toBeVisible();
  await expect(name).toBeFocused();
  // an empty date range lets Tab through: start, end, then 查询
  await tabTo(page, page.getByPlaceholder('开始'));
  await page.keyboard.press('Tab');
  await expect(page.getByPlaceholder('结束')).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(page.getByRole('button', { name: /^查\s*询$/ })).toBeFocused();

  // the tab's menu by Shift+F10; Escape closes it back onto the tab; Delete closes the tab
  const tab = page.getByRole('tab', { name: /职务管理/ });
  await tabTo(page, tab, { back: true });
  await page.keyboard.press('Shift+F10');
  await expect(page.getByRole('menuitem', { name: '刷新' })).toBeFocused();
  await shot(page, 'keyboard-tab-menu-zh');
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitem', { name: '刷新' })).toBeHidden();
  await expect(tab).toBeFocused();
  await page.keyboard.press('Delete');
  await expect(tab).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard\/analysis/);
  await expect(page.getByRole('tab', { name: /首页/ })).toBeFocused();

  // the language menu: choose English, then back to 简体中文
  const language = page.getByRole('button', { name: /语言/ });
  await tabTo(page, language, { back: true });
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitemradio', { name: '简体中文' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('menuitemradio')).toHaveCount(0);
  await expect(language).toBeFocused();
  await page.keyboard.press('Enter');
  await page.keyboard.press('ArrowDown');
  await expect(page.getByRole('menuitemradio', { name: 'English' })).toBeFocused();
  // the switch reloads the page
  let reloaded = page.waitForEvent('load');
  await page.keyboard.press('Enter');
  await reloaded;
  await expect(page.locator('.weld-lang-trigger')).toContainText('English');
  const english = page.getByRole('button', { name: /Language/ });
  await tabTo(page, english);
  await page.keyboard.press('Enter');
  await arrowTo(page, page.getByRole('menuitemradio', { name: '简体中文' }));
  reloaded = page.waitForEvent('load');
  await page.keyboard.press(' ');
  await reloaded;
  await expect(page.getByTestId('greeting')).toBeVisible();
  await expect(page.locator('.weld-lang-trigger')).toContainText('简体中文');

  // the position leaves with the journey: other journeys count the positions
  const token = await page.evaluate(
    () => JSON.parse(localStorage.getItem('weld.accessToken') ?? '{}').value as string,
  );
  const headers = { 'X-Access-Token': token };
  const found = await page.request.get('/api/sys/position/list?code=KEY-LEAD', { headers });
  const { records } = ((await found.json()) as { result: { records: { id: string }[] } }).result;
  expect(records).toHaveLength(1);
  const removed = await page.request.delete(`/api/sys/position/delete?id=${records[0]!.id}`, { headers });
  expect(removed.ok()).toBe(true);

  // the avatar menu: reached by Tab, opened onto its first item, 退出登录 chosen with Enter, confirmed
  const avatar = page.getByTestId('avatar-menu');
  await tabTo(page, avatar);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: '个人中心' })).toBeFocused();
  await shot(page, 'keyboard-avatar-menu-zh');
  await arrowTo(page, page.getByRole('menuitem', { name: '退出登录' }));
  await page.keyboard.press('Enter');
  const confirm = page.getByRole('dialog').getByRole('button', { name: /确\s*定/ });
  await expect(confirm).toBeVisible();
  await tabTo(page, confirm);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/user\/login$/);
});
