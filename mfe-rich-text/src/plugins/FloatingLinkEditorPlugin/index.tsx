import { TrashIcon } from '../../components/Icons';
import { $isLinkNode, TOGGLE_LINK_COMMAND } from '@lexical/link';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $findMatchingParent } from '@lexical/utils';
import {
  $createTextNode,
  $getSelection,
  $insertNodes,
  $isRangeSelection,
  $setSelection,
  COMMAND_PRIORITY_EDITOR,
  type BaseSelection,
} from 'lexical';
import { useCallback, useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { selectionRectWithin } from '../../lib/editor/selectionRect';
import { RT } from '../../lib/texts';
import { normalizeLinkInput, sanitizeUrl } from '../../lib/validators/linkUrl';
import { OPEN_LINK_EDITOR_COMMAND } from './command';

type Place = { top: number; left: number };
/** View: the caret is in a link. Edit: a new link for the saved selection, or a new address for an existing one. */
type Mode = { kind: 'view'; url: string; place: Place } | { kind: 'edit'; selection: BaseSelection | null; existing: boolean; place: Place };

function placeBelowSelection(anchor: HTMLElement): Place {
  const rect = selectionRectWithin(anchor);
  return { top: (rect?.bottom ?? 0) + 6, left: Math.max(0, rect?.left ?? 0) };
}

/**
 * The link editor: the toolbar's link button, Ctrl/Cmd+K and the format bar open it (OPEN_LINK_EDITOR_COMMAND)
 * to type an address for the selected text (or, with nothing selected, a link whose text is the address).
 * With the caret in a link it shows the address with edit and remove. Enter confirms, Escape cancels;
 * an address that cannot be a link (spec 5's protocols) keeps the field open with a message.
 */
export default function FloatingLinkEditorPlugin({ anchor }: { anchor: HTMLElement | null }) {
  const [editor] = useLexicalComposerContext();
  const [mode, setMode] = useState<Mode | null>(null);
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  // The update listener must not close the field while someone types into it.
  const editingRef = useRef(false);
  editingRef.current = mode?.kind === 'edit';

  /** View mode while the caret is in a link, else nothing (unless the field is open). */
  const showLinkUnderCaret = useCallback(() => {
    if (!anchor || editingRef.current) return;
    const url = editor.getEditorState().read(() => {
      const sel = $getSelection();
      if (!$isRangeSelection(sel)) return null;
      const linkNode = $findMatchingParent(sel.anchor.getNode(), $isLinkNode);
      return $isLinkNode(linkNode) ? linkNode.getURL() : null;
    });
    setMode(url === null || !editor.isEditable() ? null : { kind: 'view', url, place: placeBelowSelection(anchor) });
  }, [editor, anchor]);

  useEffect(() => {
    if (!anchor) return;
    const offUpdate = editor.registerUpdateListener(showLinkUnderCaret);
    const offCommand = editor.registerCommand(
      OPEN_LINK_EDITOR_COMMAND,
      () => {
        if (!editor.isEditable()) return false;
        const current = editor.getEditorState().read(() => {
          const sel = $getSelection();
          const linkNode = $isRangeSelection(sel) ? $findMatchingParent(sel.anchor.getNode(), $isLinkNode) : null;
          return { selection: sel ? sel.clone() : null, url: $isLinkNode(linkNode) ? linkNode.getURL() : null };
        });
        setDraft(current.url ?? '');
        setInvalid(false);
        setMode({ kind: 'edit', selection: current.selection, existing: current.url !== null, place: placeBelowSelection(anchor) });
        return true;
      },
      COMMAND_PRIORITY_EDITOR,
    );
    return () => {
      offUpdate();
      offCommand();
    };
  }, [editor, anchor, showLinkUnderCaret]);

  useEffect(() => {
    if (mode?.kind === 'edit') inputRef.current?.focus();
  }, [mode?.kind]);

  if (!mode || !anchor) return null;

  const finish = () => {
    editingRef.current = false;
    setMode(null);
    showLinkUnderCaret();
    editor.focus();
  };
  const confirm = () => {
    if (mode.kind !== 'edit') return;
    const url = normalizeLinkInput(draft);
    if (!url) {
      setInvalid(true);
      inputRef.current?.focus();
      return;
    }
    const saved = mode.selection;
    editor.update(() => {
      if (saved) $setSelection(saved.clone());
      const sel = $getSelection();
      if ($isRangeSelection(sel) && sel.isCollapsed() && !mode.existing) {
        // Nothing selected: the address itself becomes the link's text.
        const text = $createTextNode(url);
        $insertNodes([text]);
        text.select(0, url.length);
      }
      editor.dispatchCommand(TOGGLE_LINK_COMMAND, url);
    });
    finish();
  };
  const edit = (url: string) => {
    const selection = editor.getEditorState().read(() => $getSelection()?.clone() ?? null);
    setDraft(url);
    setInvalid(false);
    setMode({ kind: 'edit', selection, existing: true, place: mode.place });
  };

  return createPortal(
    <div className="rt-floating rt-link-editor" style={{ top: mode.place.top, left: mode.place.left }} data-testid="link-editor">
      {mode.kind === 'edit' ? (
        <>
          <div className="rt-link-field">
            <input
              ref={inputRef}
              type="url"
              aria-label={RT.link.url}
              aria-invalid={invalid}
              aria-describedby={invalid ? 'rt-link-invalid' : undefined}
              value={draft}
              placeholder={RT.link.placeholder}
              onChange={(e) => {
                setDraft(e.target.value);
                setInvalid(false);
              }}
              onKeyDown={(e) => {
                if (e.key === 'Enter') {
                  e.preventDefault();
                  confirm();
                } else if (e.key === 'Escape') {
                  e.preventDefault();
                  e.stopPropagation();
                  finish();
                }
              }}
            />
            {invalid && (
              <span id="rt-link-invalid" className="rt-link-invalid" role="alert">
                {RT.link.invalid}
              </span>
            )}
          </div>
          <button type="button" aria-label={RT.link.save} onClick={confirm}>
            ✓
          </button>
          <button type="button" aria-label={RT.link.cancel} onClick={finish}>
            ✕
          </button>
        </>
      ) : (
        <>
          <a className="rt-link" href={sanitizeUrl(mode.url)} target="_blank" rel="noopener noreferrer">
            {mode.url}
          </a>
          <button type="button" aria-label={RT.link.edit} onClick={() => edit(mode.url)}>
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
