import { launch } from 'chrome-launcher';
import lighthouse from 'lighthouse';

const CHROME_FLAGS = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/**
 * Lighthouse's mobile performance score (0-100) of a page, with its default simulated throttling, run
 * offline against the local server in Debian's Chromium (CHROME_PATH, /usr/bin/chromium by default).
 */
export async function lighthouseScore(url: string, run = 0): Promise<number> {
  // a fixed debugging port (BENCH_LIGHTHOUSE_PORT, one more per run: the last Chrome may still hold its own) or any free one
  const base = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 0);
  const chrome = await launch({
    chromePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    port: base ? base + run : undefined,
  });
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      onlyCategories: ['performance'],
      logLevel: 'error',
      output: 'json',
    });
    return Math.round((result?.lhr.categories.performance.score ?? NaN) * 100);
  } finally {
    await chrome.kill();
  }
}
