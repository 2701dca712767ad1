import { expect, test } from '@playwright/test';
import { adminToken, api } from './online-form-fixture';
import { openFromMenu, shot, signIn } from './support';

// Menu rows as a database exported from the original platform carries them: its Vue3 client names each screen by
// its folder under src/views (app/original-components.ts maps them to ours).
const GROUP = '原平台菜单';
const ENTRIES = [
  { name: '原用户管理', url: '/e2e-original/user', component: 'system/user/index', header: '用户账号' },
  { name: '原日志管理', url: '/e2e-original/log', component: 'monitor/log/index', header: '日志内容' },
];
let groupId = '';

test.beforeAll(async ({ request }) => {
  const admin = await adminToken(request);
  const group = await api<{ id: string }>(request, admin, 'POST', '/sys/permission/add', {
    name: GROUP,
    menuType: 0,
    url: '/e2e-original',
    component: 'layouts/default/index',
    icon: 'setting',
    sortNo: 95,
  });
  groupId = group.id;
  for (const [i, entry] of ENTRIES.entries())
    await api(request, admin, 'POST', '/sys/permission/add', {
      name: entry.name,
      menuType: 1,
      parentId: groupId,
      url: entry.url,
      component: entry.component,
      sortNo: i + 1,
    });
});

test.afterAll(async ({ request }) => {
  if (!groupId) return;
  const admin = await adminToken(request);
  const tree = await api<{ id: string; children?: { id: string }[] }[]>(
    request,
    admin,
    'GET',
    '/sys/permission/list',
  );
  const children = tree.find((row) => row.id === groupId)?.children ?? [];
  for (const child of children) await api(request, admin, 'DELETE', `/sys/permission/delete?id=${child.id}`);
  await api(request, admin, 'DELETE', `/sys/permission/delete?id=${groupId}`);
});

test("menu rows spelled as the original's Vue3 client spells them open our screens", async ({ page }) => {
  await signIn(page);
  for (const entry of ENTRIES) {
    await openFromMenu(page, GROUP, entry.name);
    await expect(page).toHaveURL(new RegExp(entry.url));
    await expect(page.getByRole('columnheader', { name: entry.header }).first()).toBeVisible();
  }
  await shot(page, 'original-menu-log-zh');
});
