import '../widgets/editors/jsdom-layout';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { Button, Form } from 'antd';
import type { Editor } from '@tiptap/core';
import { defineResource, richText, switchYN, text } from '@weld/core';
import { renderUi } from '../test/render';
import { FieldControl } from './field-control';

const firmware = defineResource({
  name: 'weldFirmwareNote',
  area: 'test',
  path: '/test/firmware',
  table: 'test_firmware',
  permission: 'test:firmware',
  fields: { version: text(), releaseNotes: richText(), forced: switchYN() },
});

/** A form with the two fields, printing what it would submit. */
function NoteForm({ initial }: { initial: Record<string, string> }) {
  const [form] = Form.useForm();
  return (
    <Form
      form={form}
      initialValues={initial}
      onFinish={(v) => {
        document.getElementById('submitted')!.textContent = JSON.stringify(v);
      }}
    >
      <Form.Item name="releaseNotes" label="说明">
        <FieldControl field={firmware.fields.releaseNotes} />
      </Form.Item>
      <Form.Item name="forced" label="强制">
        <FieldControl field={firmware.fields.forced} />
      </Form.Item>
      <Button htmlType="submit">提交</Button>
      <output id="submitted" />
    </Form>
  );
}
const submitted = async () => {
  fireEvent.click(screen.getByRole('button', { name: /提\s*交/ }));
  await screen.findByText(/releaseNotes/);
  return JSON.parse(document.getElementById('submitted')!.textContent!) as Record<string, string>;
};

describe('FieldControl for the editor and switch kinds', () => {
  it('edits a richText field with the rich-text editor, loaded on first use, and submits its HTML', async () => {
    renderUi(<NoteForm initial={{ releaseNotes: '<p>修复 E07 误报</p>', forced: 'N' }} />);
    const content = await screen.findByText('修复 E07 误报', {}, { timeout: 10_000 });
    expect(screen.getByRole('button', { name: '加粗' })).toBeTruthy();
    const editor = (content.closest('.weld-rich-text-content') as HTMLElement & { editor: Editor }).editor;
    act(() => void editor.chain().selectAll().toggleBold().run());
    expect((await submitted()).releaseNotes).toBe('<p><strong>修复 E07 误报</strong></p>');
  });

  it('edits a switchYN field as 是 / 否 and submits Y or N', async () => {
    renderUi(<NoteForm initial={{ releaseNotes: '', forced: 'N' }} />);
    const toggle = screen.getByRole('switch');
    expect(toggle.querySelector('.ant-switch-inner-checked')!.textContent).toBe('是');
    expect(toggle.querySelector('.ant-switch-inner-unchecked')!.textContent).toBe('否');
    expect(toggle.getAttribute('aria-checked')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-checked')).toBe('true');
    expect((await submitted()).forced).toBe('Y');
  });
});
