import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { ADMIN, openFromMenu, pick, signIn } from './support';

test.use({ actionTimeout: 15_000 });

const CODE = 'E2E-PLC-01';
const repo = path.resolve(import.meta.dirname, '../../..');
const run = promisify(execFile);

async function adminHeaders(request: APIRequestContext) {
  const login = await request.post('/api/sys/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  return { 'X-Access-Token': ((await login.json()) as { result: { token: string } }).result.token };
}

/** A journey stopped half-way leaves its workstation behind: remove it (its points and readings go with it). */
test.afterEach(async ({ request }) => {
  const headers = await adminHeaders(request);
  const listed = (await (
    await request.get(`/api/weld/plcWorkstation/list?code=${CODE}`, { headers })
  ).json()) as { result: { records: { id: string }[] } };
  for (const { id } of listed.result.records)
    await request.delete(`/api/weld/plcWorkstation/delete?id=${id}`, { headers });
});

/** Waits for motions to end, then a full-page picture under /tmp/weld. */
async function picture(page: Page, name: string) {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'), undefined, {
      timeout: 3_000,
    })
    .catch(() => undefined);
  await page.screenshot({ path: `/tmp/weld/plc-${name}.png`, fullPage: true });
}

test('a staff member adds a PLC workstation and a point, a gateway pushes readings and the screen shows them live, marking a value outside limits', async ({
  page,
  baseURL,
  request,
}) => {
  await signIn(page);
  await openFromMenu(page, '焊机设备', 'PLC工位');
  await expect(page.getByText('请在上方列表中选择一个工位')).toBeVisible();

  // a new workstation: its gateway key is shown once, right after saving
  await page
    .getByRole('button', { name: /新\s*增/ })
    .first()
    .click();
  const drawer = page.locator('.ant-drawer');
  await drawer.locator('#weldPlcWorkstation-form_code').fill(CODE);
  await drawer.locator('#weldPlcWorkstation-form_name').fill('机器人焊接工位 E2E');
  await drawer.locator('#weldPlcWorkstation-form_lineName').fill('焊装一线');
  await drawer.locator('#weldPlcWorkstation-form_address').fill('192.168.10.88');
  await drawer.locator('#weldPlcWorkstation-form_port').fill('102');
  await pick(page, 'weldPlcWorkstation-form_protocol', 'S7');
  await drawer.getByRole('button', { name: /保\s*存|确\s*定/ }).click();
  const keyModal = page.locator('.ant-modal', { hasText: '网关密钥' });
  await expect(keyModal).toBeVisible();
  const key = (await keyModal.getByTestId('gateway-key').innerText()).trim();
  expect(key).toMatch(/^[\w-]{40,}$/);
  await picture(page, 'key-once');
  await keyModal.getByRole('button', { name: /确\s*定|OK/ }).click();

  // the panel of the new workstation: offline, never reported
  const panel = page.locator('.ant-card', { hasText: `(${CODE})` });
  await expect(panel.getByTestId('plc-status')).toContainText('离线');
  await expect(panel).toContainText('从未上报');

  // a data point with limits, added under the workstation
  await panel.getByRole('button', { name: /新\s*增/ }).click();
  await drawer.locator('#weldPlcPoint-form_name').fill('焊接电流');
  await drawer.locator('#weldPlcPoint-form_address').fill('DB1.DBD0');
  await pick(page, 'weldPlcPoint-form_dataType', 'REAL');
  await drawer.locator('#weldPlcPoint-form_unit').fill('A');
  await drawer.locator('#weldPlcPoint-form_lowLimit').fill('100');
  await drawer.locator('#weldPlcPoint-form_highLimit').fill('300');
  await drawer.getByRole('button', { name: /保\s*存|确\s*定/ }).click();
  const pointRow = panel.locator('.ant-table-tbody tr', { hasText: 'DB1.DBD0' });
  await expect(pointRow).toBeVisible();

  // the gateway script pushes one reading within limits: the value arrives live, the workstation goes online
  const { stdout } = await run(
    'node',
    [
      'scripts/plc-gateway.mjs',
      '--url',
      `${baseURL}/api`,
      '--workstation',
      CODE,
      '--key',
      key,
      '--points',
      'DB1.DBD0:REAL:150:250',
      '--count',
      '1',
    ],
    { cwd: repo },
  );
  expect(stdout).toMatch(/stored 1, duplicates 0/);
  const sent = Number(/DB1\.DBD0=([\d.]+)/.exec(stdout)?.[1]);
  await expect(panel.getByTestId('plc-status')).toContainText('在线');
  await expect(pointRow).toContainText(`${sent} A`);
  await expect(pointRow.locator('[data-alarm]')).toHaveCount(0);

  // a reading above the high limit is marked red with a warning
  const pushed = await request.post('/api/weld/plc/ingest', {
    headers: { 'X-Gateway-Key': key },
    data: { workstation: CODE, readings: [{ point: 'DB1.DBD0', ts: Date.now(), value: 352.5 }] },
  });
  expect(pushed.ok()).toBe(true);
  await expect(pointRow).toContainText('352.5 A');
  const alarm = pointRow.locator('[data-alarm]');
  await expect(alarm).toHaveCount(1);
  await expect(alarm.getByRole('img', { name: '超出限值' })).toBeVisible();
  await expect(alarm).toHaveCSS('color', 'rgb(207, 19, 34)');

  // the point's history: the two readings on a line with the limits
  await pointRow.getByRole('button', { name: '曲线' }).click();
  const chart = panel.getByRole('img', { name: /焊接电流 最近 60 分钟/ });
  await expect(chart).toBeVisible();
  await expect(chart.locator('svg path').first()).toBeAttached();
  await picture(page, 'live');

  await page.setViewportSize({ width: 375, height: 800 });
  await picture(page, 'live-375');
});
