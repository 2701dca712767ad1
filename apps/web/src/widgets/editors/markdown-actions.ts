import { EditorSelection } from '@codemirror/state';
import type { EditorView } from '@codemirror/view';

/**
 * Wraps each selection in `before`/`after` (or inserts `placeholder` between them when nothing is
 * selected) and keeps the wrapped text selected, so bold twice is a click on a selection.
 * @example wrapSelection(view, '**', '**', '粗体')
 */
export function wrapSelection(view: EditorView, before: string, after: string, placeholder = ''): void {
  view.dispatch(
    view.state.changeByRange((range) => {
      const text = view.state.sliceDoc(range.from, range.to) || placeholder;
      return {
        changes: { from: range.from, to: range.to, insert: `${before}${text}${after}` },
        range: EditorSelection.range(range.from + before.length, range.from + before.length + text.length),
      };
    }),
  );
  view.focus();
}

/**
 * Puts `prefix` before every line the selection touches (`1. ` counts up for ordered lists).
 * @example prefixLines(view, '> ')
 */
export function prefixLines(view: EditorView, prefix: string): void {
  const { state } = view;
  const changes = [];
  for (const range of state.selection.ranges) {
    const first = state.doc.lineAt(range.from).number;
    const last = state.doc.lineAt(range.to).number;
    for (let n = first; n <= last; n++) {
      const insert = prefix === '1. ' ? `${n - first + 1}. ` : prefix;
      changes.push({ from: state.doc.line(n).from, insert });
    }
  }
  view.dispatch({ changes });
  view.focus();
}

/**
 * Inserts a block on lines of its own at the cursor.
 * @example insertBlock(view, '| a | b |\n| --- | --- |')
 */
export function insertBlock(view: EditorView, block: string): void {
  const { from, to } = view.state.selection.main;
  const line = view.state.doc.lineAt(from);
  const lead = from === line.from ? '' : '\n';
  view.dispatch({
    changes: { from, to, insert: `${lead}${block}\n` },
    selection: { anchor: from + lead.length + block.length + 1 },
  });
  view.focus();
}
