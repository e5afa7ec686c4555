import { useEffect, useId, useRef } from 'react';
import { TPython } from '@school/contracts';
import { closeBrackets, closeBracketsKeymap } from '@codemirror/autocomplete';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { python } from '@codemirror/lang-python';
import { bracketMatching, defaultHighlightStyle, indentOnInput, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { EditorState, Prec, StateEffect, StateField, type Extension } from '@codemirror/state';
import { Decoration, EditorView, drawSelection, highlightActiveLine, highlightActiveLineGutter, keymap, lineNumbers, type DecorationSet } from '@codemirror/view';
import './code-editor.css';

const setErrorLine = StateEffect.define<number | null>();

/** The line of the last error, highlighted until the code changes. */
const errorLineField = StateField.define<DecorationSet>({
  create: () => Decoration.none,
  update(value, tr) {
    let next = tr.docChanged ? Decoration.none : value.map(tr.changes);
    for (const effect of tr.effects) {
      if (!effect.is(setErrorLine)) continue;
      const line = effect.value;
      next = line && line <= tr.state.doc.lines ? Decoration.set([Decoration.line({ class: 'cm-error-line' }).range(tr.state.doc.line(line).from)]) : Decoration.none;
    }
    return next;
  },
  provide: (field) => EditorView.decorations.from(field),
});

export interface CodeEditorProps {
  value: string;
  onChange?(value: string): void;
  onRun?(): void;
  readOnly?: boolean;
  errorLine?: number | null;
  label: string;
  testId?: string;
}

/**
 * CodeMirror 6 for Python: highlighting, line numbers, 4-space indents, brackets, undo; Ctrl+Enter runs.
 * Tab indents; Escape, then Tab leaves the editor (CodeMirror's own escape), as the hint under it says.
 */
export function CodeEditor({ value, onChange, onRun, readOnly = false, errorLine = null, label, testId }: CodeEditorProps) {
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const hintId = useId();
  const latest = useRef({ onChange, onRun });
  latest.current = { onChange, onRun };

  useEffect(() => {
    const extensions: Extension[] = [
      lineNumbers(),
      highlightActiveLineGutter(),
      highlightActiveLine(),
      drawSelection(),
      history(),
      indentUnit.of('    '),
      EditorState.tabSize.of(4),
      indentOnInput(),
      bracketMatching(),
      closeBrackets(),
      python(),
      syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
      Prec.highest(keymap.of([{ key: 'Mod-Enter', run: () => (latest.current.onRun?.(), true) }])),
      keymap.of([...closeBracketsKeymap, ...defaultKeymap, ...historyKeymap, indentWithTab]),
      errorLineField,
      EditorState.readOnly.of(readOnly),
      EditorView.editable.of(!readOnly),
      EditorView.contentAttributes.of({ 'aria-label': label, 'aria-describedby': hintId }),
      EditorView.updateListener.of((update) => {
        if (update.docChanged) latest.current.onChange?.(update.state.doc.toString());
      }),
    ];
    const editor = new EditorView({ parent: host.current!, state: EditorState.create({ doc: value, extensions }) });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // The editor is created once per mount; later values arrive through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [readOnly]);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  useEffect(() => {
    view.current?.dispatch({ effects: setErrorLine.of(errorLine) });
  }, [errorLine]);

  // Tab indents (indentWithTab); CodeMirror lets the next Tab leave the editor after Escape: say so.
  return (
    <div className="py-editor-frame">
      <div className="py-editor" ref={host} data-testid={testId} />
      {!readOnly && (
        <p className="py-editor-keys" id={hintId}>
          {TPython.editorKeysHint}
        </p>
      )}
    </div>
  );
}
