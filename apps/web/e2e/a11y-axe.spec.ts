import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { MenuNode } from '@weld/core';
import { axeFindings, perRule, type AxeFinding } from './axe';
import { cronDialogOpened, darkMode, signIn } from './support';

/** The menu's pages a reader can open: leaves that are routes, shown, and inside the app. */
function menuPages(nodes: MenuNode[]): { path: string; title: string }[] {
  return nodes.flatMap((n) => {
    if (n.hidden || n.route === '0') return [];
    if (n.children?.length) return menuPages(n.children);
    if (n.meta.internalOrExternal || /^https?:/.test(n.path)) return [];
    return [{ path: n.path, title: n.meta.title }];
  });
}

/** Waits until the page's requests and Ant Design's motions are done, so axe sees the screen a reader sees. */
async function settled(page: Page): Promise<void> {
  // polling pages (monitors, notices) never go network-idle: the spinners going away says the data is in
  await expect(page.locator('.ant-spin-spinning, .ant-skeleton-active'))
    .toHaveCount(0, { timeout: 5_000 })
    .catch(() => undefined);
  await page
    .waitForFunction(
      () =>
        document
          .getAnimations()
          .every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity),
      undefined,
      { timeout: 3_000 },
    )
    .catch(() => undefined);
}

/** The findings, kept beside the test results so a failing run says which rule failed where. */
function report(name: string, findings: AxeFinding[]): string {
  const dir = path.join(import.meta.dirname, '../test-results');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `axe-${name}.json`), JSON.stringify(findings, null, 2));
  return JSON.stringify(perRule(findings), null, 2);
}

// one walk per mode, each its own test, so that a failure names the mode and the two can run apart
for (const mode of ['light', 'dark'] as const) {
  test.describe(`axe-core finds no critical or serious problem (zh_CN, ${mode} mode, 1440x900)`, () => {
    test.beforeEach(async ({ page }) => {
      if (mode === 'dark') await darkMode(page);
    });

    test('on the login and registration pages', async ({ page }) => {
      const findings: AxeFinding[] = [];
      for (const url of ['/user/login', '/user/register']) {
        await page.goto(url);
        await expect(page.locator('form').first()).toBeVisible();
        // axe rates a missing h1 only "moderate": the product name is the page's one top heading
        await expect(page.getByRole('heading', { level: 1 })).toHaveText('焊接设备手册与中控管理系统');
        await settled(page);
        findings.push(...(await axeFindings(page, url)));
      }
      expect(findings, report(`public-${mode}`, findings)).toEqual([]);
    });

    test('on every page of the side menu', async ({ page }) => {
      test.setTimeout(900_000);
      const permission = page.waitForResponse((r) =>
        r.url().includes('/sys/permission/getUserPermissionByToken'),
      );
      await signIn(page);
      const menu = ((await (await permission).json()) as { result: { menu: MenuNode[] } }).result.menu;
      const pages = menuPages(menu);
      expect(pages.length).toBeGreaterThan(50);
      if (mode === 'dark')
        await expect(page.locator('.ant-layout').first()).toHaveCSS('background-color', 'rgb(0, 0, 0)');
      const findings: AxeFinding[] = [];
      for (const p of pages) {
        await page.goto(p.path);
        await expect(page.locator('.weld-tabs')).toBeVisible();
        await settled(page);
        findings.push(...(await axeFindings(page, `${p.path} ${p.title}`)));
        report(`menu-${mode}`, findings);
      }
      expect(findings, report(`menu-${mode}`, findings)).toEqual([]);
    });

    test('on the open add form of five list pages and the editors of the widget gallery', async ({
      page,
    }) => {
      test.setTimeout(300_000);
      const permission = page.waitForResponse((r) =>
        r.url().includes('/sys/permission/getUserPermissionByToken'),
      );
      await signIn(page);
      const pages = menuPages(
        ((await (await permission).json()) as { result: { menu: MenuNode[] } }).result.menu,
      );
      const findings: AxeFinding[] = [];
      // plain forms, the rich-text editor (通告管理), the cron editor (定时任务) and uploads (文件列表)
      for (const title of ['用户管理', '职务管理', '通告管理', '定时任务', '文件列表']) {
        const p = pages.find((m) => m.title === title);
        expect(p, title).toBeDefined();
        await page.goto(p!.path);
        await expect(page.locator('.weld-tabs')).toBeVisible();
        await settled(page);
        await page
          .getByRole('button', { name: /新\s*增/ })
          .first()
          .click();
        const form = page.locator(
          '.ant-drawer-open .ant-form, .ant-modal-wrap:not([style*="none"]) .ant-form',
        );
        await expect(form.first()).toBeVisible();
        await settled(page);
        findings.push(...(await axeFindings(page, `${p!.path} ${title} 新增`)));
        if (title === '定时任务') {
          await form
            .first()
            .getByRole('button', { name: /编\s*辑/ })
            .click();
          await cronDialogOpened(page);
          await settled(page);
          findings.push(...(await axeFindings(page, `${p!.path} ${title} Cron`)));
        }
      }
      // the markdown and code editors appear on no list form yet: the gallery shows all three editors at once
      await page.goto('/isystem/widgets?tab=editors');
      await expect(page.locator('#demo-code')).toBeVisible();
      await settled(page);
      findings.push(...(await axeFindings(page, '/isystem/widgets?tab=editors')));
      expect(findings, report(`forms-${mode}`, findings)).toEqual([]);
    });
  });
}
