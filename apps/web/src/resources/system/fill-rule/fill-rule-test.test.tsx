import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderUi } from '../../../test/render';
import { startFakeApi } from '../../../widgets/depart-select/fake-depart-api';
import type { FillRuleTest as FillRuleTestType } from './fill-rule-test';

let api: Awaited<ReturnType<typeof startFakeApi>>;
let FillRuleTest: ComponentType<Parameters<typeof FillRuleTestType>[0]>;
let serial = 0;

beforeAll(async () => {
  api = await startFakeApi({
    'PUT /sys/fillRule/executeRuleByCode/org_num_role': (call) =>
      call.body?.parentId === 'depart-A01' ? { result: 'A01A04' } : { result: 'A03' },
    'PUT /sys/fillRule/executeRuleByCode/weld_serial': () => ({
      result: `HJ20261122${String(++serial).padStart(4, '0')}`,
    }),
  });
  vi.stubEnv('VITE_API_BASE', api.base);
  FillRuleTest = (await import('./fill-rule-test')).FillRuleTest;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});
beforeEach(() => {
  api.calls.length = 0;
});

const generate = () =>
  fireEvent.click(
    [...document.querySelectorAll('.ant-modal button')].find(
      (b) => b.textContent?.replace(/\s/g, '') === '生成',
    ) as HTMLElement,
  );
const box = () => screen.getByLabelText('表单数据（JSON 对象）');

describe('FillRuleTest (功能测试)', () => {
  it('sends the form data typed as JSON and shows the generated value', async () => {
    renderUi(
      <FillRuleTest
        rule={{ id: 'r1', ruleName: '机构编码生成', ruleCode: 'org_num_role' }}
        onClose={() => undefined}
      />,
    );
    expect(screen.getByText('功能测试：机构编码生成')).toBeTruthy();
    fireEvent.change(box(), { target: { value: '{"parentId":"depart-A01"}' } });
    generate();
    expect(await screen.findByText('A01A04', undefined, { timeout: 5000 })).toBeTruthy();
    expect(api.calls[0].body).toEqual({ parentId: 'depart-A01' });
  });

  it('refuses form data that is not a JSON object without calling the server', async () => {
    renderUi(
      <FillRuleTest
        rule={{ id: 'r1', ruleName: '机构编码生成', ruleCode: 'org_num_role' }}
        onClose={() => undefined}
      />,
    );
    for (const text of ['{parentId:1}', '[1]']) {
      fireEvent.change(box(), { target: { value: text } });
      generate();
      expect(await screen.findByText('表单数据须为 JSON 对象', undefined, { timeout: 5000 })).toBeTruthy();
    }
    expect(api.calls).toHaveLength(0);
  });

  it('gives the next serial number on each run', async () => {
    renderUi(
      <FillRuleTest
        rule={{ id: 'r2', ruleName: '焊机序列号', ruleCode: 'weld_serial' }}
        onClose={() => undefined}
      />,
    );
    generate();
    expect(await screen.findByText('HJ202611220001', undefined, { timeout: 5000 })).toBeTruthy();
    generate();
    await waitFor(() => expect(screen.getByText('HJ202611220002')).toBeTruthy(), { timeout: 5000 });
  });
});
