import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, openFromMenu, pick, shot, signIn } from './support';

test.use({ actionTimeout: 15_000 });

const READER = { username: 'notice01', password: 'Notc@2026!x', realname: '焊接班长' };
const TITLE = `A 线焊机停机检修 ${Date.now().toString(36)}`;
const drawer = (page: Page) => page.locator('.ant-drawer.ant-drawer-open').last();
const row = (page: Page, text: string) => page.locator('.ant-table-tbody tr', { hasText: text });

/** The reader, added by the admin through the API when a previous run has not left it. */
async function ensureReader(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/sys/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  const headers = { 'X-Access-Token': ((await login.json()) as { result: { token: string } }).result.token };
  const found = await request.get(`/api/sys/user/list?username=${READER.username}`, { headers });
  if (((await found.json()) as { result: { total: number } }).result.total > 0) return;
  const roles = (await (await request.get('/api/sys/role/queryall', { headers })).json()) as {
    result: { id: string; roleCode: string }[];
  };
  const userRole = roles.result.find((r) => r.roleCode === 'user')?.id;
  const added = await request.post('/api/sys/user/add', {
    headers,
    data: {
      username: READER.username,
      realname: READER.realname,
      password: READER.password,
      selectedroles: userRole,
      selecteddeparts: 'depart-A01A03',
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
}

test('an administrator publishes an announcement to another user, whose bell shows it live; the user reads it', async ({
  page,
  browser,
  request,
}) => {
  test.setTimeout(180_000);
  await ensureReader(request);

  // the reader is signed in elsewhere, before anything is published
  const readerContext = await browser.newContext();
  const reader = await readerContext.newPage();
  await signIn(reader, READER.password, READER.username);
  const bell = reader.getByTestId('notice-bell');
  await expect(bell).toBeVisible();
  const before = Number(
    (await reader
      .getByTestId('notice-count')
      .textContent({ timeout: 1_000 })
      .catch(() => '0')) ?? '0',
  );

  // the administrator writes and publishes it in 通告管理
  await signIn(page);
  await openFromMenu(page, '系统管理', '通告管理');
  await expect(page.locator('.ant-tabs-tab-active', { hasText: '通告管理' })).toBeVisible();
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await drawer(page).locator('#announcement-form_titile').fill(TITLE);
  await pick(page, 'announcement-form_msgCategory', '通知公告');
  await pick(page, 'announcement-form_priority', '高');
  await pick(page, 'announcement-form_msgType', '指定用户');
  await drawer(page).locator('#announcement-form_userIds').click();
  const picker = page.getByRole('dialog', { name: '选择用户' });
  await picker.locator('#user-picker-search_username').fill(READER.username);
  await picker.getByRole('button', { name: /查\s*询/ }).click();
  await picker
    .locator('.ant-table-tbody tr', { hasText: READER.username })
    .locator('.ant-checkbox-input')
    .check();
  await picker.getByRole('button', { name: /确\s*定/ }).click();
  await expect(drawer(page).locator('#announcement-form_userIds')).toHaveValue(READER.realname);
  await drawer(page).locator('.ProseMirror').fill('今晚 22:00 起 A 线焊机停机检修，请提前安排生产。');
  await shot(page, 'announcements-form');
  await drawer(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(row(page, TITLE)).toBeVisible();
  await expect(row(page, TITLE)).toContainText('未发布');
  await row(page, TITLE).getByRole('button', { name: '发布' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(row(page, TITLE)).toContainText('已发布');
  await shot(page, 'announcements-list');

  // without a reload, the reader's bell counts it and a toast names it
  await expect(reader.getByTestId('notice-count')).toHaveText(String(before + 1));
  await expect(reader.locator('.ant-notification-notice', { hasText: TITLE })).toBeVisible();
  await shot(reader, 'announcements-toast');
  await bell.click();
  const popover = reader.getByTestId('notice-popover');
  await expect(popover.getByText(TITLE)).toBeVisible();
  await shot(reader, 'announcements-bell');
  await popover.getByText(TITLE).click();
  const detail = reader.getByRole('dialog', { name: '通知消息' });
  await expect(detail).toContainText(TITLE);
  await expect(detail).toContainText('今晚 22:00 起 A 线焊机停机检修');
  await expect(detail).toContainText('管理员');
  await shot(reader, 'announcements-detail');
  await detail
    .locator('.ant-modal-footer')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  // read: it leaves the count and shows as read in 我的消息
  await expect
    .poll(async () =>
      Number(
        (await reader.getByTestId('notice-count').count())
          ? await reader.getByTestId('notice-count').textContent()
          : '0',
      ),
    )
    .toBe(before);
  await reader.goto('/isps/userAnnouncement');
  await expect(row(reader, TITLE)).toContainText('已读');
  await shot(reader, 'announcements-mine');
  await readerContext.close();
});

test('a notice that names a page and a record opens that page with the record shown', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/sys/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  const headers = { 'X-Access-Token': ((await login.json()) as { result: { token: string } }).result.token };
  const code = `QC${Date.now().toString(36).toUpperCase()}`;
  const position = await request.post('/api/sys/position/add', {
    headers,
    data: { code, name: '焊缝质检员', postRank: '2' },
  });
  expect(position.ok(), await position.text()).toBe(true);
  const positionId = ((await position.json()) as { result: { id: string } }).result.id;
  const title = `请复核职务 ${code}`;
  const added = await request.post('/api/sys/annountCement/add', {
    headers,
    data: {
      titile: title,
      msgCategory: '2',
      priority: 'M',
      msgType: 'USER',
      userIds: ADMIN.username,
      openType: 'component',
      openPage: '/isystem/position',
      busId: positionId,
    },
  });
  expect(added.ok(), await added.text()).toBe(true);
  const released = await request.get(
    `/api/sys/annountCement/doReleaseData?id=${((await added.json()) as { result: { id: string } }).result.id}`,
    { headers },
  );
  expect(released.ok(), await released.text()).toBe(true);

  await signIn(page);
  await page.getByTestId('notice-bell').click();
  // a system message (category 2) sits in the bell's second tab
  await page
    .getByTestId('notice-popover')
    .getByRole('tab', { name: /系统消息/ })
    .click();
  await page.getByTestId('notice-popover').getByText(title).click();
  await expect(page).toHaveURL(/\/isystem\/position\?busId=/);
  const detail = drawer(page);
  await expect(detail).toContainText('详情');
  await expect(detail.locator('.ant-descriptions')).toContainText(code);
  await expect(detail.locator('.ant-descriptions')).toContainText('焊缝质检员');
  await shot(page, 'announcements-open-record');
  await request.delete(`/api/sys/position/delete?id=${positionId}`, { headers });
});
