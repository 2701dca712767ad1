import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderUi } from '../../../test/render';
import { startFakeApi, type FakeCall } from '../../../widgets/depart-select/fake-depart-api';

import type { CheckRuleTest as CheckRuleTestType } from './check-rule-test';

type Props = Parameters<typeof CheckRuleTestType>[0];

/** checkByCode as the server answers it for a rule "one capital letter, then two digits". */
function checkByCode(call: FakeCall) {
  const value = call.query.get('value') ?? '';
  if (call.query.get('ruleCode') !== 'product_code')
    return { result: null, status: 404, message: '校验规则不存在' };
  if (!/^[A-Z]/.test(value)) return { result: null, status: 400, message: '首位须为大写字母' };
  if (!/^[A-Z]\d{2}$/.test(value)) return { result: null, status: 400, message: '第2、3位须为数字' };
  return { result: null, message: '校验通过' };
}

let api: Awaited<ReturnType<typeof startFakeApi>>;
let CheckRuleTest: ComponentType<Props>;

beforeAll(async () => {
  api = await startFakeApi({ 'GET /sys/checkRule/checkByCode': checkByCode });
  vi.stubEnv('VITE_API_BASE', api.base);
  CheckRuleTest = (await import('./check-rule-test')).CheckRuleTest;
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await api.close();
});
beforeEach(() => {
  api.calls.length = 0;
});

const rule = { id: 'r1', ruleName: '产品编码', ruleCode: 'product_code' };
const box = () => screen.getByLabelText('测试值');
const run = () =>
  fireEvent.click(
    [...document.querySelectorAll('.ant-modal button')].find(
      (b) => b.textContent?.replace(/\s/g, '') === '校验',
    ) as HTMLElement,
  );

describe('CheckRuleTest (测试)', () => {
  it('checks the typed value by the rule code and shows 校验通过', async () => {
    renderUi(<CheckRuleTest rule={rule} onClose={() => undefined} />);
    expect(screen.getByText('测试校验规则：产品编码')).toBeTruthy();
    fireEvent.change(box(), { target: { value: 'A01' } });
    run();
    expect(await screen.findByText('校验通过', undefined, { timeout: 5000 })).toBeTruthy();
    expect(api.calls[0].query.get('ruleCode')).toBe('product_code');
  });

  it("shows the failing step's message, sends any characters intact, and clears the outcome when the value changes", async () => {
    renderUi(<CheckRuleTest rule={rule} onClose={() => undefined} />);
    fireEvent.change(box(), { target: { value: 'a 1/&?=#' } });
    run();
    expect(await screen.findByText('首位须为大写字母', undefined, { timeout: 5000 })).toBeTruthy();
    expect(screen.getByText('校验未通过')).toBeTruthy();
    expect(api.calls[0].query.get('value')).toBe('a 1/&?=#');
    fireEvent.change(box(), { target: { value: 'A1' } });
    expect(screen.queryByText('首位须为大写字母')).toBeNull();
    run();
    expect(await screen.findByText('第2、3位须为数字', undefined, { timeout: 5000 })).toBeTruthy();
  });

  it('closes and forgets the value', async () => {
    const onClose = vi.fn();
    renderUi(<CheckRuleTest rule={rule} onClose={onClose} />);
    fireEvent.change(box(), { target: { value: 'A01' } });
    fireEvent.click(
      [...document.querySelectorAll('.ant-modal button')].find(
        (b) => b.textContent?.replace(/\s/g, '') === '关闭',
      ) as HTMLElement,
    );
    await waitFor(() => expect(onClose).toHaveBeenCalled(), { timeout: 5000 });
    expect((box() as HTMLInputElement).value).toBe('');
  });
});
