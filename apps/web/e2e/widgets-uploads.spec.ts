import { expect, test, type Page } from '@playwright/test';
import ExcelJS from 'exceljs';
import { openFromMenu, shot, signIn } from './support';
import { png } from './test-files';

const PNG = png(96, 96, [230, 120, 30]);
const BLUE = png(96, 96, [40, 90, 200]);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

const field = (page: Page, label: string) =>
  page.locator('.ant-form-item', { has: page.locator('label', { hasText: label }) });

/** A positions sheet with two good rows and one without a name. */
async function positionsSheet(): Promise<Buffer> {
  const book = new ExcelJS.Workbook();
  const sheet = book.addWorksheet('职务');
  sheet.addRows([
    ['职务编码', '职务名称', '职级'],
    ['E2E-WELD-01', '激光焊工程师', '中级'],
    ['E2E-WELD-02', '', '助级'],
    ['E2E-WELD-03', '焊材管理员', '员级'],
  ]);
  return Buffer.from(await book.xlsx.writeBuffer());
}

test('uploads on the gallery: images with progress, moving and removing, a PDF, an image by address, cells and the file pop', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/isystem/widgets?tab=uploads');
  const cover = field(page, '封面图片');
  await expect(cover).toBeVisible();

  // held back a moment so the uploading state can be seen
  await page.route('**/sys/common/upload', async (route) => {
    await new Promise((r) => setTimeout(r, 1200));
    await route.continue();
  });
  await cover
    .locator('input[type=file]')
    .setInputFiles({ name: '焊缝外观.png', mimeType: 'image/png', buffer: PNG });
  await expect(cover.locator('.ant-upload-list-item-uploading, .ant-progress').first()).toBeVisible();
  await shot(page, 'uploads-progress');
  // the card draws antd's local thumbnail; its link holds the stored file's address
  await expect(cover.locator('.ant-upload-list-item-done a.ant-upload-list-item-thumbnail')).toHaveAttribute(
    'href',
    /\/api\/sys\/common\/static\/weld\/manuals\/\S+\.png$/,
  );
  await page.unroute('**/sys/common/upload');

  const photos = field(page, '产品照片');
  await photos.locator('input[type=file]').setInputFiles([
    { name: 'front.png', mimeType: 'image/png', buffer: PNG },
    { name: 'side.png', mimeType: 'image/png', buffer: BLUE },
  ]);
  const cards = photos.locator('.ant-upload-list-item-done a.ant-upload-list-item-thumbnail');
  await expect(cards).toHaveCount(2);
  const names = async () =>
    await cards.evaluateAll((links) =>
      links.map((a) => (a as HTMLAnchorElement).href.split('/').pop()!.split('_')[0]),
    );
  const first = (await names())[0];
  await photos.getByRole('button', { name: '向左移动' }).first().click();
  await expect(page.getByText('未知的操作')).toBeVisible();
  await photos.getByRole('button', { name: '向右移动' }).first().click();
  await expect.poll(async () => (await names())[1]).toBe(first);
  await photos.getByRole('button', { name: '向右移动' }).last().click();
  await expect(page.getByText('已到最后~')).toBeVisible();
  await shot(page, 'uploads-images');
  await photos.locator('.ant-upload-list-item').first().hover();
  await photos.locator('.ant-upload-list-item').first().locator('.anticon-delete').click();
  await expect(cards).toHaveCount(1);

  const manual = field(page, '手册文件');
  await manual
    .locator('input[type=file]')
    .setInputFiles({ name: 'NBC500说明书.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(manual.locator('a', { hasText: 'NBC50…' })).toHaveAttribute(
    'href',
    /\/api\/sys\/common\/static\/weld\/manuals\/NBC500/,
  );

  // an image by network address: the cover's own address, so nothing leaves this machine
  const coverUrl = await cover
    .locator('.ant-upload-list-item-done a.ant-upload-list-item-thumbnail')
    .getAttribute('href');
  const address = new URL(coverUrl!, page.url()).href;
  await page.getByRole('button', { name: '从本地或网络添加照片' }).click();
  const imageModal = page.locator('.ant-modal', { hasText: '上传图片' });
  await expect(imageModal.getByText(/从本机选择图片上传/)).toBeVisible();
  await imageModal.getByRole('tab', { name: '网络图片地址' }).click();
  await expect(imageModal.getByText(/图片不会上传到本系统/)).toBeVisible();
  await imageModal.getByPlaceholder('请输入网络图片地址').fill(address);
  await imageModal.getByRole('button', { name: /添\s*加/ }).click();
  await expect(imageModal.locator(`img[src="${address}"]`)).toBeVisible();
  await shot(page, 'uploads-network-image');
  await imageModal.getByRole('button', { name: /确\s*定/ }).click();
  await expect(cards).toHaveCount(2);

  const attachments = field(page, '附件（弹窗上传）');
  await attachments.getByRole('button', { name: /上\s*传/ }).click();
  const pop = page.locator('.ant-modal', { hasText: '上传文件' });
  await pop.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.getByText('未上传任何文件')).toBeVisible();
  await pop
    .locator('input[type=file]')
    .setInputFiles({ name: 'wiring.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(pop.locator('a', { hasText: 'wirin…' })).toBeVisible();
  await shot(page, 'uploads-file-pop');
  await pop.getByRole('button', { name: /确\s*定/ }).click();
  await expect(attachments.getByText('wirin…')).toBeVisible();

  await page.getByRole('button', { name: /保\s*存/ }).click();
  const saved = page.getByTestId('uploads-saved');
  await expect(saved).toContainText(`"photos":"weld/photos/`);
  await expect(saved).toContainText(address);
  // the manual is saved as a file record with its own name and size (spec widgets §3)
  await expect(saved).toContainText(`\\"fileName\\":\\"NBC500说明书.pdf\\"`);
  await expect(saved).toContainText(`\\"fileSize\\":${PDF.length}`);
  await expect(saved).toContainText(`\\"filePath\\":\\"weld/manuals/NBC500`);

  const cells = page.getByTestId('upload-cells');
  const firstRow = cells.locator('tbody tr').first();
  await firstRow
    .locator('input[type=file]')
    .first()
    .setInputFiles({ name: '检验报告.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(firstRow.getByText('检验报告.…')).toBeVisible();
  await firstRow.getByRole('button', { name: '文件操作' }).click();
  await expect(page.locator('.ant-dropdown:visible').getByText('下载')).toBeVisible();
  await page.keyboard.press('Escape');
  // the column without a token: the server refuses, the cell shows the error and its dialog
  await firstRow
    .locator('td')
    .last()
    .locator('input[type=file]')
    .setInputFiles({ name: 'anon.png', mimeType: 'image/png', buffer: PNG });
  await expect(firstRow.locator('.weld-upload-error')).toBeVisible();
  await firstRow.locator('.weld-upload-error').click();
  await expect(page.getByText(/^错误信息：/)).toBeVisible();
  await shot(page, 'uploads-cells-error');
});

test('导入EXCEL on 职务管理 imports a sheet with one bad row and downloads the error report', async ({
  page,
}) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', '职务管理');
  await expect(page.locator('.ant-table')).toBeVisible();
  await page.getByRole('button', { name: /导\s*入/ }).click();
  const dialog = page.locator('.ant-modal', { hasText: '导入EXCEL' });
  const start = dialog.getByRole('button', { name: /开始上传/ });
  await expect(start).toBeDisabled();
  await dialog.locator('input[type=file]').setInputFiles({
    name: '职务导入.xlsx',
    mimeType: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
    buffer: await positionsSheet(),
  });
  await expect(start).toBeEnabled();
  await shot(page, 'uploads-import-dialog');
  await start.click();
  const warning = page.locator('.ant-modal-confirm', { hasText: '导入成功,但是有错误数据!' });
  await expect(warning).toBeVisible();
  await shot(page, 'uploads-import-warning');
  const download = page.waitForEvent('download');
  await warning.getByRole('button', { name: '下载错误报告' }).click();
  expect((await download).suggestedFilename()).toMatch(/\.xlsx$/);
  await warning.getByRole('button', { name: /确\s*定/ }).click();
  await expect(page.locator('.ant-table-tbody')).toContainText('E2E-WELD-03');
  await expect(page.locator('.ant-table-tbody')).not.toContainText('E2E-WELD-02');
});
