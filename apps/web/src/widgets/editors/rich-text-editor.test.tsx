import './jsdom-layout';
import { File as NodeFile } from 'node:buffer';
import { useState, type ComponentType } from 'react';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import type { Editor } from '@tiptap/core';
import { session } from '../../lib/session';
import { renderUi } from '../../test/render';
import type { RichTextEditorProps } from './rich-text-editor';
import { startEditorUploadServer } from './editor-upload-server';

let server: Awaited<ReturnType<typeof startEditorUploadServer>>;
let RichTextEditor: ComponentType<RichTextEditorProps>;
let staticUrl: (path: string) => string;
// a 1×1 PNG: the bytes a person's screenshot would start with
const PNG = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (c) => c.charCodeAt(0),
);

beforeAll(async () => {
  server = await startEditorUploadServer();
  vi.stubEnv('VITE_API_BASE', server.base);
  ({ RichTextEditor } = await import('./rich-text-editor'));
  ({ staticUrl } = await import('../upload/static-url'));
  // jsdom's FormData and File are not the ones Node's fetch encodes as multipart: the platform's own go back
  vi.stubGlobal('FormData', (await new Response(new URLSearchParams('a=1')).formData()).constructor);
});
afterAll(async () => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
  await server.close();
});
beforeEach(() => {
  server.calls.length = 0;
  server.mode.local = false;
  session.saveToken('editor-token');
});

function Harness({ initial = '' }: { initial?: string }) {
  const [html, setHtml] = useState(initial);
  return (
    <>
      <RichTextEditor value={html} onChange={setHtml} />
      <output data-testid="html">{html}</output>
      <button type="button" onClick={() => setHtml('<p>外部更新的焊接参数</p>')}>
        replace
      </button>
    </>
  );
}
const html = () => screen.getByTestId('html').textContent ?? '';
const content = () => document.querySelector('.weld-rich-text-content')!;
/** The Tiptap editor behind the content element, to type as a person's keyboard would. */
const editorOf = () => (content() as HTMLElement & { editor: Editor }).editor;
const choose = (file: NodeFile) =>
  act(
    () => void fireEvent.change(document.querySelector('input[type=file]')!, { target: { files: [file] } }),
  );

describe('RichTextEditor', () => {
  it('shows the given HTML, a toolbar in Chinese, and a 300 px editing area', () => {
    renderUi(<Harness initial="<h2>Q345B 焊接工艺</h2><p>电流 <strong>240 A</strong></p>" />);
    expect(content().querySelector('h2')?.textContent).toBe('Q345B 焊接工艺');
    expect(content().querySelector('strong')?.textContent).toBe('240 A');
    for (const label of ['加粗', '斜体', '有序列表', '插入图片', '撤销'])
      expect(screen.getByRole('button', { name: label })).toBeTruthy();
    expect((document.querySelector('.weld-rich-text-body') as HTMLElement).style.height).toBe('300px');
    // the image tool is the product's upload control: its file input never shows as a bare "Choose File"
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    expect(input.closest('.ant-upload')?.contains(screen.getByRole('button', { name: '插入图片' }))).toBe(
      true,
    );
    expect(input.style.display).toBe('none');
  });

  it('emits HTML as the text changes and after toolbar commands, and empty text as an empty string', async () => {
    renderUi(<Harness initial="<p>焊前预热</p>" />);
    act(() => void editorOf().commands.insertContentAt(editorOf().state.doc.content.size - 1, '至 120 ℃'));
    expect(html()).toBe('<p>焊前预热至 120 ℃</p>');
    fireEvent.click(screen.getByRole('button', { name: '有序列表' }));
    // the editor keeps an empty paragraph after a list so the cursor can leave it
    expect(html()).toBe('<ol><li><p>焊前预热至 120 ℃</p></li></ol><p></p>');
    expect(screen.getByRole('button', { name: '有序列表' }).getAttribute('aria-pressed')).toBe('true');
    act(() => void editorOf().commands.clearContent(true));
    expect(html()).toBe('');
  });

  it('takes a new value from outside without echoing it back as an edit', () => {
    renderUi(<Harness initial="<p>旧内容</p>" />);
    fireEvent.click(screen.getByText('replace'));
    expect(content().textContent).toBe('外部更新的焊接参数');
    expect(screen.getByRole('button', { name: '撤销' }).hasAttribute('disabled')).toBe(true);
  });

  it('uploads a chosen image with biz=jeditor and jeditor=1 and inserts it by its stored URL', async () => {
    renderUi(<Harness initial="<p>坡口示意图：</p>" />);
    await choose(new NodeFile([PNG], '坡口.png', { type: 'image/png' }));
    await waitFor(() => expect(content().querySelector('img')).toBeTruthy());
    expect(server.calls).toHaveLength(1);
    expect(server.calls[0]).toMatchObject({
      fields: { biz: 'jeditor', jeditor: '1' },
      fileName: '坡口.png',
      token: 'editor-token',
    });
    const src = staticUrl('jeditor/坡口.png');
    expect(content().querySelector('img')!.getAttribute('src')).toBe(src);
    expect(html()).toContain(`<img src="${src}" alt="坡口.png">`);
  });

  it('puts a new image after the selection instead of over it', async () => {
    renderUi(<Harness initial="<p>焊工须持证上岗</p>" />);
    act(() => void editorOf().commands.selectAll());
    await choose(new NodeFile([PNG], 'a.png', { type: 'image/png' }));
    await waitFor(() => expect(content().querySelectorAll('img')).toHaveLength(1));
    await choose(new NodeFile([PNG], 'b.png', { type: 'image/png' }));
    await waitFor(() => expect(content().querySelectorAll('img')).toHaveLength(2));
    expect(content().textContent).toContain('焊工须持证上岗');
    expect([...content().querySelectorAll('img')].map((i) => i.getAttribute('alt'))).toEqual([
      'a.png',
      'b.png',
    ]);
  });

  it('inlines the image as base64 when the server answers local', async () => {
    server.mode.local = true;
    renderUi(<Harness />);
    await choose(new NodeFile([PNG], 'weld-seam.png', { type: 'image/png' }));
    await waitFor(() => expect(html()).toContain('<img src="data:image/png;base64,iVBORw0KGgo'));
    expect(server.calls[0]!.fields.biz).toBe('jeditor');
  });

  it('refuses a file that is not an image with 请上传图片 and sends nothing', async () => {
    renderUi(<Harness />);
    await choose(new NodeFile(['%PDF-1.7'], '说明书.pdf', { type: 'application/pdf' }));
    expect(await screen.findByText('请上传图片')).toBeTruthy();
    expect(server.calls).toHaveLength(0);
    expect(html()).toBe('');
  });

  it('inserts nothing when the server refuses the image', async () => {
    renderUi(<Harness initial="<p>x</p>" />);
    await choose(new NodeFile([PNG], 'BAD.png', { type: 'image/png' }));
    await waitFor(() => expect(server.calls).toHaveLength(1));
    await new Promise((r) => setTimeout(r, 50));
    expect(content().querySelector('img')).toBeNull();
    expect(html()).toBe('<p>x</p>');
  });

  it('cannot be edited when disabled', () => {
    renderUi(<RichTextEditor value="<p>只读</p>" disabled />);
    expect(content().getAttribute('contenteditable')).toBe('false');
    expect(screen.getByRole('button', { name: '加粗' }).hasAttribute('disabled')).toBe(true);
  });
});
