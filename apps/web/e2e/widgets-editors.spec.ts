import { expect, test, type Page } from '@playwright/test';
import { menuItem, shot, signIn } from './support';
import { png } from './test-files';

const card = (page: Page, title: string) =>
  page.locator('.ant-card-small', { has: page.locator('.ant-card-head-title', { hasText: title }) });

/** Drags the captcha handle by `dx` pixels and lets go. */
async function dragCaptcha(page: Page, dx: number, release = true) {
  // a handle still snapping back would move away from under the pointer
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running'));
  const box = (await page.getByRole('slider', { name: '滑块' }).boundingBox())!;
  const y = box.y + box.height / 2;
  await page.mouse.move(box.x + box.width / 2, y);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width / 2 + dx, y, { steps: 12 });
  if (release) await page.mouse.up();
}

test('editors and inputs on the gallery: rich text with images, markdown, code, the slider captcha and small inputs', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/isystem/widgets?tab=editors');
  const rich = page.locator('#demo-rich');
  await expect(rich.locator('h2')).toHaveText('Q345B 板材 MAG 焊接工艺说明');
  await shot(page, 'editors-zh');

  // rich text: type a line, make it bold from the toolbar
  await rich.locator('blockquote p').click();
  await page.keyboard.press('End');
  await page.keyboard.press('Enter');
  await page.keyboard.type('焊工须持证上岗');
  await page.keyboard.press('Shift+Home');
  await card(page, '富文本编辑器').getByRole('button', { name: '加粗' }).click();
  await expect(page.getByTestId('rich-value')).toContainText('<strong>焊工须持证上岗</strong>');

  // an image through /sys/common/upload with biz=jeditor (the server stores it in that folder), shown from the server
  const chooser = card(page, '富文本编辑器').locator('input[type=file]');
  await chooser.setInputFiles({
    name: '坡口示意图.png',
    mimeType: 'image/png',
    buffer: png(240, 80, [230, 120, 30]),
  });
  const stored = rich.locator('img[src*="/api/sys/common/static/jeditor/"]');
  await expect(stored).toBeVisible();
  expect(await stored.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(240);

  // uploads configured as local: the server answers 'local' and the picture travels inside the HTML
  await page.route('**/sys/common/upload', (route) =>
    route.fulfill({ json: { success: true, code: 200, message: 'local', result: 'local', timestamp: 0 } }),
  );
  await chooser.setInputFiles({
    name: '焊缝.png',
    mimeType: 'image/png',
    buffer: png(120, 60, [40, 90, 200]),
  });
  await expect(rich.locator('img[src^="data:image/png;base64,"]')).toBeVisible();
  await expect(page.getByTestId('rich-value')).toContainText('src="data:image/png;base64,iVBORw0KGgo');
  await expect(stored).toBeVisible();
  await expect(page.getByTestId('rich-value')).toContainText('<strong>焊工须持证上岗</strong>');
  await page.unroute('**/sys/common/upload');
  await chooser.setInputFiles({
    name: '说明书.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from('%PDF-1.4\n%%EOF\n'),
  });
  await expect(page.getByText('请上传图片')).toBeVisible();
  await rich.evaluate((el) => el.scrollTo(0, el.scrollHeight));
  await shot(page, 'editors-rich-images');

  // markdown: type a line and see it in the preview, then preview alone
  const markdown = card(page, 'Markdown 编辑器');
  await markdown.locator('.cm-content').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\n- 新增焊接电流曲线导出');
  await expect(
    markdown.locator('.weld-markdown-preview li', { hasText: '新增焊接电流曲线导出' }),
  ).toBeVisible();
  await markdown.getByText('预览', { exact: true }).click();
  await expect(markdown.locator('.weld-markdown-source')).toBeHidden();
  await expect(markdown.locator('.weld-markdown-preview h1')).toHaveText('NB-500 固件 V2.4.1 发布说明');
  await markdown.getByText('分屏', { exact: true }).click();

  // code: a new function, indented by two spaces after the colon, then the grammar switched to SQL
  const code = card(page, '代码编辑器');
  await expect(
    code.locator('.weld-editor-frame[data-language="python"] .tok-keyword', { hasText: 'def' }).first(),
  ).toBeVisible();
  const before = await page.getByTestId('code-size').textContent();
  await code.locator('.cm-content').click();
  await page.keyboard.press('Control+End');
  await page.keyboard.type('\ndef reset(client):\nclient.disconnect()');
  await expect(code.locator('.cm-line', { hasText: 'client.disconnect()' }).last()).toHaveText(
    '  client.disconnect()',
  );
  expect(await page.getByTestId('code-size').textContent()).not.toBe(before);
  await code.getByRole('combobox', { name: '语言' }).click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: 'SQL' }).click();
  await expect(code.locator('.weld-editor-frame[data-language="sql"]')).toBeVisible();
  await expect(code.locator('.cm-line', { hasText: 'client.disconnect()' }).last()).toHaveText(
    '  client.disconnect()',
  );
  await shot(page, 'editors-markdown-code');

  // captcha: let go half-way and it snaps back; to the end and it passes for good
  const captcha = card(page, '滑块验证');
  await captcha.scrollIntoViewIfNeeded();
  await dragCaptcha(page, 130, false);
  await expect(captcha.locator('.weld-captcha-dragging')).toBeVisible();
  await shot(page, 'captcha-dragging');
  await page.mouse.up();
  await expect(page.getByRole('slider', { name: '滑块' })).toHaveAttribute('aria-valuenow', '0');
  await expect(captcha.getByText('请按住滑块拖动')).toBeVisible();
  await expect(page.getByTestId('captcha-state')).toHaveText('未验证');
  await dragCaptcha(page, 320);
  await expect(captcha.getByText('验证通过')).toBeVisible();
  await expect(page.getByTestId('captcha-state')).toHaveText('已通过验证');
  await dragCaptcha(page, -200);
  await expect(page.getByRole('slider', { name: '滑块' })).toHaveAttribute('aria-valuenow', '260');
  await expect(captcha.getByText('验证通过')).toBeVisible();
  await shot(page, 'captcha-success');
  await captcha.getByRole('button', { name: /重\s*置/ }).click();
  await expect(captcha.getByText('请按住滑块拖动')).toBeVisible();

  // small inputs and what they emit
  await page.locator('#demo-tags').fill('焊接电流电压');
  await expect(page.getByTestId('tags-value')).toHaveText('焊接;电流;电压');
  await expect(page.locator('#demo-tags')).toHaveValue('焊接;电流;电压');
  await page.locator('#demo-search').fill('NB-500');
  await expect(page.getByTestId('search-value')).toHaveText('*NB-500*');
  for (const [mode, wrapped] of [
    ['不等于', '!NB-500'],
    ['大于等于', '>=NB-500'],
    ['小于等于', '<=NB-500'],
  ]) {
    await page.getByText(mode, { exact: true }).click();
    await page.locator('#demo-search').fill('NB-500');
    await expect(page.getByTestId('search-value')).toHaveText(wrapped);
  }
  await page.locator('#demo-switch').click();
  await expect(page.getByTestId('switch-value')).toHaveText('Y');
  await expect(page.locator('#demo-switch')).toHaveAttribute('aria-checked', 'true');
  await expect(page.locator('#demo-switch .ant-switch-inner-checked')).toHaveText('是');
  await page.locator('#demo-years').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '2027' }).click();
  await expect(page.getByTestId('years-value')).toHaveText('2026,2027');
  await page.keyboard.press('Escape');
  await page.locator('#demo-processes').click();
  await page.locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: '激光焊' }).click();
  await page.keyboard.press('Escape');
  await expect(page.getByTestId('processes-value')).toHaveText('mig,tig,laser');
  await expect(page.locator('.ant-select', { has: page.locator('#demo-processes') })).toContainText(
    '+ 2 ...',
  );
  await card(page, '小型输入组件').scrollIntoViewIfNeeded();
  await shot(page, 'editors-inputs');
});

test('the editors tab speaks English', async ({ page }) => {
  await signIn(page);
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(menuItem(page, 'System')).toBeVisible();
  await page.goto('/isystem/widgets?tab=editors');
  await expect(page.locator('#demo-rich h2')).toHaveText('MAG welding procedure for Q345B plate');
  await expect(card(page, 'Rich-text editor').getByRole('button', { name: 'Bold' })).toBeVisible();
  await expect(card(page, 'Markdown editor').getByText('Split', { exact: true })).toBeVisible();
  await expect(page.getByText('Hold the slider and drag it')).toBeVisible();
  await expect(page.locator('#demo-switch .ant-switch-inner-unchecked')).toHaveText('No');
  await shot(page, 'editors-en');
  // the choice is stored for the account: the journeys after this one read Chinese
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(menuItem(page, '系统管理')).toBeVisible();
});
