import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(
  filePath: string,
  code: string,
  rule = 'no-restricted-imports',
): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === rule).length;
}

describe('dependency direction (CONVENTIONS.md §5)', () => {
  it('refuses an app import inside core', async () => {
    expect(
      await restrictedImports(
        'packages/core/src/probe.ts',
        "import { x } from '@weld/server';\nexport { x };\n",
      ),
    ).toBe(1);
    expect(
      await restrictedImports(
        'packages/core/src/probe.ts',
        "import { useState } from 'react';\nexport { useState };\n",
      ),
    ).toBe(1);
  });
  it('refuses the web app inside the server and the other way', async () => {
    expect(
      await restrictedImports('apps/server/src/probe.ts', "import { x } from '@weld/web';\nexport { x };\n"),
    ).toBe(1);
    expect(
      await restrictedImports('apps/web/src/probe.ts', "import { x } from '@weld/server';\nexport { x };\n"),
    ).toBe(1);
  });
  it('keeps the web layers pointing one way', async () => {
    expect(
      await restrictedImports('apps/web/src/lib/probe.ts', "import { x } from '../kit/x';\nexport { x };\n"),
    ).toBe(1);
    expect(
      await restrictedImports('apps/web/src/kit/probe.ts', "import { x } from '../app/x';\nexport { x };\n"),
    ).toBe(1);
    expect(
      await restrictedImports('apps/web/src/app/probe.ts', "import { x } from '../lib/x';\nexport { x };\n"),
    ).toBe(0);
    expect(
      await restrictedImports(
        'apps/web/src/widgets/picker/probe.tsx',
        "import { x } from '../../kit/x';\nexport { x };\n",
      ),
    ).toBe(1);
    expect(
      await restrictedImports(
        'apps/web/src/kit/probe.tsx',
        "import { x } from '../widgets/picker/x';\nexport { x };\n",
      ),
    ).toBe(0);
    // the server ban still holds in a layer's folder
    expect(
      await restrictedImports(
        'apps/web/src/kit/probe.ts',
        "import { x } from '@weld/server';\nexport { x };\n",
      ),
    ).toBe(1);
  });
  it('keeps the server layers pointing one way: resources, kit, plugins, then db, lib, stores and config', async () => {
    const probe = (file: string, from: string) =>
      restrictedImports(`apps/server/src/${file}`, `import { x } from '${from}';\nexport { x };\n`);
    expect(await probe('kit/probe.ts', '../resources/system/dict/dict-lookup')).toBe(1);
    expect(await probe('kit/excel/probe.ts', '../../resources/weld/model/model.hooks')).toBe(1);
    expect(await probe('plugins/probe.ts', '../kit/write')).toBe(1);
    expect(await probe('plugins/scheduler/probe.ts', '../../resources/system/quartz/quartz.routes')).toBe(1);
    expect(await probe('lib/probe.ts', '../plugins/route-config')).toBe(1);
    expect(await probe('lib/probe.ts', '../context')).toBe(1);
    expect(await probe('db/probe.ts', '../kit/table')).toBe(1);
    expect(await probe('stores/probe.ts', '../resources/system/user/user-links')).toBe(1);
    expect(await probe('context.ts', './resources/system/sms/sms.service')).toBe(1);
    // the web bans still hold in a layer's folder
    expect(await probe('kit/probe.ts', '@weld/web')).toBe(1);
    // downward is the way
    expect(await probe('resources/weld/probe.ts', '../../kit/write')).toBe(0);
    expect(await probe('kit/probe.ts', '../plugins/route-config')).toBe(0);
    expect(await probe('plugins/probe.ts', '../db/dialect')).toBe(0);
    expect(await probe('lib/probe.ts', '../stores')).toBe(0);
    // tests wire the layers together
    expect(await probe('lib/probe.test.ts', '../plugins/user-sockets')).toBe(0);
  });
  it('keeps running code off the migrations, whose seeded names it reads from db/seed-ids.ts', async () => {
    const probe = (file: string, from: string) =>
      restrictedImports(`apps/server/src/${file}`, `import { x } from '${from}';\nexport { x };\n`);
    expect(await probe('resources/system/role/probe.ts', '../../../db/migrations/seed-base')).toBe(1);
    expect(await probe('plugins/probe.ts', '../db/migrations/seed-base')).toBe(1);
    expect(await probe('resources/system/role/probe.ts', '../../../db/seed-ids')).toBe(0);
    // the migrator itself, and migrations among themselves
    expect(await probe('app.ts', './db/migrations')).toBe(0);
    expect(await probe('db/migrations/0031-probe.ts', './seed-base')).toBe(0);
    expect(await probe('db/migrations/0031-probe.ts', '../../kit/write')).toBe(1);
  });
  it('lets both apps import core', async () => {
    expect(
      await restrictedImports('apps/server/src/probe.ts', "import { x } from '@weld/core';\nexport { x };\n"),
    ).toBe(0);
  });
  it("keeps one resource out of another's insides: what it offers others is its index.ts", async () => {
    const probe = (file: string, from: string) =>
      restrictedImports(file, `import { x } from '${from}';\nexport { x };\n`, 'weld/resource-walls');
    expect(
      await probe('apps/server/src/resources/weld/firmware/probe.ts', '../../system/upload/storage'),
    ).toBe(1);
    expect(await probe('apps/server/src/resources/system/login/probe.ts', '../user/user.repo')).toBe(1);
    expect(
      await probe('apps/web/src/resources/dashboard/monitor/probe.tsx', '../../monitor/monitor-api'),
    ).toBe(1);
    // through the index, within the resource, from a parent folder's own files, and a switchboard registering children
    expect(await probe('apps/server/src/resources/weld/firmware/probe.ts', '../../system/upload')).toBe(0);
    expect(await probe('apps/server/src/resources/weld/firmware/probe.ts', './firmware-rules')).toBe(0);
    expect(await probe('apps/web/src/resources/dashboard/chart/probe.tsx', '../dashboards-api')).toBe(0);
    expect(await probe('apps/server/src/resources/weld/probe.ts', './model/model.routes')).toBe(0);
    // layers below resources are not resources
    expect(await probe('apps/server/src/resources/weld/firmware/probe.ts', '../../../kit/write')).toBe(0);
  });
});
