import { useState } from 'react';
import { RT } from '../lib/texts';
import { Modal } from './Modal';

/** Insert or update raw HTML: disabled while the HTML is empty or whitespace. */
export function HtmlDialog(props: {
  initial?: string;
  mode: 'insert' | 'update';
  onSubmit(html: string): void;
  onClose(): void;
}) {
  const [html, setHtml] = useState(props.initial ?? '');
  const title = props.mode === 'insert' ? RT.html.insert : RT.html.update;
  return (
    <Modal title={title} onClose={props.onClose}>
      <textarea className="rt-textarea" aria-label="HTML" rows={8} value={html} onChange={(e) => setHtml(e.target.value)} />
      <div className="rt-dialog-actions">
        <button type="button" disabled={!html.trim()} onClick={() => props.onSubmit(html)}>
          {title}
        </button>
        <button type="button" onClick={props.onClose}>
          {RT.html.cancel}
        </button>
      </div>
    </Modal>
  );
}
