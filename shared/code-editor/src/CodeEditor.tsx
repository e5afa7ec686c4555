import { useEffect, useId, useRef } from 'react';
import { EditorState, Prec, type Extension } from '@codemirror/state';
import { EditorView, highlightActiveLine, keymap, lineNumbers } from '@codemirror/view';
import { defaultKeymap, history, historyKeymap, indentWithTab } from '@codemirror/commands';
import { bracketMatching, defaultHighlightStyle, indentOnInput, indentUnit, syntaxHighlighting } from '@codemirror/language';
import { autocompletion, closeBrackets, closeBracketsKeymap, completionKeymap } from '@codemirror/autocomplete';
import { javascript } from '@codemirror/lang-javascript';
import { html } from '@codemirror/lang-html';
import { css } from '@codemirror/lang-css';
import { python } from '@codemirror/lang-python';

export type CodeLanguage = 'python' | 'javascript' | 'html' | 'css' | 'text';
export const CODE_LANGUAGES: readonly CodeLanguage[] = ['python', 'javascript', 'html', 'css', 'text'];

const LANGUAGES: Record<CodeLanguage, () => Extension> = {
  // Python indents by four spaces, as PEP 8 and every children's course do.
  python: () => [python(), indentUnit.of('    ')],
  javascript: () => javascript(),
  // Typing `>` closes the tag, `</` completes it; tag and attribute names complete as you type.
  html: () => html({ autoCloseTags: true }),
  css: () => css(),
  text: () => [],
};

export interface CodeEditorProps {
  value: string;
  language: CodeLanguage;
  readOnly: boolean;
  /** The editor's accessible name. */
  label: string;
  onChange: (value: string) => void;
  /** Ctrl+Enter (Cmd+Enter on a Mac). */
  onRun?: () => void;
  className?: string;
  /**
   * A line under the editor on its keys (Tab indents here; Escape, then Tab leaves, CodeMirror's
   * own escape from indentWithTab). The editor's content is described by it.
   */
  keysHint?: string;
  /**
   * Extensions a workspace adds, such as a language this package does not bundle (a task kind
   * brings its own: SQL with its task's schema). Keep the value stable (useMemo): a new value
   * rebuilds the editor.
   */
  extensions?: Extension;
}

/**
 * CodeMirror 6 for every code answer: highlighting, line numbers, auto-indent, bracket and tag
 * completion, undo, Ctrl+Enter runs. The text is controlled: a new `value` replaces the document
 * only when it differs, so typing never loses the cursor.
 */
export function CodeEditor({ value, language, readOnly, label, onChange, onRun, className, keysHint, extensions }: CodeEditorProps) {
  const hintId = useId();
  const host = useRef<HTMLDivElement>(null);
  const view = useRef<EditorView | null>(null);
  const handlers = useRef({ onChange, onRun });
  handlers.current = { onChange, onRun };

  useEffect(() => {
    if (!host.current) return undefined;
    const editor = new EditorView({
      parent: host.current,
      state: EditorState.create({
        doc: value,
        extensions: [
          lineNumbers(),
          history(),
          highlightActiveLine(),
          indentOnInput(),
          bracketMatching(),
          closeBrackets(),
          autocompletion(),
          syntaxHighlighting(defaultHighlightStyle, { fallback: true }),
          Prec.highest(
            keymap.of([
              {
                key: 'Mod-Enter',
                preventDefault: true,
                run: () => {
                  handlers.current.onRun?.();
                  return true;
                },
              },
            ]),
          ),
          keymap.of([...closeBracketsKeymap, ...completionKeymap, ...historyKeymap, indentWithTab, ...defaultKeymap]),
          LANGUAGES[language](),
          extensions ?? [],
          EditorState.readOnly.of(readOnly),
          EditorView.editable.of(!readOnly),
          EditorView.contentAttributes.of(keysHint ? { 'aria-label': label, 'aria-describedby': hintId } : { 'aria-label': label }),
          EditorView.updateListener.of((update) => {
            if (update.docChanged) handlers.current.onChange(update.state.doc.toString());
          }),
        ],
      }),
    });
    view.current = editor;
    return () => {
      editor.destroy();
      view.current = null;
    };
    // Rebuilt only when the language, the extensions, the lock or the name changes; text flows in through the effect below.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [language, extensions, readOnly, label, keysHint]);

  useEffect(() => {
    const editor = view.current;
    if (editor && editor.state.doc.toString() !== value) {
      editor.dispatch({ changes: { from: 0, to: editor.state.doc.length, insert: value } });
    }
  }, [value]);

  const editor = <div className={className} ref={host} data-language={language} />;
  if (!keysHint || readOnly) return editor;
  // One box in the parent's layout (a grid cell or a flex item), the hint under the editor.
  return (
    <div style={{ display: 'flex', flexDirection: 'column', gap: 4, minWidth: 0 }}>
      {editor}
      <p className="code-editor-keys" id={hintId}>
        {keysHint}
      </p>
    </div>
  );
}
