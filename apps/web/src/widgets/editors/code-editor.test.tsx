import './jsdom-layout';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { EditorView } from '@codemirror/view';
import { renderUi } from '../../test/render';
import { CodeEditor } from './code-editor';
import type { CodeLanguage } from './code-languages';

function Harness({ initial, language: first = 'python' }: { initial: string; language?: CodeLanguage }) {
  const [code, setCode] = useState(initial);
  const [language, setLanguage] = useState<CodeLanguage>(first);
  return (
    <>
      <CodeEditor value={code} onChange={setCode} language={language} onLanguageChange={setLanguage} />
      <output data-testid="code">{code}</output>
      <button type="button" onClick={() => setCode('SELECT 1')}>
        reset
      </button>
    </>
  );
}
const frame = () => document.querySelector('.weld-editor-frame') as HTMLElement;
const view = () => EditorView.findFromDOM(frame().querySelector('.cm-editor') as HTMLElement)!;
/** What a keystroke does: a user input transaction at the cursor. */
const typeAt = (pos: number, text: string) =>
  act(() => view().dispatch({ changes: { from: pos, insert: text }, userEvent: 'input.type' }));
const keywords = () => [...frame().querySelectorAll('.tok-keyword')].map((e) => e.textContent);

describe('CodeEditor', () => {
  it('shows the code, emits each edit, and takes a new value from outside', () => {
    renderUi(<Harness initial={'def check():\n  return 1'} />);
    expect(frame().querySelector('.cm-content')!.textContent).toContain('def check():');
    typeAt(0, '# WS-03\n');
    expect(screen.getByTestId('code').textContent).toBe('# WS-03\ndef check():\n  return 1');
    fireEvent.click(screen.getByText('reset'));
    expect(view().state.doc.toString()).toBe('SELECT 1');
  });

  it('indents by two spaces', () => {
    renderUi(<Harness initial="x" />);
    expect(view().state.tabSize).toBe(2);
    act(() => void view().dispatch({ selection: { anchor: 0 } }));
    const tab = frame().querySelector('.cm-content')!;
    fireEvent.keyDown(tab, { key: 'Tab', code: 'Tab', keyCode: 9 });
    expect(screen.getByTestId('code').textContent).toBe('  x');
  });

  it('highlights with the chosen language and switches grammar without losing the text', async () => {
    renderUi(<Harness initial={'def read(db):\n  select = 1\n  return db'} />);
    await waitFor(() => expect(frame().dataset.language).toBe('python'));
    await waitFor(() => expect(keywords()).toEqual(expect.arrayContaining(['def', 'return'])));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: '语言' }));
    const names = [...document.querySelectorAll('.ant-select-item-option')].map((o) =>
      o.getAttribute('title'),
    );
    expect(names).toEqual(['CSS', 'JavaScript', 'HTML', 'Java', 'Python', 'SQL', 'Markdown']);
    fireEvent.click(document.querySelector('.ant-select-item-option[title="SQL"]')!);
    await waitFor(() => expect(frame().dataset.language).toBe('sql'));
    await waitFor(() => expect(keywords()).toContain('select'));
    expect(keywords()).not.toContain('def');
    expect(screen.getByTestId('code').textContent).toBe('def read(db):\n  select = 1\n  return db');
  });

  it('is read-only when disabled', () => {
    renderUi(<CodeEditor value="SELECT 1" disabled />);
    expect(frame().querySelector('.cm-content')!.getAttribute('contenteditable')).toBe('false');
  });
});
