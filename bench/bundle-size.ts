import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { resolve } from 'node:path';
import { chromium, type BrowserContext, type Page, type Request } from '@playwright/test';
import { lighthouseScore } from './lighthouse-score';
import { ADMIN_PASSWORD } from './server-process';

const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];
const DIST = resolve(process.env.WEB_DIST ?? 'apps/web/dist');
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
  const touch = () => {
    lastActivity = Date.now();
  };
  page.on('request', () => {
    inFlight += 1;
    touch();
  });
  page.on('requestfinished', () => {
    inFlight -= 1;
    touch();
  });
  page.on('requestfailed', () => {
    inFlight -= 1;
    touch();
  });
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

/**
 * In the page from its first script on: when the signed-in shell (header and a menu entry, laid out) was first
 * painted, in ms after navigation start: the frame after the one that first showed both. A splash or any other
 * early paint counts for first contentful paint, not here.
 */
// a string, not a function: tsx would wrap a function's inner names in a helper the page does not have
const WATCH_SHELL_PAINT = `(() => {
  const observer = new MutationObserver(() => {
    const header = document.querySelector('.weld-header');
    const item = document.querySelector('.ant-menu .ant-menu-item, .ant-menu .ant-menu-submenu-title');
    if (!header || !item || item.getBoundingClientRect().height === 0) return;
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => { window.__shellPaintedAt = performance.now(); }, 0));
  });
  observer.observe(document, { childList: true, subtree: true });
})();`;

/**
 * The signed-in home page opened afresh with an empty cache: its first contentful paint (ms), when its shell
 * (header and menu) was painted, and its request rounds before first paint.
 */
async function coldHome(
  context: BrowserContext,
  origin: string,
  slow: boolean,
): Promise<{ fcpMs: number; shellMs: number; rounds: number }> {
  const page = await context.newPage();
  await page.addInitScript(WATCH_SHELL_PAINT);
  const client = await context.newCDPSession(page);
  await client.send('Network.enable');
  await client.send('Network.clearBrowserCache');
  if (slow) {
    // 5 Mbps down, 40 ms latency, a phone-class CPU
    const bytesPerSecond = (5 * 1024 * 1024) / 8;
    await client.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 40,
      downloadThroughput: bytesPerSecond,
      uploadThroughput: bytesPerSecond,
    });
    await client.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  }
  const requests = timeRequests(page);
  // the greeting below is the wait; the load event adds nothing (and waited out a first Chromium start once)
  await page.goto(`${origin}/dashboard/analysis`, { waitUntil: 'commit' });
  await page.getByTestId('greeting').waitFor({ timeout: 60_000 });
  // under CPU throttling the paint entry may be recorded a moment after the greeting is in the DOM
  await page.waitForFunction(
    () => performance.getEntriesByName('first-contentful-paint').length > 0,
    undefined,
    { timeout: 30_000 },
  );
  await page.waitForFunction(
    () => (window as unknown as { __shellPaintedAt?: number }).__shellPaintedAt !== undefined,
    undefined,
    { timeout: 30_000 },
  );
  const paint = await page.evaluate(() => ({
    origin: performance.timeOrigin,
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? NaN,
    shell: (window as unknown as { __shellPaintedAt?: number }).__shellPaintedAt ?? NaN,
  }));
  await page.close();
  // nothing is painted before the first contentful paint: a shell found in a frame before it was painted with it
  return {
    fcpMs: Math.round(paint.fcp),
    shellMs: Math.round(Math.max(paint.shell, paint.fcp)),
    rounds: roundsBefore(requests, paint.origin + paint.fcp),
  };
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
  /** when the home page's shell (header and menu) was painted, empty cache: a splash painted earlier does not count */
  homeShellMs: number;
  /** the same at 5 Mbps / 40 ms / 4x CPU slowdown */
  homeShellSlowMs: number;
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
      loginKb: kb(sum(login)),
      loginFiles: login.length,
      homeKb: kb(sum(home)),
      homeFiles: home.length,
      homeFcpMs: fast.fcpMs,
      homeFcpSlowMs: slow.fcpMs,
      homeShellMs: fast.shellMs,
      homeShellSlowMs: slow.shellMs,
      homeRounds: fast.rounds,
    };
  } finally {
    await browser.close();
  }
}

/** The first-screen figures, each the median of three runs. */
export async function measureBundles(origin: string): Promise<BundleFigures> {
  const runs = [await measureOnce(origin), await measureOnce(origin), await measureOnce(origin)];
  const of = (key: keyof Omit<BundleFigures, 'loginLighthouse'>) => median(runs.map((r) => r[key]));
  const scores = [
    await lighthouseScore(`${origin}/user/login`, 0),
    await lighthouseScore(`${origin}/user/login`, 1),
    await lighthouseScore(`${origin}/user/login`, 2),
  ];
  return {
    loginKb: of('loginKb'),
    loginFiles: of('loginFiles'),
    homeKb: of('homeKb'),
    homeFiles: of('homeFiles'),
    homeFcpMs: of('homeFcpMs'),
    homeFcpSlowMs: of('homeFcpSlowMs'),
    homeShellMs: of('homeShellMs'),
    homeShellSlowMs: of('homeShellSlowMs'),
    homeRounds: of('homeRounds'),
    loginLighthouse: median(scores),
  };
}

/** The first-screen figures beside their goals; the shell's paint beside first paint, so an early splash hides nothing. */
export function printBundles(bundles: BundleFigures): void {
  console.log(
    `login page JS (gzip): ${bundles.loginKb} KB in ${bundles.loginFiles} files   goal <= 150 KB (median of 3)`,
  );
  console.log(
    `home page after sign-in, settled, JS (gzip): ${bundles.homeKb} KB in ${bundles.homeFiles} files   goal <= 350 KB (median of 3)`,
  );
  console.log(
    `home page first contentful paint, localhost, empty cache: ${bundles.homeFcpMs} ms   goal < 1000 ms (median of 3)`,
  );
  console.log(
    `home shell painted (header + menu visible), localhost, empty cache: ${bundles.homeShellMs} ms   no goal yet (median of 3)`,
  );
  console.log(
    `home page first contentful paint, 5 Mbps / 40 ms / 4x CPU, empty cache: ${bundles.homeFcpSlowMs} ms   goal < 2500 ms (median of 3)`,
  );
  console.log(
    `home shell painted (header + menu visible), 5 Mbps / 40 ms / 4x CPU, empty cache: ${bundles.homeShellSlowMs} ms   no goal yet (median of 3)`,
  );
  console.log(`home page request rounds before first paint: ${bundles.homeRounds}   goal <= 3 (median of 3)`);
  console.log(
    `login page Lighthouse mobile performance: ${bundles.loginLighthouse}   goal >= 97 (median of 3)`,
  );
}
