import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { renderUi } from '../../../test/render';
import { SpecsEditor } from './specs-editor';
import { SpecsTable } from './specs-table';

/** A form holding `specs` as the model drawer does, showing what it would save. */
function Harness({ initial }: { initial: string | null }) {
  const [form] = Form.useForm();
  const [saved, setSaved] = useState<string>('');
  return (
    <Form
      form={form}
      initialValues={{ specs: initial }}
      onFinish={(v: { specs: unknown }) => setSaved(JSON.stringify(v.specs ?? null))}
    >
      <Form.Item name="specs">
        <SpecsEditor />
      </Form.Item>
      <Button htmlType="submit">提交表单</Button>
      <Button onClick={() => form.setFieldsValue({ specs: '{"额定电流":"500 A"}' })}>换记录</Button>
      <output data-testid="saved">{saved}</output>
    </Form>
  );
}

const names = () => screen.getAllByLabelText('参数名') as HTMLInputElement[];
const values = () => screen.getAllByLabelText('参数值') as HTMLInputElement[];
const submit = async () => {
  fireEvent.click(screen.getByText('提交表单'));
  await waitFor(() => expect(screen.getByTestId('saved').textContent).not.toBe(''));
  const text = JSON.parse(screen.getByTestId('saved').textContent!) as string | null;
  return text;
};

describe('SpecsEditor', () => {
  it('shows the stored object as rows and saves edits, additions and removals as a JSON object', async () => {
    renderUi(<Harness initial={'{"额定电流":"350 A","电源":"三相 380 V"}'} />);
    expect((await screen.findAllByLabelText('参数名')).map((i) => (i as HTMLInputElement).value)).toEqual([
      '额定电流',
      '电源',
    ]);
    expect(values().map((i) => i.value)).toEqual(['350 A', '三相 380 V']);
    fireEvent.change(values()[0]!, { target: { value: '400 A' } });
    fireEvent.click(screen.getByText('添加参数'));
    fireEvent.change(names()[2]!, { target: { value: '暂载率' } });
    fireEvent.change(values()[2]!, { target: { value: '60%' } });
    fireEvent.click(screen.getAllByLabelText('删除参数')[1]!);
    expect(JSON.parse((await submit())!)).toEqual({ 额定电流: '400 A', 暂载率: '60%' });
  });

  it('says when a name is repeated or missing, and never drops a row silently', async () => {
    renderUi(<Harness initial={'{"额定电流":"350 A"}'} />);
    await screen.findAllByLabelText('参数名');
    fireEvent.click(screen.getByText('添加参数'));
    fireEvent.change(names()[1]!, { target: { value: '额定电流' } });
    fireEvent.change(values()[1]!, { target: { value: '500 A' } });
    expect(screen.getByRole('alert').textContent).toBe('参数名“额定电流”重复');
    // both rows travel, as pairs the server refuses
    expect(JSON.parse((await submit())!)).toEqual([
      ['额定电流', '350 A'],
      ['额定电流', '500 A'],
    ]);
    fireEvent.change(names()[1]!, { target: { value: '' } });
    expect(screen.getByRole('alert').textContent).toBe('参数名不能为空');
  });

  it('clears to nothing when every row is removed, and follows the form onto another record', async () => {
    renderUi(<Harness initial={'{"额定电流":"350 A"}'} />);
    fireEvent.click((await screen.findAllByLabelText('删除参数'))[0]!);
    expect(screen.getByText('暂无技术参数')).toBeTruthy();
    expect(await submit()).toBeNull();
    fireEvent.click(screen.getByText('换记录'));
    await waitFor(() => expect(values().map((i) => i.value)).toEqual(['500 A']));
  });
});

describe('SpecsTable', () => {
  it('shows the specs as a name/value table, or says there are none', async () => {
    const { unmount } = renderUi(<SpecsTable value={'{"额定电流":"350 A","重量":25}'} />);
    await screen.findByText('额定电流');
    const cells = [
      ...document.querySelectorAll('.ant-descriptions-item-label, .ant-descriptions-item-content'),
    ].map((c) => c.textContent);
    expect(cells).toEqual(['额定电流', '350 A', '重量', '25']);
    unmount();
    renderUi(<SpecsTable value={null} />);
    expect(await screen.findByText('暂无技术参数')).toBeTruthy();
  });
});
