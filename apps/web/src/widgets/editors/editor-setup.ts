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

/**
 * The editor's chrome in the page's theme variables (global.css), so it follows light and dark mode without being
 * rebuilt; CodeMirror's own base theme is light only. The syntax colours for dark mode are in editors.css.
 */
const themeColours = EditorView.theme({
  '&': { color: 'var(--weld-text)', backgroundColor: 'var(--weld-bg-container)' },
  '.cm-content': { caretColor: 'var(--weld-text)' },
  '.cm-cursor, .cm-dropCursor': { borderLeftColor: 'var(--weld-text)' },
  '.cm-gutters': {
    backgroundColor: 'var(--weld-bg-head)',
    color: 'var(--weld-text-tertiary)',
    borderRight: '1px solid var(--weld-border-secondary)',
  },
  '.cm-activeLine': { backgroundColor: 'var(--weld-fill-hover)' },
  '.cm-activeLineGutter': { backgroundColor: 'var(--weld-fill-hover)', color: 'var(--weld-text)' },
  '.cm-selectionBackground, &.cm-focused > .cm-scroller > .cm-selectionLayer .cm-selectionBackground': {
    backgroundColor: 'var(--weld-bg-selected)',
  },
  '.cm-matchingBracket, &.cm-focused .cm-matchingBracket': { backgroundColor: 'var(--weld-fill-hover)' },
});

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
    themeColours,
  ];
}
