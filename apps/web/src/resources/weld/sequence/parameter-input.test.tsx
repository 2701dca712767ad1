import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { Button, Form } from 'antd';
import { renderUi } from '../../../test/render';
import { ParameterInput } from './parameter-input';

/** A form holding a process and two parameters; buttons switch the process, the output shows what it would submit. */
function SequenceForm() {
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      initialValues={{ process: 'mig', current: 200, wireFeed: 9 }}
      onFinish={(v) => {
        document.getElementById('submitted')!.textContent = JSON.stringify(v);
      }}
    >
      <Form.Item name="process" hidden>
        <input />
      </Form.Item>
      <Form.Item name="current" label="电流">
        <ParameterInput parameter="current" />
      </Form.Item>
      <Form.Item name="wireFeed" label="送丝">
        <ParameterInput parameter="wireFeed" />
      </Form.Item>
      <Button onClick={() => form.setFieldValue('process', 'tig')}>TIG</Button>
      <Button htmlType="submit">提交</Button>
      <output id="submitted" />
    </Form>
  );
}

describe('ParameterInput', () => {
  it("hints the range of the form's process, and empties and disables a parameter the process does not use", async () => {
    renderUi(<SequenceForm />);
    const current = await screen.findByLabelText('电流');
    const wire = screen.getByLabelText('送丝');
    expect(current.getAttribute('placeholder')).toBe('30–500 A');
    expect((wire as HTMLInputElement).value).toBe('9');
    fireEvent.click(screen.getByRole('button', { name: 'TIG' }));
    // disabled comes with the render, the emptying with the effect after it: a loaded run can fall between
    await waitFor(() => expect((wire as HTMLInputElement).disabled).toBe(true));
    await waitFor(() => expect((wire as HTMLInputElement).value).toBe(''));
    expect(wire.getAttribute('placeholder')).toBe('该工艺不使用');
    expect(current.getAttribute('placeholder')).toBe('5–400 A');
    fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
    await screen.findByText(/current/);
    expect(JSON.parse(document.getElementById('submitted')!.textContent!)).toMatchObject({
      process: 'tig',
      current: 200,
      wireFeed: null,
    });
  });
});
