import { expect, test, type Page } from '@playwright/test';
import { ADMIN, openFromMenu, pick, shot, signIn } from './support';

test.use({ actionTimeout: 15_000 });

/** A one-page PDF with a correct cross-reference table, so Chromium's viewer opens it. */
function pdf(text: string): Buffer {
  const stream = `BT /F1 18 Tf 40 700 Td (${text}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Resources << /Font << /F1 4 0 R >> >> /Contents 5 0 R >>',
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
  ];
  let body = '%PDF-1.4\n';
  const offsets = objects.map((o, i) => {
    const at = body.length;
    body += `${i + 1} 0 obj\n${o}\nendobj\n`;
    return at;
  });
  const xref = body.length;
  body += `xref\n0 6\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size 6 /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

const row = (page: Page, text: string) =>
  page.locator('.ant-layout-content .ant-table-tbody tr', { hasText: text });
const drawer = (page: Page) => page.locator('.ant-drawer.ant-drawer-open');

/** A product line, series and model made through the API, as the model tree screen would. */
test.beforeAll(async ({ request }) => {
  const login = await request.post('/api/sys/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  const headers = { 'X-Access-Token': ((await login.json()) as { result: { token: string } }).result.token };
  const add = async (data: Record<string, unknown>) => {
    await request.post('/api/weld/model/add', {
      headers,
      data: { productKind: 'machine', status: '1', sortNo: 1, orgCode: 'A01', ...data },
    });
    const found = await request.get(`/api/weld/model/list?code=${data.code}`, { headers });
    return ((await found.json()) as { result: { records: { id: string }[] } }).result.records[0].id;
  };
  const line = await add({ nodeType: 'line', code: 'E2E-MIG', name: 'E2E 气保焊机' });
  const series = await add({ nodeType: 'series', code: 'E2E-NB', name: 'E2E NB 系列', parentId: line });
  await add({ nodeType: 'model', code: 'E2E-NB-350', name: 'E2E NB-350 焊机', parentId: series });
});

/** Opens the model picker and walks line → series → model. */
async function pickModel(page: Page) {
  await page.locator('#weldManualFile-form_modelId').click();
  const tree = page.locator('.ant-select-dropdown:visible .ant-select-tree');
  for (const node of ['E2E 气保焊机', 'E2E NB 系列']) {
    const item = tree.locator('.ant-select-tree-treenode', { hasText: node }).first();
    await item.locator('.ant-select-tree-switcher').click();
  }
  await tree.locator('.ant-select-tree-node-content-wrapper', { hasText: 'E2E NB-350 焊机' }).click();
  await expect(
    page.locator('.ant-select', { has: page.locator('#weldManualFile-form_modelId') }),
  ).toContainText('E2E NB-350 焊机');
}

/** Fills and saves the 新增 form with a PDF whose upload waits until the progress bar has been seen. */
async function addManual(page: Page, title: string, language: string, file: string) {
  await page.getByRole('button', { name: /新\s*增/ }).click();
  await pickModel(page);
  await page.locator('#weldManualFile-form_title').fill(title);
  await pick(page, 'weldManualFile-form_kind', '说明书');
  await pick(page, 'weldManualFile-form_language', language);
  await page.locator('#weldManualFile-form_version').fill('1.0');
  await pick(page, 'weldManualFile-form_securityLevel', '公开');
  let release = () => undefined as void;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/weld/manualFile/upload', async (route) => {
    await held;
    await route.continue();
  });
  await drawer(page)
    .locator('input[type=file]')
    .setInputFiles({ name: file, mimeType: 'application/pdf', buffer: pdf(title) });
  await expect(drawer(page).locator('.ant-upload-list-item-progress')).toBeVisible();
  await shot(page, `weld-manuals-progress-${language === '中文' ? 'zh' : 'en'}`);
  release();
  await expect(drawer(page).getByTestId('manual-upload-facts')).toContainText(/SHA-256：[0-9a-f]{64}/);
  await page.unroute('**/api/weld/manualFile/upload');
  await drawer(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('保存成功')).toBeVisible();
  await expect(row(page, title)).toContainText('草稿');
}

test('a staff member attaches manuals in two languages, publishes, previews and downloads one, and adds a new version', async ({
  page,
}) => {
  await signIn(page);
  await openFromMenu(page, '说明书管理', '文件列表');
  await expect(page.locator('.ant-table')).toBeVisible();

  await addManual(page, 'E2E NB-350 使用说明书', '中文', 'NB-350 说明书.pdf');
  await addManual(page, 'E2E NB-350 Operation manual', 'English', 'NB-350 manual.pdf');
  const zh = row(page, 'E2E NB-350 使用说明书');
  await expect(zh).toContainText('E2E NB-350 焊机');
  await expect(row(page, 'E2E NB-350 Operation manual')).toContainText('English');
  await shot(page, 'weld-manuals-list');

  await zh.getByRole('button', { name: '发布' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(zh).toContainText('已发布');

  await zh.getByRole('button', { name: '预览' }).click();
  const preview = page.locator('.ant-modal', { hasText: '预览：NB-350 说明书.pdf' });
  await expect(preview.getByTestId('manual-pdf-preview')).toHaveAttribute('src', /^blob:/);
  await shot(page, 'weld-manuals-preview');
  await preview.locator('.ant-modal-close').click();
  await expect(preview).toBeHidden();

  const [download] = await Promise.all([
    page.waitForEvent('download'),
    zh.getByRole('button', { name: '下载' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('NB-350 说明书.pdf');
  // the list shows the count going up (下载次数 column)
  await expect(async () => {
    const cells = await zh.locator('td').allInnerTexts();
    expect(cells.map((c) => c.trim())).toContain('1');
  }).toPass({ timeout: 10_000 });

  await zh.getByRole('button', { name: '新版本' }).click();
  const modal = page.locator('.ant-modal', { hasText: '上传新版本' });
  await expect(modal).toContainText('当前最新版本：1.0');
  await modal.locator('#version').fill('0.9');
  await modal
    .locator('input[type=file]')
    .setInputFiles({ name: 'NB-350 说明书 v1.1.pdf', mimeType: 'application/pdf', buffer: pdf('v1.1') });
  await expect(modal.getByTestId('manual-upload-facts')).toBeVisible();
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新版本 0.9 须高于当前最新版本 1.0')).toBeVisible();
  await modal.locator('#version').fill('1.1');
  await modal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('新版本已添加（草稿）')).toBeVisible();

  await zh.first().getByRole('button', { name: '历史' }).click();
  const history = page.getByTestId('manual-history');
  await expect(history.locator('.ant-table-tbody tr')).toHaveCount(2);
  await expect(history.locator('.ant-table-tbody tr').first()).toContainText('1.1');
  await expect(history.locator('.ant-table-tbody tr').first()).toContainText('最新');
  await expect(history.locator('.ant-table-tbody tr').nth(1)).toContainText('1.0');
  await expect(history.locator('.ant-table-tbody tr').nth(1)).toContainText('已发布');
  await shot(page, 'weld-manuals-history');
});

test('a service engineer answers field feedback in the reply thread and closes it; tweets list the bulletins', async ({
  page,
  request,
}) => {
  const login = await request.post('/api/sys/login', {
    data: { username: ADMIN.username, password: ADMIN.password },
  });
  const headers = { 'X-Access-Token': ((await login.json()) as { result: { token: string } }).result.token };
  const models = await request.get('/api/weld/model/list?code=E2E-NB-350', { headers });
  const modelId = ((await models.json()) as { result: { records: { id: string }[] } }).result.records[0].id;
  await request.post('/api/weld/message/add', {
    headers,
    data: {
      title: 'E2E 送丝不稳',
      content: '焊接时送丝忽快忽慢，焊缝成形差。',
      contactName: '王建国',
      contactPhone: '13800138001',
      contactCompany: '华东重工',
      machineSerial: 'NB350-0012',
      modelId,
    },
  });
  await request.post('/api/weld/tweet/add', {
    headers,
    data: {
      modelId,
      title: 'E2E 送丝机构保养要点',
      summary: '每 200 小时检查送丝轮。',
      content: '<p>检查<b>送丝轮</b>磨损。</p>',
      published: 'Y',
    },
  });

  await signIn(page);
  await openFromMenu(page, '说明书管理', '留言列表');
  const message = row(page, 'E2E 送丝不稳');
  await expect(message).toContainText('新建');
  await message.getByRole('button', { name: '回复' }).click();
  const thread = drawer(page);
  await expect(thread).toContainText('暂无回复');
  await thread.getByPlaceholder('输入回复内容').fill('请检查送丝轮规格与压紧力。');
  await thread.getByRole('button', { name: '发送回复' }).click();
  await expect(page.getByText('回复已发送')).toBeVisible();
  await expect(thread).toContainText('请检查送丝轮规格与压紧力。');
  await expect(message).toContainText('处理中');
  await shot(page, 'weld-manuals-message-thread');
  await thread.locator('.ant-drawer-close').click();

  await message.getByRole('button', { name: '关闭' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(message).toContainText('已关闭');
  await message.getByRole('button', { name: '回复' }).click();
  await expect(drawer(page)).toContainText('留言已关闭，不能再回复');
  await expect(drawer(page).getByPlaceholder('输入回复内容')).toHaveCount(0);
  await drawer(page).locator('.ant-drawer-close').click();
  await shot(page, 'weld-manuals-messages');

  await openFromMenu(page, '说明书管理', '推文列表');
  await expect(row(page, 'E2E 送丝机构保养要点')).toContainText('E2E NB-350 焊机');
  await shot(page, 'weld-manuals-tweets');
});
