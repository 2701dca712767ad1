// @vitest-environment jsdom
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../apps/server/src/db/dialect';
import { migrateToLatest } from '../apps/server/src/db/migrations';
import { fallbackPage, resolvePage } from '../apps/web/src/app/page-registry';
import { initTestI18n } from '../apps/web/src/lib/i18n/test-i18n';

/** Every menu component the migrations seed must open a real page of the web app. */
describe('seeded menu components', () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'weld-menu-'));
  const { db } = openDatabase(`sqlite:${path.join(dir, 'weld.db')}`);
  let components: string[] = [];

  beforeAll(async () => {
    await migrateToLatest(db, () => '2026-01-01 00:00:00', 'sqlite');
    const rows = await db
      .selectFrom('sys_permission')
      .select('component')
      .where('menu_type', '!=', 2)
      .execute();
    components = [...new Set(rows.map((r) => r.component).filter((c): c is string => !!c))];
  });
  afterAll(async () => {
    await db.destroy();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('seeds menu rows with components', () => {
    expect(components.length).toBeGreaterThan(5);
  });

  it('opens a real screen for each component, never the 404 page a string nobody offers gets', async () => {
    // opening a screen also fetches its area's texts
    initTestI18n();
    const notFound = (await fallbackPage()).default;
    for (const component of components) {
      const page = await resolvePage(component)();
      expect(['function', 'object'], component).toContain(typeof page.default);
      if (component !== 'exception/404') expect(page.default, component).not.toBe(notFound);
    }
  }, 60_000);
});
