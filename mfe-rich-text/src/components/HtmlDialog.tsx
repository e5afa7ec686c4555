import { useState } from 'react';
import { RT } from '../lib/texts';
import { Modal } from './Modal';

interface HtmlFormProps {
  initial?: string;
  mode: 'insert' | 'update';
  onSubmit(html: string): void;
  onClose(): void;
}

/**
 * The raw-HTML form (the body of one dialog): insert or update is disabled while the HTML is empty
 * or whitespace. Rendered inside the editor's DialogProvider modal when inserting, or by HtmlDialog.
 */
export function HtmlForm(props: HtmlFormProps) {
  const [html, setHtml] = useState(props.initial ?? '');
  const action = props.mode === 'insert' ? RT.html.insert : RT.html.update;
  return (
    <>
      <textarea className="rt-textarea" aria-label={RT.html.source} rows={8} value={html} autoFocus onChange={(e) => setHtml(e.target.value)} />
      <div className="rt-dialog-actions">
        <button type="button" disabled={!html.trim()} onClick={() => props.onSubmit(html)}>
          {action}
        </button>
        <button type="button" onClick={props.onClose}>
          {RT.html.cancel}
        </button>
      </div>
    </>
  );
}

/** Editing an HTML block in place: one modal around the form. */
export function HtmlDialog(props: HtmlFormProps) {
  return (
    <Modal title={props.mode === 'insert' ? RT.html.insert : RT.html.update} onClose={props.onClose}>
      <HtmlForm {...props} />
    </Modal>
  );
}
