import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import type { PermissionItem } from '@weld/core';
import { session } from '../../../lib/session';
import { renderUi } from '../../../test/render';
import { startFakeApi } from '../../../widgets/depart-select/fake-depart-api';

const RULE = {
  id: 'r1',
  ruleName: '产品编码',
  ruleCode: 'product_code',
  ruleJson: '[{"digits":"1","pattern":"[A-Z]","message":"首位须为大写字母"}]',
  ruleDescription: null,
  createTime: '2026-11-22 08:00:00',
};

let api: Awaited<ReturnType<typeof startFakeApi>>;
let CheckRulePage: ComponentType;

beforeAll(async () => {
  api = await startFakeApi({
    'GET /sys/checkRule/list': () => ({
      result: { records: [RULE], total: 1, size: 10, current: 1, pages: 1 },
    }),
    'GET /sys/checkRule/checkByCode': (call) =>
      /^[A-Z]/.test(call.query.get('value') ?? '')
        ? { result: null, message: '校验通过' }
        : { result: null, status: 400, message: '首位须为大写字母' },
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  CheckRulePage = (await import('./check-rule-page')).CheckRulePage;
});
beforeEach(() => {
  const right = (action: string): PermissionItem => ({ action, type: '1', describe: action });
  session.savePermissions({
    auth: ['system:checkRule:add', 'system:checkRule:edit'].map(right),
    allAuth: [],
  });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});

const buttons = (name: string) =>
  [...document.querySelectorAll('button')].filter((b) => b.textContent?.replace(/\s/g, '') === name);

describe('CheckRulePage (编码校验规则)', () => {
  it('opens the 测试 box of a row and checks values by its code', async () => {
    renderUi(<CheckRulePage />);
    await screen.findByText('产品编码', undefined, { timeout: 8000 });
    fireEvent.click(buttons('测试')[0]);
    expect(await screen.findByText('测试校验规则：产品编码', undefined, { timeout: 5000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('测试值'), { target: { value: 'x01' } });
    fireEvent.click(buttons('校验')[0]);
    expect(await screen.findByText('首位须为大写字母', undefined, { timeout: 5000 })).toBeTruthy();
    expect(api.calls.find((c) => c.path === '/sys/checkRule/checkByCode')?.query.get('ruleCode')).toBe(
      'product_code',
    );
  });

  it('edits the rule JSON in a text area', async () => {
    renderUi(<CheckRulePage />);
    await screen.findByText('产品编码', undefined, { timeout: 8000 });
    await waitFor(() => expect(buttons('编辑').length).toBeGreaterThan(0), { timeout: 5000 });
    fireEvent.click(buttons('编辑')[0]);
    await waitFor(
      () => expect(document.querySelector('.ant-drawer-open textarea#checkRule-form_ruleJson')).toBeTruthy(),
      { timeout: 5000 },
    );
    expect((document.querySelector('textarea#checkRule-form_ruleJson') as HTMLTextAreaElement).value).toBe(
      RULE.ruleJson,
    );
  });
});
