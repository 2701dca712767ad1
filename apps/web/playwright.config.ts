import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { defineConfig } from '@playwright/test';

/** A port nobody listens on; kept in the environment so that workers see the same one. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

process.env.WELD_E2E_PORT ??= String(await freePort());
process.env.WELD_E2E_DIR ??= mkdtempSync(path.join(tmpdir(), 'weld-e2e-'));
const port = Number(process.env.WELD_E2E_PORT);
const dir = process.env.WELD_E2E_DIR;
const repo = path.resolve(import.meta.dirname, '../..');

/** Journeys in Debian Chromium against the built app on a real server with a fresh SQLite database. */
export default defineConfig({
  testDir: './e2e',
  outputDir: './test-results',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['./e2e/failure-context-reporter.ts']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    viewport: { width: 1440, height: 900 },
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  webServer: {
    command: 'node apps/server/dist/server.js',
    cwd: repo,
    url: `http://127.0.0.1:${port}/api/health`,
    reuseExistingServer: false,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATABASE_URL: `sqlite:${path.join(dir, 'weld.db')}`,
      UPLOAD_DIR: path.join(dir, 'uploads'),
      ADMIN_PASSWORD: 'Weld@2026!',
      LOGIN_CAPTCHA: 'false',
      NODE_ENV: 'test',
    },
  },
});
