import { expect, test, type Page } from '@playwright/test';
import { menuItem, openFromMenu, pick, shot, signIn } from './support';
import { png } from './test-files';

test.use({ actionTimeout: 15_000 });

const PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj 3 0 obj<</Type/Page/MediaBox[0 0 200 200]/Parent 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);
const row = (page: Page, text: string) =>
  page.locator('.ant-layout-content .ant-table-tbody tr', { hasText: text });
const upload = (page: Page) => page.locator('.ant-layout-content .ant-upload input[type=file]');

test('an administrator uploads files on OSS文件, sees them listed, previews the image and deletes it', async ({
  page,
}) => {
  await signIn(page);
  await openFromMenu(page, '系统管理', 'OSS文件');
  await expect(page).toHaveURL(/\/isystem\/ossFile/);

  await upload(page).setInputFiles({
    name: '焊缝外观.png',
    mimeType: 'image/png',
    buffer: png(320, 200, [40, 120, 200]),
  });
  await expect(page.getByText('上传成功')).toBeVisible();
  const photo = row(page, '焊缝外观.png');
  await expect(photo).toContainText('PNG');
  await expect(photo).toContainText('admin');
  await expect(photo).toContainText('本地');
  await upload(page).setInputFiles({ name: '焊接工艺卡.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(row(page, '焊接工艺卡.pdf')).toContainText('PDF');
  await shot(page, 'oss-files-list');

  // the search form filters by type
  await pick(page, 'ossFile-search_fileType', 'PDF');
  await page.getByRole('button', { name: /^查\s*询$/ }).click();
  await expect(row(page, '焊缝外观.png')).toHaveCount(0);
  await expect(row(page, '焊接工艺卡.pdf')).toHaveCount(1);
  await page.getByRole('button', { name: /^重\s*置$/ }).click();
  await expect(photo).toHaveCount(1);

  await photo.getByRole('button', { name: '预览' }).click();
  const modal = page.locator('.ant-modal', { hasText: '预览：焊缝外观.png' });
  const image = modal.getByRole('img', { name: '焊缝外观.png' });
  await expect(image).toBeVisible();
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(320);
  await shot(page, 'oss-files-preview');
  await modal.locator('.ant-modal-close').click();
  await expect(modal).toBeHidden();

  // the PDF shows in a frame of its own
  await row(page, '焊接工艺卡.pdf').getByRole('button', { name: '预览' }).click();
  const pdf = page.locator('.ant-modal', { hasText: '预览：焊接工艺卡.pdf' });
  await expect(pdf.locator('iframe')).toHaveAttribute('src', /^blob:/);
  await pdf.locator('.ant-modal-close').click();

  // download hands over the stored bytes under the uploaded name
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    row(page, '焊接工艺卡.pdf').getByRole('link', { name: '下载' }).click(),
  ]);
  expect(download.suggestedFilename()).toBe('焊接工艺卡.pdf');

  await photo.getByRole('button', { name: '删除' }).click();
  await page
    .locator('.ant-popconfirm')
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(page.getByText('删除成功')).toBeVisible();
  await expect(row(page, '焊缝外观.png')).toHaveCount(0);
  await expect(row(page, '焊接工艺卡.pdf')).toHaveCount(1);

  await page.setViewportSize({ width: 375, height: 800 });
  await shot(page, 'oss-files-375');
});

test('a user sets an avatar, sees the bound phone and e-mail, and switches notifications', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/account/settings/base');
  const avatarInput = page.locator('.ant-upload input[type=file]');
  await avatarInput.setInputFiles({
    name: '头像.png',
    mimeType: 'image/png',
    buffer: png(96, 96, [230, 120, 30]),
  });
  await expect(page.getByText('保存成功').first()).toBeVisible();
  const header = page.locator('.ant-layout-header .weld-avatar img');
  await expect(header).toHaveAttribute('src', /\/sys\/common\/static\/avatar\//);
  await shot(page, 'account-settings-avatar');

  await page.getByRole('tab', { name: '账号绑定' }).click();
  await expect(page.getByText('绑定手机')).toBeVisible();
  await page
    .getByRole('button', { name: /修\s*改|绑\s*定/ })
    .nth(1)
    .click();
  const email = page.locator('.ant-modal', { hasText: '修改邮箱' });
  await email.locator('#email-change_email').fill('not-mail');
  await email.getByRole('button', { name: /确\s*定/ }).click();
  await expect(email.getByText('邮箱格式不正确')).toBeVisible();
  await email.locator('#email-change_email').fill('admin@weld.example.com');
  await email.getByRole('button', { name: /确\s*定/ }).click();
  await expect(email).toBeHidden();
  await expect(page.getByText('admin@weld.example.com')).toBeVisible();
  await page
    .getByRole('button', { name: /修\s*改|绑\s*定/ })
    .first()
    .click();
  const phone = page.locator('.ant-modal', { hasText: '更换手机号' });
  await expect(phone.getByRole('button', { name: '获取验证码' })).toBeVisible();
  await shot(page, 'account-settings-phone');
  await phone.locator('.ant-modal-close').click();

  await page.getByRole('tab', { name: '新消息通知' }).click();
  const system = page.getByRole('switch', { name: '系统消息' });
  await expect(system).toHaveAttribute('aria-checked', 'true');
  await system.click();
  await expect(page.getByText('保存成功').first()).toBeVisible();
  await page.reload();
  await page.getByRole('tab', { name: '新消息通知' }).click();
  await expect(page.getByRole('switch', { name: '系统消息' })).toHaveAttribute('aria-checked', 'false');
  await shot(page, 'account-settings-notifications');

  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/account/settings/base');
  await expect(page.getByRole('tab', { name: '基本设置' })).toHaveAttribute('aria-selected', 'true');
  await shot(page, 'account-settings-375');
  await page.goto('/account/center');
  await expect(page.locator('.ant-layout-content .ant-avatar img')).toHaveAttribute(
    'src',
    /\/sys\/common\/static\/avatar\//,
  );
  await shot(page, 'account-center-375');
});

test('in Russian the file list and the notification settings speak Russian', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'Русский' }).click();
  await expect(menuItem(page, 'Главная')).toBeVisible();
  await openFromMenu(page, 'Система', 'Файлы OSS');
  await expect(page.getByRole('button', { name: 'Загрузить файл' })).toBeVisible();
  await expect(page.locator('.ant-table-thead')).toContainText('Загрузил');
  await shot(page, 'oss-files-ru');
  await page.goto('/account/settings/base');
  await page.getByRole('tab', { name: 'Уведомления' }).click();
  await expect(page.getByText('Системные сообщения', { exact: true })).toBeVisible();
  await shot(page, 'account-notifications-ru');
  await page.getByRole('button', { name: 'Язык' }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(menuItem(page, '首页')).toBeVisible();
});
