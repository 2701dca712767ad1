import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './server-process';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const DIST = resolve('apps/web/dist');

/** Gzip size of the built file a script URL names (the figure a compressing server would send). */
function gzipSizeOf(url: string): number {
  const path = new URL(url).pathname;
  return gzipSync(readFileSync(resolve(DIST, `.${path}`)), { level: 9 }).length;
}

function recordScripts(page: Page): Set<string> {
  const urls = new Set<string>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) urls.add(response.url());
  });
  return urls;
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

export interface BundleFigures {
  loginKb: number;
  loginFiles: number;
  shellKb: number;
  shellFiles: number;
}

/** Opens the login page, then signs in and lands on the home page, summing the JS each one loads. */
export async function measureBundles(origin: string): Promise<BundleFigures> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const page = await browser.newPage();
    const scripts = recordScripts(page);
    await page.goto(`${origin}/user/login`, { waitUntil: 'networkidle' });
    const login = [...scripts];
    await page.getByPlaceholder('请输入账号').fill('admin');
    await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/dashboard/analysis');
    await page.waitForLoadState('networkidle');
    const shell = [...scripts];
    const sum = (urls: string[]) => urls.reduce((total, url) => total + gzipSizeOf(url), 0);
    return { loginKb: kb(sum(login)), loginFiles: login.length, shellKb: kb(sum(shell)), shellFiles: shell.length };
  } finally {
    await browser.close();
  }
}
