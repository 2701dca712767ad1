import { useEffect, useRef } from 'react';
import { Annotation, Compartment, EditorState, type Extension } from '@codemirror/state';
import { EditorView } from '@codemirror/view';

/** Marks the transactions that carry a new value in from the props, so they are not echoed back out. */
const fromProps = Annotation.define<boolean>();

export interface CodeMirrorOptions {
  value: string;
  onChange?: (value: string) => void;
  /** swapped in place when the identity changes (memoise it): a language switch keeps text and history */
  extensions: Extension;
}

/**
 * A CodeMirror 6 view mounted in the returned ref's element, kept in step with a controlled value.
 * @example const { parent } = useCodeMirror({ value, onChange, extensions }); return <div ref={parent} />;
 */
export function useCodeMirror({ value, onChange, extensions }: CodeMirrorOptions) {
  const parent = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const dynamic = useRef(new Compartment());
  const changed = useRef(onChange);
  changed.current = onChange;

  useEffect(() => {
    const listener = EditorView.updateListener.of((update) => {
      if (update.docChanged && !update.transactions.some((tr) => tr.annotation(fromProps)))
        changed.current?.(update.state.doc.toString());
    });
    const created = new EditorView({
      parent: parent.current!,
      state: EditorState.create({ doc: value, extensions: [listener, dynamic.current.of(extensions)] }),
    });
    view.current = created;
    return () => {
      created.destroy();
      view.current = null;
    };
    // the view is made once; value and extensions reach it through the effects below
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    view.current?.dispatch({ effects: dynamic.current.reconfigure(extensions) });
  }, [extensions]);

  useEffect(() => {
    const current = view.current;
    if (!current || current.state.doc.toString() === value) return;
    current.dispatch({
      changes: { from: 0, to: current.state.doc.length, insert: value },
      annotations: fromProps.of(true),
    });
  }, [value]);

  return { parent, view };
}

/**
 * The attributes of CodeMirror's content element: its id (for the form label), its accessible name, and a
 * tab index, so the text scrolled inside the frame counts as reachable by keyboard (axe does not count a
 * contenteditable without one) and stays reachable when read-only.
 * @example EditorView.contentAttributes.of(contentAttributes('note', '说明'))
 */
export function contentAttributes(id: string | undefined, name: string | undefined): Record<string, string> {
  return { ...(id ? { id } : {}), ...(name ? { 'aria-label': name } : {}), tabindex: '0' };
}
