import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { chromium, type BrowserContext, type Page, type Request } from '@playwright/test';
import { lighthouseScore } from './lighthouse-score';
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

/**
 * Request rounds before first paint: a request's round is one more than the highest round among the requests
 * that had finished when it started (the document is round 1), so a chain html → entry → menu → layout counts
 * 4 while files fetched side by side share a round. Requests started after the first paint do not count.
 */
export function roundsBefore(requests: { start: number; end: number }[], paintAt: number): number {
  const sorted = requests.filter((r) => r.start <= paintAt).sort((a, b) => a.start - b.start);
  const rounds: number[] = [];
  sorted.forEach((r, i) => {
    rounds[i] = 1 + Math.max(0, ...sorted.slice(0, i).map((q, j) => (q.end <= r.start ? rounds[j] : 0)));
  });
  return Math.max(0, ...rounds);
}

/** Start and end (epoch ms) of every request a page makes, from the browser's own timing. */
function timeRequests(page: Page) {
  const done: { start: number; end: number; url: string }[] = [];
  const record = (request: Request) => {
    // the browser asks for the icon on its own: nothing waits for it
    if (new URL(request.url()).pathname === '/favicon.svg') return;
    const t = request.timing();
    done.push({ start: t.startTime, end: t.startTime + Math.max(t.responseEnd, 0), url: request.url() });
  };
  page.on('requestfinished', record);
  page.on('requestfailed', record);
  return done;
}

/** The signed-in home page opened afresh with an empty cache: its first contentful paint (ms) and its request rounds before it. */
async function coldHome(context: BrowserContext, origin: string, slow: boolean): Promise<{ fcpMs: number; rounds: number }> {
  const page = await context.newPage();
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.clearBrowserCache');
  if (slow) {
    // 5 Mbps down, 40 ms latency, a phone-class CPU
    const bytesPerSecond = (5 * 1024 * 1024) / 8;
    await client.send('Network.emulateNetworkConditions', { offline: false, latency: 40, downloadThroughput: bytesPerSecond, uploadThroughput: bytesPerSecond });
    await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const requests = timeRequests(page);
  await page.goto(`${origin}/dashboard/analysis`);
  await page.getByTestId('greeting').waitFor({ timeout: 60_000 });
  // under CPU throttling the paint entry may be recorded a moment after the greeting is in the DOM
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, { timeout: 30_000 });
  const paint = await page.evaluate(() => ({ origin: performance.timeOrigin, fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN }));
  await page.close();
  return { fcpMs: Math.round(paint.fcp), rounds: roundsBefore(requests, paint.origin + paint.fcp) };
}

export interface BundleFigures {
  loginKb: number;
  loginFiles: number;
  homeKb: number;
  homeFiles: number;
  /** first contentful paint of the home page opened by a signed-in user, with an empty cache */
  homeFcpMs: number;
  /** the same at 5 Mbps / 40 ms / 4x CPU slowdown (CDP emulation) */
  homeFcpSlowMs: number;
  /** request rounds before the home page's first paint */
  homeRounds: number;
  /** Lighthouse mobile performance score of the login page */
  loginLighthouse: number;
}

/**
 * Opens the login page, signs in and waits until the home page has settled: greeting and figures shown
 * and no request for 2 s (the sign-in click used to return at once, as the login page was already idle,
 * and counted only what had loaded by then). Then opens the home page afresh for its first paint.
 */
async function measureOnce(origin: string): Promise<Omit<BundleFigures, 'loginLighthouse'>> {
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
    const fast = await coldHome(context, origin, false);
    const slow = await coldHome(context, origin, true);
    return {
      loginKb: kb(sum(login)), loginFiles: login.length, homeKb: kb(sum(home)), homeFiles: home.length,
      homeFcpMs: fast.fcpMs, homeFcpSlowMs: slow.fcpMs, homeRounds: fast.rounds,
    };
  } finally {
    await browser.close();
  }
}

/** The first-screen figures, each the median of three runs. */
export async function measureBundles(origin: string): Promise<BundleFigures> {
  const runs = [await measureOnce(origin), await measureOnce(origin), await measureOnce(origin)];
  const of = (key: keyof Omit<BundleFigures, 'loginLighthouse'>) => median(runs.map((r) => r[key]));
  const scores = [await lighthouseScore(`${origin}/user/login`, 0), await lighthouseScore(`${origin}/user/login`, 1), await lighthouseScore(`${origin}/user/login`, 2)];
  return {
    loginKb: of('loginKb'), loginFiles: of('loginFiles'), homeKb: of('homeKb'), homeFiles: of('homeFiles'),
    homeFcpMs: of('homeFcpMs'), homeFcpSlowMs: of('homeFcpSlowMs'), homeRounds: of('homeRounds'), loginLighthouse: median(scores),
  };
}
