import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Page } from '@playwright/test';
import type { MenuNode } from '@weld/core';
import { axeFindings, perRule, type AxeFinding } from './axe';
import { darkMode, signIn } from './support';

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
  });
}
