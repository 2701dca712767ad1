import './jsdom-layout';
import { Form } from 'antd';
import { describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { renderUi } from '../../test/render';
import { CodeEditor } from './code-editor';
import { MarkdownEditor } from './markdown-editor';
import { RichTextEditor } from './rich-text-editor';

// a screen reader says an editor's name when it gets focus: without one it is just "edit text"
describe('the editors take the name of their form label', () => {
  it('inside a Form.Item each editor is a textbox named by the label', async () => {
    renderUi(
      <Form name="notice">
        <Form.Item label="通告内容" name="content">
          <RichTextEditor />
        </Form.Item>
        <Form.Item label="发布说明" name="note">
          <MarkdownEditor />
        </Form.Item>
        <Form.Item label="PLC 脚本" name="script">
          <CodeEditor language="python" />
        </Form.Item>
      </Form>,
    );
    expect((await screen.findByRole('textbox', { name: '通告内容' })).getAttribute('id')).toBe(
      'notice_content',
    );
    expect((await screen.findByRole('textbox', { name: '发布说明' })).getAttribute('id')).toBe('notice_note');
    expect((await screen.findByRole('textbox', { name: 'PLC 脚本' })).getAttribute('id')).toBe(
      'notice_script',
    );
  });

  it('outside a form the name given wins, and a read-only editor and the markdown preview keep a tab stop', async () => {
    renderUi(
      <>
        <RichTextEditor aria-label="焊接说明" disabled value="<p>只读</p>" />
        <CodeEditor aria-label="参数脚本" disabled value="print(1)" />
        <MarkdownEditor aria-label="版本说明" value="# NB-500" />
      </>,
    );
    expect((await screen.findByRole('textbox', { name: '焊接说明' })).getAttribute('tabindex')).toBe('0');
    expect((await screen.findByRole('textbox', { name: '参数脚本' })).getAttribute('tabindex')).toBe('0');
    expect(screen.getByRole('textbox', { name: '版本说明' }).className).toContain('cm-content');
    expect(screen.getByRole('region', { name: '预览' }).getAttribute('tabindex')).toBe('0');
  });
});
