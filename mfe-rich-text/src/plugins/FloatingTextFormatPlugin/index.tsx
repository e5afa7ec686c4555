import { TOGGLE_LINK_COMMAND } from '@lexical/link';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $isCodeHighlightNode } from '@lexical/code';
import { $getSelection, $isRangeSelection, $isTextNode, FORMAT_TEXT_COMMAND, type TextFormatType } from 'lexical';
import { useEffect, useState, type ReactNode } from 'react';
import { LinkIcon } from '../../components/Icons';
import { createPortal } from 'react-dom';
import { useToolbarState } from '../../context/ToolbarContext';
import { selectionRectWithin } from '../../lib/editor/selectionRect';
import { RT } from '../../lib/texts';
import { OPEN_LINK_EDITOR_COMMAND } from '../FloatingLinkEditorPlugin/command';

/** A small format bar over a non-empty text selection. */
export default function FloatingTextFormatPlugin({ anchor }: { anchor: HTMLElement | null }) {
  const [editor] = useLexicalComposerContext();
  const { state } = useToolbarState();
  const [pos, setPos] = useState<{ top: number; left: number } | null>(null);
  useEffect(() => {
    if (!anchor) return;
    const refresh = () => {
      const show = editor.getEditorState().read(() => {
        const sel = $getSelection();
        if (!$isRangeSelection(sel) || sel.isCollapsed() || sel.getTextContent() === '') return false;
        const node = sel.anchor.getNode();
        return $isTextNode(node) && !$isCodeHighlightNode(node);
      });
      const rect = show && editor.isEditable() ? selectionRectWithin(anchor) : null;
      // Above the selection; below it when the selection is at the top (never over the text).
      setPos(rect ? { top: rect.top >= 44 ? rect.top - 44 : rect.bottom + 8, left: rect.left } : null);
    };
    const offUpdate = editor.registerUpdateListener(refresh);
    document.addEventListener('selectionchange', refresh);
    return () => {
      offUpdate();
      document.removeEventListener('selectionchange', refresh);
    };
  }, [editor, anchor]);
  if (!pos || !anchor) return null;
  const btn = (f: TextFormatType, label: string, active: boolean, text: ReactNode) => (
    <button
      type="button"
      aria-label={label}
      className={active ? 'active' : ''}
      onMouseDown={(e) => e.preventDefault()}
      onClick={() => editor.dispatchCommand(FORMAT_TEXT_COMMAND, f)}
    >
      {text}
    </button>
  );
  return createPortal(
    <div className="rt-floating rt-floating-format" style={{ top: pos.top, left: pos.left }} data-testid="floating-format">
      {btn('bold', RT.toolbar.bold, state.isBold, <b>B</b>)}
      {btn('italic', RT.toolbar.italic, state.isItalic, <i>I</i>)}
      {btn('underline', RT.toolbar.underline, state.isUnderline, <u>U</u>)}
      {btn('strikethrough', RT.toolbar.strikethrough, state.isStrikethrough, <s>S</s>)}
      {btn('code', RT.toolbar.code, state.isCode, '</>')}
      <button
        type="button"
        aria-label={RT.toolbar.link}
        className={state.isLink ? 'active' : ''}
        onMouseDown={(e) => e.preventDefault()}
        onClick={() => (state.isLink ? editor.dispatchCommand(TOGGLE_LINK_COMMAND, null) : editor.dispatchCommand(OPEN_LINK_EDITOR_COMMAND, undefined))}
      >
        <LinkIcon />
      </button>
    </div>,
    anchor,
  );
}
