import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import {
  bracketMatching,
  defaultHighlightStyle,
  indentOnInput,
  indentUnit,
  syntaxHighlighting,
} from '@codemirror/language';
import { EditorState, type Extension } from '@codemirror/state';
import {
  drawSelection,
  EditorView,
  highlightActiveLine,
  highlightActiveLineGutter,
  keymap,
  lineNumbers,
} from '@codemirror/view';
import { classHighlighter } from '@lezer/highlight';

/** Spaces per indent level (spec widgets §9: tab size 2). */
export const TAB_SIZE = 2;

/**
 * What both CodeMirror editors share: history, Tab indents by two spaces, syntax colours plus
 * `tok-*` classes (stable names for tests and themes), and a fixed height with its own scrollbar.
 * @example EditorState.create({ extensions: [baseSetup(300), markdown()] })
 */
export function baseSetup(height: number, gutters = true): Extension {
  return [
    gutters ? [lineNumbers(), highlightActiveLineGutter()] : [],
    history(),
    drawSelection(),
    indentOnInput(),
    bracketMatching(),
    highlightActiveLine(),
    syntaxHighlighting(defaultHighlightStyle),
    syntaxHighlighting(classHighlighter),
    EditorState.tabSize.of(TAB_SIZE),
    indentUnit.of(' '.repeat(TAB_SIZE)),
    keymap.of([...defaultKeymap, ...historyKeymap, indentWithTab]),
    EditorView.theme({
      '&': { height: `${height}px`, fontSize: '13px' },
      '.cm-scroller': {
        overflow: 'auto',
        fontFamily: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace',
      },
      '&.cm-focused': { outline: 'none' },
    }),
  ];
}
