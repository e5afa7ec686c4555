import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { $getNodeByKey } from 'lexical';
import { useMemo, useState } from 'react';
import { sanitizeHtml } from '../lib/sanitizeHtml';
import { RT } from '../lib/texts';
import { HtmlDialog } from './HtmlDialog';

export function HtmlBlockView({ html, nodeKey }: { html: string; nodeKey: string }) {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const [editing, setEditing] = useState(false);
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return (
    <div className="rt-html-block">
      <div dangerouslySetInnerHTML={{ __html: clean }} />
      {editable && (
        <button type="button" className="rt-small-btn" onClick={() => setEditing(true)}>
          {RT.html.edit}
        </button>
      )}
      {editing && (
        <HtmlDialog
          initial={html}
          mode="update"
          onClose={() => setEditing(false)}
          onSubmit={(next) => {
            setEditing(false);
            editor.update(() => {
              const node = $getNodeByKey(nodeKey);
              if (node && 'setHtml' in node) (node as unknown as { setHtml(h: string): void }).setHtml(next);
            });
          }}
        />
      )}
    </div>
  );
}
