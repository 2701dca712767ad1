import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

const eslint = new ESLint({ cwd: process.cwd() });

async function restrictedImports(filePath: string, code: string): Promise<number> {
  const [result] = await eslint.lintText(code, { filePath });
  return result.messages.filter((m) => m.ruleId === 'no-restricted-imports').length;
}

describe('dependency direction (CONVENTIONS.md §5)', () => {
  it('refuses an app import inside core', async () => {
    expect(await restrictedImports('packages/core/src/probe.ts', "import { x } from '@weld/server';\nexport { x };\n")).toBe(1);
    expect(await restrictedImports('packages/core/src/probe.ts', "import { useState } from 'react';\nexport { useState };\n")).toBe(1);
  });
  it('refuses the web app inside the server and the other way', async () => {
    expect(await restrictedImports('apps/server/src/probe.ts', "import { x } from '@weld/web';\nexport { x };\n")).toBe(1);
    expect(await restrictedImports('apps/web/src/probe.ts', "import { x } from '@weld/server';\nexport { x };\n")).toBe(1);
  });
  it('keeps the web layers pointing one way', async () => {
    expect(await restrictedImports('apps/web/src/lib/probe.ts', "import { x } from '../kit/x';\nexport { x };\n")).toBe(1);
    expect(await restrictedImports('apps/web/src/kit/probe.ts', "import { x } from '../app/x';\nexport { x };\n")).toBe(1);
    expect(await restrictedImports('apps/web/src/app/probe.ts', "import { x } from '../lib/x';\nexport { x };\n")).toBe(0);
  });
  it('lets both apps import core', async () => {
    expect(await restrictedImports('apps/server/src/probe.ts', "import { x } from '@weld/core';\nexport { x };\n")).toBe(0);
  });
});
