import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { ADMIN_PASSWORD } from './server-process';

const CHROMIUM_ARGS = ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'];
const DIST = resolve('apps/web/dist');
/** The home page has settled when no request has started or finished for this long. */
const QUIET_MS = 2_000;

/** Gzip size of the built file a script URL names (the figure a compressing server would send). */
function gzipSizeOf(url: string): number {
  const path = new URL(url).pathname;
  return gzipSync(readFileSync(resolve(DIST, `.${path}`)), { level: 9 }).length;
}

/** The scripts a page loads, and when the last request started or ended (for the quiet wait). */
function watchRequests(page: Page) {
  const scripts = new Set<string>();
  let inFlight = 0;
  let lastActivity = Date.now();
  const touch = () => { lastActivity = Date.now(); };
  page.on('request', () => { inFlight += 1; touch(); });
  page.on('requestfinished', () => { inFlight -= 1; touch(); });
  page.on('requestfailed', () => { inFlight -= 1; touch(); });
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) scripts.add(response.url());
  });
  // the notice socket stays open: it is no request in flight
  const settled = async () => {
    while (inFlight > 0 || Date.now() - lastActivity < QUIET_MS) await new Promise((r) => setTimeout(r, 100));
  };
  return { scripts, settled };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)] ?? NaN;

export interface BundleFigures {
  loginKb: number;
  loginFiles: number;
  homeKb: number;
  homeFiles: number;
  /** first contentful paint of the home page opened by a signed-in user, with an empty cache */
  homeFcpMs: number;
}

/**
 * Opens the login page, signs in and waits until the home page has settled: greeting and figures shown
 * and no request for 2 s (the sign-in click used to return at once, as the login page was already idle,
 * and counted only what had loaded by then). Then opens the home page afresh for its first paint.
 */
async function measureOnce(origin: string): Promise<BundleFigures> {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS });
  try {
    const context = await browser.newContext();
    const page = await context.newPage();
    const watch = watchRequests(page);
    await page.goto(`${origin}/user/login`, { waitUntil: 'networkidle' });
    await watch.settled();
    const login = [...watch.scripts];
    await page.getByPlaceholder('请输入账号').fill('admin');
    await page.getByPlaceholder('请输入密码').fill(ADMIN_PASSWORD);
    await page.getByRole('button', { name: /登\s*录/ }).click();
    await page.waitForURL('**/dashboard/analysis');
    await page.getByTestId('greeting').waitFor();
    await watch.settled();
    const home = [...watch.scripts];
    const sum = (urls: string[]) => urls.reduce((total, url) => total + gzipSizeOf(url), 0);

    // the signed-in session stays in local storage: a new page with an empty cache opens home directly
    const cold = await context.newPage();
    const client = await context.newCDPSession(cold);
    await client.send('Network.clearBrowserCache');
    await cold.goto(`${origin}/dashboard/analysis`);
    await cold.getByTestId('greeting').waitFor();
    const fcp = await cold.evaluate(() => performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN);
    return { loginKb: kb(sum(login)), loginFiles: login.length, homeKb: kb(sum(home)), homeFiles: home.length, homeFcpMs: Math.round(fcp) };
  } finally {
    await browser.close();
  }
}

/** The first-screen figures, each the median of three runs. */
export async function measureBundles(origin: string): Promise<BundleFigures> {
  const runs = [await measureOnce(origin), await measureOnce(origin), await measureOnce(origin)];
  const of = (key: keyof BundleFigures) => median(runs.map((r) => r[key]));
  return { loginKb: of('loginKb'), loginFiles: of('loginFiles'), homeKb: of('homeKb'), homeFiles: of('homeFiles'), homeFcpMs: of('homeFcpMs') };
}
