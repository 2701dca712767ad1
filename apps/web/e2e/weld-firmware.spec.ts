import { expect, test, type Page } from '@playwright/test';
import { gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import { ADMIN, openFromMenu, pick, shot, signIn } from './support';

test.use({ actionTimeout: 15_000 });

const SERIES = 'E2E-FW-S';
const MODEL = 'E2E-FW-M';
const FIRMWARE = gzipSync(Buffer.from('E2E welder main board firmware 2.0.0\n'.repeat(50)));
const row = (page: Page, text: string) =>
  page.locator('.ant-layout-content .ant-table-tbody tr', { hasText: text });
const drawer = (page: Page) => page.locator('.ant-drawer.ant-drawer-open').last();
const ok = (page: Page) => drawer(page).getByRole('button', { name: /确\s*定/ });

/** A product line → series → model made through the API (the tree screen is another journey's). */
async function modelThroughApi(baseURL: string): Promise<void> {
  const login = await fetch(`${baseURL}/api/sys/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username: ADMIN.username, password: ADMIN.password }),
  });
  const token = ((await login.json()) as { result: { token: string } }).result.token;
  let parentId: string | null = null;
  for (const [nodeType, code] of [
    ['line', 'E2E-FW-L'],
    ['series', SERIES],
    ['model', MODEL],
  ] as const) {
    const added = await fetch(`${baseURL}/api/weld/model/add`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Access-Token': token },
      body: JSON.stringify({
        parentId,
        nodeType,
        code,
        name: code,
        productKind: 'machine',
        status: '1',
        sortNo: 1,
        orgCode: 'A01',
      }),
    });
    const body = (await added.json()) as { success: boolean; message: string; result: { id: string } };
    expect(body.success, body.message).toBe(true);
    parentId = body.result.id;
  }
}

/** Opens the lazy model tree of a form field and picks the model below line → series. */
async function pickModel(page: Page, inputId: string): Promise<void> {
  await page.locator(`#${inputId}`).click();
  const dropdown = page.locator('.ant-select-dropdown:visible');
  for (const code of ['E2E-FW-L', SERIES]) {
    const node = dropdown.locator('.ant-select-tree-treenode', { hasText: code }).first();
    await expect(async () => {
      if ((await node.locator('.ant-select-tree-switcher_open').count()) === 0)
        await node.locator('.ant-select-tree-switcher').click();
      await expect(node.locator('.ant-select-tree-switcher_open')).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 15_000 });
  }
  await dropdown.locator('.ant-select-tree-node-content-wrapper', { hasText: MODEL }).click();
  await expect(page.locator('.ant-select', { has: page.locator(`#${inputId}`) })).toContainText(MODEL);
}

test('staff add a device and a firmware, release it, and the device with its key gets it', async ({
  page,
  baseURL,
}) => {
  await modelThroughApi(String(baseURL));
  await signIn(page);

  // a device: its key is shown once after saving
  await openFromMenu(page, '焊机设备', '设备列表');
  await page
    .locator('.ant-layout-content')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await page.locator('#weldDevice-form_serialNo').fill('E2E-SN-0001');
  await pickModel(page, 'weldDevice-form_modelId');
  await page.locator('#weldDevice-form_orgCode').click();
  const departs = page.locator('.ant-modal:visible', { has: page.locator('.ant-tree') });
  const sales = departs.locator('.ant-tree-treenode', { has: page.getByText('销售部', { exact: true }) });
  await expect(async () => {
    if ((await sales.locator('.ant-tree-checkbox-checked').count()) === 0)
      await sales.locator('.ant-tree-checkbox').click();
    await expect(sales.locator('.ant-tree-checkbox-checked')).toHaveCount(1, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
  await departs.getByRole('button', { name: /确\s*定/ }).click();
  await page.locator('#weldDevice-form_currentVersion').fill('1.0.0');
  await pick(page, 'weldDevice-form_status', '启用');
  await ok(page).click();
  const keyBox = page.getByTestId('device-key');
  await expect(keyBox).toHaveValue(/^[A-Za-z0-9_-]{43}$/);
  const deviceKey = await keyBox.inputValue();
  await shot(page, 'weld-firmware-device-key');
  await page
    .locator('.ant-modal:visible .ant-modal-footer')
    .getByRole('button', { name: /关\s*闭/ })
    .click();
  await expect(row(page, 'E2E-SN-0001')).toContainText('销售部');
  await shot(page, 'weld-firmware-devices');

  const latest = () =>
    fetch(`${baseURL}/api/weld/device/firmware/latest?currentVersion=1.0.0`, {
      headers: { 'X-Device-Serial': 'E2E-SN-0001', 'X-Device-Key': deviceKey, 'X-Lang': 'en_US' },
    }).then(
      (r) =>
        r.json() as Promise<{
          success: boolean;
          result: { version: string; checksum: string; releaseNotes: string; downloadUrl: string } | null;
        }>,
    );
  expect((await latest()).result).toBeNull();

  // a firmware: uploaded, notes in three tabs, then released
  await openFromMenu(page, '焊机设备', '固件升级');
  await page
    .locator('.ant-layout-content')
    .getByRole('button', { name: /新\s*增/ })
    .click();
  await pickModel(page, 'weldFirmware-form_modelId');
  await page.locator('#weldFirmware-form_version').fill('2.0');
  await page.locator('#weldFirmware-form_forced').click();
  await drawer(page)
    .locator('.ant-upload input[type=file]')
    .setInputFiles({ name: 'main-board-2.0.0.gz', mimeType: 'application/gzip', buffer: FIRMWARE });
  await expect(drawer(page).locator('.weld-upload-name')).toContainText('main-');
  await drawer(page).getByRole('textbox', { name: '更新说明（中文）' }).fill('优化起弧');
  await drawer(page).getByRole('tab', { name: 'English' }).click();
  await drawer(page).getByRole('textbox', { name: '更新说明（英文）' }).fill('Smoother arc start');
  await drawer(page).getByRole('tab', { name: 'Русский' }).click();
  await drawer(page).getByRole('textbox', { name: '更新说明（俄文）' }).fill('Более плавный поджиг дуги');
  await ok(page).click();
  await expect(drawer(page).getByText(/须为语义化版本号/)).toBeVisible();
  await page.locator('#weldFirmware-form_version').fill('2.0.0');
  await shot(page, 'weld-firmware-form');
  await ok(page).click();
  const firmware = row(page, '2.0.0');
  await expect(firmware).toContainText('测试中');
  await expect(firmware).toContainText(String(FIRMWARE.length));
  await expect(firmware).toContainText('全部组织');
  expect((await latest()).result).toBeNull();

  await firmware.getByRole('button', { name: '发布' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(firmware).toContainText('已发布');
  await expect(firmware.getByRole('button', { name: '撤回' })).toBeVisible();
  await shot(page, 'weld-firmware-list');

  const offer = (await latest()).result;
  expect(offer).toMatchObject({
    version: '2.0.0',
    releaseNotes: 'Smoother arc start',
    checksum: createHash('sha256').update(FIRMWARE).digest('hex'),
  });
  const file = await fetch(`${baseURL}${offer?.downloadUrl}`, {
    headers: { 'X-Device-Serial': 'E2E-SN-0001', 'X-Device-Key': deviceKey },
  });
  expect(Buffer.from(await file.arrayBuffer()).equals(FIRMWARE)).toBe(true);
  await page.reload();
  await expect(row(page, '2.0.0')).toContainText('已发布');

  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'weld-firmware-375');
});
