import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getSelection, $isRangeSelection, COPY_COMMAND, CUT_COMMAND, PASTE_COMMAND } from 'lexical';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import { RT } from '../../lib/texts';

/** Right-click menu: copy, cut, paste (clipboard permission needed), delete. */
export default function ContextMenuPlugin({ anchor }: { anchor: HTMLElement | null }) {
  const [editor] = useLexicalComposerContext();
  const [pos, setPos] = useState<{ top: number; left: number } | null>(null);
  useEffect(() => {
    if (!anchor) return;
    const onMenu = (e: MouseEvent) => {
      if (!editor.getRootElement()?.contains(e.target as Node)) return;
      e.preventDefault();
      const host = anchor.getBoundingClientRect();
      setPos({ top: e.clientY - host.top, left: e.clientX - host.left });
    };
    const close = () => setPos(null);
    anchor.addEventListener('contextmenu', onMenu);
    document.addEventListener('click', close);
    return () => {
      anchor.removeEventListener('contextmenu', onMenu);
      document.removeEventListener('click', close);
    };
  }, [editor, anchor]);
  if (!pos || !anchor) return null;
  const paste = async () => {
    try {
      const text = await navigator.clipboard.readText();
      const data = new DataTransfer();
      data.setData('text/plain', text);
      editor.dispatchCommand(PASTE_COMMAND, new ClipboardEvent('paste', { clipboardData: data }));
    } catch {
      window.alert(RT.pasteDenied);
    }
  };
  return createPortal(
    <ul className="rt-menu" role="menu" style={{ top: pos.top, left: pos.left }}>
      <li role="menuitem" onClick={() => editor.dispatchCommand(COPY_COMMAND, null)}>
        {RT.contextMenu.copy}
      </li>
      <li role="menuitem" onClick={() => editor.dispatchCommand(CUT_COMMAND, null)}>
        {RT.contextMenu.cut}
      </li>
      <li role="menuitem" onClick={paste}>
        {RT.contextMenu.paste}
      </li>
      <li
        role="menuitem"
        onClick={() =>
          editor.update(() => {
            const sel = $getSelection();
            if ($isRangeSelection(sel)) sel.removeText();
          })
        }
      >
        {RT.contextMenu.delete}
      </li>
    </ul>,
    anchor,
  );
}
