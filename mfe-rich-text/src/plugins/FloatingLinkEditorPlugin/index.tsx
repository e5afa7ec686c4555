import { TrashIcon } from '../../components/Icons';
import { $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $findMatchingParent } from '@lexical/utils';
import { $getSelection, $isRangeSelection } from 'lexical';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { selectionRectWithin } from '../../lib/editor/selectionRect';
import { RT } from '../../lib/texts';
import { sanitizeUrl } from '../../lib/validators/linkUrl';

/** View and edit modes for the link under the caret; Enter confirms, Escape cancels. */
export default function FloatingLinkEditorPlugin({ anchor }: { anchor: HTMLElement | null }) {
  const [editor] = useLexicalComposerContext();
  const [link, setLink] = useState<{ url: string; top: number; left: number } | null>(null);
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    if (!anchor) return;
    return editor.registerUpdateListener(({ editorState }) => {
      const url = editorState.read(() => {
        const sel = $getSelection();
        if (!$isRangeSelection(sel)) return null;
        const linkNode = $findMatchingParent(sel.anchor.getNode(), $isLinkNode);
        return $isLinkNode(linkNode) ? linkNode.getURL() : null;
      });
      if (url === null || !editor.isEditable()) {
        setLink(null);
        setEditing(false);
        return;
      }
      const rect = selectionRectWithin(anchor);
      setLink((prev) => {
        const next = { url, top: (rect?.bottom ?? 0) + 6, left: rect?.left ?? 0 };
        if (!prev && url === 'https://') {
          setEditing(true);
          setDraft(url);
        }
        return next;
      });
    });
  }, [editor, anchor]);

  useEffect(() => {
    if (editing) inputRef.current?.focus();
  }, [editing]);

  if (!link || !anchor) return null;
  const confirm = () => {
    editor.dispatchCommand(TOGGLE_LINK_COMMAND, sanitizeUrl(draft));
    setEditing(false);
  };
  return createPortal(
    <div className="rt-floating rt-link-editor" style={{ top: link.top, left: link.left }} data-testid="link-editor">
      {editing ? (
        <>
          <input
            ref={inputRef}
            aria-label={RT.toolbar.link}
            value={draft}
            placeholder={RT.link.placeholder}
            onChange={(e) => setDraft(e.target.value)}
            onKeyDown={(e) => {
              if (e.key === 'Enter') {
                e.preventDefault();
                confirm();
              } else if (e.key === 'Escape') {
                e.preventDefault();
                setEditing(false);
              }
            }}
          />
          <button type="button" aria-label={RT.link.save} onClick={confirm}>
            ✓
          </button>
        </>
      ) : (
        <>
          <a className="rt-link" href={sanitizeUrl(link.url)} target="_blank" rel="noopener noreferrer">
            {link.url}
          </a>
          <button
            type="button"
            aria-label={RT.link.edit}
            onClick={() => {
              setDraft(link.url);
              setEditing(true);
            }}
          >
            ✎
          </button>
          <button type="button" aria-label={RT.link.remove} onClick={() => editor.dispatchCommand(TOGGLE_LINK_COMMAND, null)}>
            <TrashIcon />
          </button>
        </>
      )}
    </div>,
    anchor,
  );
}
