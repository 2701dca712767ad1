import { expect, type Locator, type Page } from '@playwright/test';

/** The form designer dialog (the one holding 表名). */
export const designer = (page: Page) =>
  page.locator('.ant-modal').filter({ has: page.locator('#tableName') });

/** The editable grid of the designer's open tab. */
export const gridOf = (page: Page) =>
  designer(page).locator('[role="tabpanel"][aria-hidden="false"] .weld-grid').first();

/** The grid's n-th field row (1 is the first field, id). */
export const rowOf = (grid: Locator, n: number) => grid.locator(`.weld-grid-row[aria-rowindex="${n + 1}"]`);

/** The head list's row of a table. */
export const headRow = (page: Page, table: string) => page.locator('.ant-table-row', { hasText: table });

/**
 * Chooses an option of a grid select cell (a button that opens the select), retried while the grid redraws;
 * `typed` narrows a long list first (the 23 control types), so the option shows without scrolling.
 */
export async function choose(page: Page, cell: Locator, option: string, typed?: string) {
  await expect(async () => {
    await cell.click();
    if (typed) await page.keyboard.type(typed);
    await page
      .locator('.ant-select-dropdown:visible .ant-select-item-option', { hasText: option })
      .first()
      .click({ timeout: 2_000 });
    await expect(cell).toContainText(option, { timeout: 1_000 });
  }).toPass({ timeout: 15_000 });
}
