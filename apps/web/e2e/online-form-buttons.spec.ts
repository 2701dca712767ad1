import { expect, test, type Page } from '@playwright/test';
import { formDesign, openAddForm, publish, removeForms } from './online-form-fixture';
import { dialogOpened, openFromMenu, pick, shot, signIn } from './support';

test.use({ actionTimeout: 15_000 });

const TABLE = 'e2e_weld_proc_audit';
const FORM = `${TABLE}-form`;
const E = 'cgform-enhance';

const editor = (page: Page) =>
  page
    .locator('.ant-modal')
    .filter({ has: page.locator(`#${E}`) })
    .last();
const drawer = (page: Page) => page.locator('.ant-drawer.ant-drawer-open').last();
const row = (page: Page, text: string) => page.locator('.ant-table-row', { hasText: text });

test.afterEach(({ request }) => removeForms(request, TABLE));

/** Opens 按钮/联动 of the form from the form head list's 更多. */
async function openEditor(page: Page, more: string, action: string) {
  await row(page, TABLE).getByRole('button', { name: more }).click();
  await page.getByRole('menuitem', { name: action }).click();
  await dialogOpened(editor(page));
}

test('an admin adds a row button 标记已审核 and a linkage rule without code; the list runs the button and the form follows the rule', async ({
  page,
  request,
}) => {
  // a long journey (designer, form, list, both languages), as long as its siblings
  test.setTimeout(180_000);
  const id = await publish(
    request,
    formDesign(TABLE, '焊接工艺评定', [
      ['title', '工艺名称', 'string', { dbLength: 50, fieldMustInput: 1 }],
      ['process', '焊接方法', 'string', { dbLength: 10, fieldShowType: 'list', dictField: 'weld_process' }],
      ['gas', '保护气体', 'string', { dbLength: 50 }],
      ['audit_status', '审核状态', 'string', { dbLength: 10, isReadOnly: 1 }],
    ]),
  );

  await signIn(page);
  await openFromMenu(page, '在线开发', '表单开发');
  await openEditor(page, '更多', '按钮/联动');

  // a row button that sets 审核状态 to the constant 已审核
  await editor(page).getByRole('button', { name: '添加按钮' }).click();
  await page.locator(`#${E}_buttons_0_buttonCode`).fill('audit');
  await page.locator(`#${E}_buttons_0_buttonName`).fill('标记已审核');
  await pick(page, `${E}_buttons_0_buttonIcon`, 'check');
  await pick(page, `${E}_buttons_0_assignments_0_field`, '审核状态');
  await page.locator(`#${E}_buttons_0_assignments_0_value`).fill('已审核');
  await shot(page, 'cgform-buttons-editor-zh');

  // when 焊接方法 is MIG/MAG: show 保护气体, and require it
  await editor(page).getByRole('tab', { name: '字段联动' }).click();
  for (const [i, effect] of ['显示', '必填'].entries()) {
    await editor(page).getByRole('button', { name: '添加规则' }).click();
    await pick(page, `${E}_rules_${i}_field`, '焊接方法');
    await pick(page, `${E}_rules_${i}_values`, 'MIG/MAG');
    await page.keyboard.press('Escape');
    await pick(page, `${E}_rules_${i}_effect`, effect);
    await pick(page, `${E}_rules_${i}_target`, '保护气体');
  }
  await shot(page, 'cgform-rules-editor-zh');
  await editor(page)
    .getByRole('button', { name: /保\s*存/ })
    .click();
  await expect(page.getByText('已保存').first()).toBeVisible();
  await editor(page).getByRole('tab', { name: '历史版本' }).click();
  await expect(editor(page).getByText('1 个按钮，2 条规则')).toBeVisible();
  await shot(page, 'cgform-enhance-revisions-zh');
  await editor(page)
    .getByRole('button', { name: /关\s*闭/ })
    .last()
    .click();

  // the form: 保护气体 appears only for MIG/MAG, and is then required
  await openAddForm(page, id);
  await page.locator(`#${FORM}_title`).fill('Q235 对接');
  await pick(page, `${FORM}_process`, 'TIG');
  await expect(page.locator(`#${FORM}_gas`)).toHaveCount(0);
  await pick(page, `${FORM}_process`, 'MIG/MAG');
  await expect(page.locator(`#${FORM}_gas`)).toBeVisible();
  await drawer(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(drawer(page).getByText('不能为空')).toBeVisible();
  await shot(page, 'cgform-linkage-form-zh');
  await page.locator(`#${FORM}_gas`).fill('Ar+CO2');
  await drawer(page)
    .getByRole('button', { name: /确\s*定/ })
    .click();
  await expect(drawer(page)).toBeHidden();

  // the row button sets the status, and the row shows it
  await expect(row(page, 'Q235 对接')).toBeVisible();
  const statusCell = row(page, 'Q235 对接').locator('td', { hasText: /^已审核$/ });
  await expect(statusCell).toHaveCount(0);
  await row(page, 'Q235 对接').getByRole('button', { name: '标记已审核' }).click();
  await expect(statusCell).toHaveCount(1);
  await shot(page, 'cgform-button-pressed-zh');

  // the same screens in English
  await page.getByRole('button', { name: '语言' }).click();
  await page.getByRole('menuitemradio', { name: 'English' }).click();
  await expect(row(page, 'Q235 对接').getByRole('button', { name: '标记已审核' })).toBeVisible();
  await shot(page, 'cgform-button-pressed-en');
  await openFromMenu(page, 'Online development', 'Form development');
  await openEditor(page, 'More', 'Buttons/rules');
  await expect(page.locator(`#${E}_buttons_0_buttonName`)).toHaveValue('标记已审核');
  await shot(page, 'cgform-buttons-editor-en');
  await editor(page).getByRole('tab', { name: 'Field linkage' }).click();
  await shot(page, 'cgform-rules-editor-en');
  await editor(page).getByRole('button', { name: 'Close' }).last().click();
  await page.getByRole('button', { name: 'Language' }).click();
  await page.getByRole('menuitemradio', { name: '简体中文' }).click();
  await expect(page.getByRole('button', { name: '语言' })).toBeVisible();
});
