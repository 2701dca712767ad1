import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { Form } from 'antd';
import { renderUi } from '../../test/render';
import { CronEditor } from './cron-editor';
import { CronInput } from './cron-input';

function Harness({ initial }: { initial?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <CronEditor value={value} onChange={setValue} />
      <output data-testid="value">{value ?? ''}</output>
    </>
  );
}

const expression = () => screen.getByLabelText('表达式') as HTMLInputElement;
const openTab = (name: string) => fireEvent.click(screen.getByRole('tab', { name }));
const panel = () => document.querySelector('[role="tabpanel"][aria-hidden="false"]') as HTMLElement;
const modeRadio = (mode: number): HTMLInputElement => {
  const element = panel().querySelector(`[data-mode="${mode}"]`)!;
  return (element.matches('input') ? element : element.querySelector('input')) as HTMLInputElement;
};
const chooseMode = (mode: number) => fireEvent.click(modeRadio(mode));
const previewItems = () => [...screen.getByTestId('cron-preview').querySelectorAll('.ant-list-item')];

describe('CronEditor', { timeout: 60_000 }, () => {
  it('starts at * * * * * ? * and previews 10 run times, updated 500 ms after a change', async () => {
    renderUi(<Harness />);
    expect(expression().value).toBe('* * * * * ? *');
    await waitFor(() => expect(previewItems()).toHaveLength(10), { timeout: 2000 });
    fireEvent.change(expression(), { target: { value: '0 0 0 1 1 ? 2020' } });
    await act(() => new Promise((r) => setTimeout(r, 200)));
    expect(previewItems()).toHaveLength(10);
    expect(await screen.findByText('无执行时间', undefined, { timeout: 2000 })).toBeTruthy();
  });

  it('builds an expression through the panels with the auto-adjustments', async () => {
    renderUi(<Harness />);
    openTab('日');
    chooseMode(7);
    fireEvent.click(within(panel()).getByRole('checkbox', { name: '15' }));
    expect(expression().value).toBe('0 0 0 15 * ? *');
    expect(screen.getByTestId('value').textContent).toBe('0 0 0 15 * ? *');
    openTab('周');
    chooseMode(3);
    expect(expression().value).toBe('0 0 0 ? * 2-6 *');
    openTab('年');
    chooseMode(7);
    fireEvent.click(within(panel()).getByRole('checkbox', { name: '2030' }));
    expect(expression().value).toBe('0 0 0 ? 1 2-6 2030');
    // only the chosen mode's inputs are enabled
    expect((within(panel()).getByLabelText('year-rangeStart') as HTMLInputElement).disabled).toBe(true);
  });

  it('re-reads a typed expression into the panels on blur', async () => {
    renderUi(<Harness />);
    fireEvent.change(expression(), { target: { value: '0 15 10 L * ? 2027' } });
    fireEvent.blur(expression());
    expect(screen.getByTestId('value').textContent).toBe('0 15 10 L * ? 2027');
    openTab('日');
    expect(modeRadio(6).checked).toBe(true);
    openTab('年');
    expect((within(panel()).getByRole('checkbox', { name: '2027' }) as HTMLInputElement).checked).toBe(true);
    openTab('分');
    expect((within(panel()).getByRole('checkbox', { name: '15' }) as HTMLInputElement).checked).toBe(true);
  });

  it('warns when the panels cannot show a part and reports invalid expressions', async () => {
    renderUi(<Harness />);
    fireEvent.change(expression(), { target: { value: '0 0 0 ? * MON-FRI' } });
    fireEvent.blur(expression());
    expect(await screen.findByText('表达式的“周”部分无法在面板中显示，面板未改变')).toBeTruthy();
    fireEvent.change(expression(), { target: { value: '0 61 * * * ?' } });
    fireEvent.blur(expression());
    expect(
      await screen.findByText(/表达式无效：.*minute field "61"/, undefined, { timeout: 2000 }),
    ).toBeTruthy();
  });

  it('shows 无执行时间 when the year field has passed', async () => {
    renderUi(<Harness initial="0 0 0 1 1 ? 2020" />);
    expect(await screen.findByText('无执行时间', undefined, { timeout: 2000 })).toBeTruthy();
  });
});

describe('CronInput', { timeout: 60_000 }, () => {
  function InputHarness({ variant }: { variant?: 'compact' | 'wide' }) {
    const [value, setValue] = useState('0 0 2 * * ?');
    return <CronInput value={value} onChange={setValue} variant={variant} />;
  }

  it('opens the 608 dialog and takes the edited expression on OK', async () => {
    renderUi(<InputHarness />);
    fireEvent.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('608px');
    expect((within(dialog).getByLabelText('表达式') as HTMLInputElement).value).toBe('0 0 2 * * ?');
    openTab('时');
    fireEvent.click(within(panel()).getByRole('checkbox', { name: '03' }));
    fireEvent.click(within(dialog).getByRole('button', { name: /确\s*定|OK/ }));
    await waitFor(() =>
      expect((screen.getAllByRole('textbox')[0] as HTMLInputElement).value).toBe('0 0 2,3 * * ? *'),
    );
  });

  it('opens the wide variant at 800 with the preview beside the panels', async () => {
    renderUi(<InputHarness variant="wide" />);
    fireEvent.click(screen.getByRole('button', { name: /编\s*辑/ }));
    await screen.findByRole('dialog');
    expect((document.querySelector('.ant-modal') as HTMLElement).style.width).toBe('800px');
    await waitFor(() => expect(previewItems()).toHaveLength(10), { timeout: 2000 });
  });

  it("keeps each tab's modes apart inside a form field, so choosing a mode takes", async () => {
    // a Form.Item names the radio groups under it after its field; seven groups of one name would steal each other's choice
    renderUi(
      <Form initialValues={{ cronExpression: '* * * * * ? *' }}>
        <Form.Item name="cronExpression">
          <CronInput />
        </Form.Item>
      </Form>,
    );
    fireEvent.click(screen.getByRole('button', { name: /编\s*辑/ }));
    const dialog = await screen.findByRole('dialog');
    openTab('分');
    openTab('秒');
    const names = new Set(
      [...dialog.querySelectorAll('input[type="radio"]')].map((r) => (r as HTMLInputElement).name),
    );
    expect(names.size).toBe(2);
    chooseMode(4);
    expect(modeRadio(4).checked).toBe(true);
    fireEvent.change(within(panel()).getByLabelText('second-loopStep'), { target: { value: '10' } });
    fireEvent.blur(within(panel()).getByLabelText('second-loopStep'));
    await waitFor(() =>
      expect((within(dialog).getByLabelText('表达式') as HTMLInputElement).value).toBe('0/10 * * * * ? *'),
    );
  });
});
