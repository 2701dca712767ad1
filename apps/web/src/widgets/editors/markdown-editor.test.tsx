import './jsdom-layout';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { renderUi } from '../../test/render';
import { MarkdownEditor, type MarkdownMode } from './markdown-editor';
import { renderMarkdown } from './markdown-preview';

function Harness({ initial, mode }: { initial: string; mode?: MarkdownMode }) {
  const [text, setText] = useState(initial);
  return (
    <>
      <MarkdownEditor value={text} onChange={setText} defaultMode={mode} />
      <output data-testid="md">{text}</output>
    </>
  );
}
const md = () => screen.getByTestId('md').textContent;
const view = () => EditorView.findFromDOM(document.querySelector('.cm-editor') as HTMLElement)!;
const preview = () => document.querySelector('.weld-markdown-preview');

describe('MarkdownEditor', () => {
  it('shows the source and its preview side by side, 300 px high, and updates the preview as the text changes', () => {
    renderUi(<Harness initial={'# NB-500 固件\n\n- 新增双脉冲'} />);
    expect(view().state.doc.toString()).toBe('# NB-500 固件\n\n- 新增双脉冲');
    expect(preview()!.querySelector('h1')!.textContent).toBe('NB-500 固件');
    expect((preview() as HTMLElement).style.height).toBe('300px');
    act(() =>
      view().dispatch({
        changes: { from: view().state.doc.length, insert: '\n- 修复 E07' },
        userEvent: 'input.type',
      }),
    );
    expect(md()).toBe('# NB-500 固件\n\n- 新增双脉冲\n- 修复 E07');
    expect([...preview()!.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '新增双脉冲',
      '修复 E07',
    ]);
  });

  it('makes the selection bold and numbers the selected lines from the toolbar', () => {
    renderUi(<Harness initial={'送丝电机\n预置电流'} />);
    act(() => view().dispatch({ selection: { anchor: 0, head: 4 } }));
    fireEvent.click(screen.getByRole('button', { name: '粗体' }));
    expect(md()).toBe('**送丝电机**\n预置电流');
    act(() => view().dispatch({ selection: { anchor: 0, head: view().state.doc.length } }));
    fireEvent.click(screen.getByRole('button', { name: '有序列表' }));
    expect(md()).toBe('1. **送丝电机**\n2. 预置电流');
    expect(preview()!.querySelector('ol strong')!.textContent).toBe('送丝电机');
  });

  it('switches between 编辑, 分屏 and 预览', () => {
    renderUi(<Harness initial="**V2.4.1**" mode="edit" />);
    expect(preview()).toBeNull();
    fireEvent.click(screen.getByText('预览'));
    expect(preview()!.querySelector('strong')!.textContent).toBe('V2.4.1');
    expect((document.querySelector('.weld-markdown-source') as HTMLElement).hidden).toBe(true);
    expect(screen.getByRole('button', { name: '粗体' }).hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByText('分屏'));
    expect((document.querySelector('.weld-markdown-source') as HTMLElement).hidden).toBe(false);
    expect(preview()).toBeTruthy();
  });

  it('shows 暂无内容 for an empty text', () => {
    renderUi(<Harness initial="" mode="preview" />);
    expect(screen.getByText('暂无内容')).toBeTruthy();
  });

  it('never lets HTML inside the markdown run script', () => {
    const html = renderMarkdown(
      '<img src=x onerror="alert(1)"><script>alert(2)</script>[x](javascript:alert(3))',
    );
    expect(html).not.toMatch(/onerror|<script|javascript:/);
    expect(html).toContain('<img src="x">');
  });
});
