import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getRoot, COMMAND_PRIORITY_EDITOR, createCommand, type LexicalCommand, type LexicalEditor } from 'lexical';
import { useEffect } from 'react';
import { STICKY_WIDTH } from '../../lib/blocks/sticky';
import { $createStickyNode, StickyNode } from '../../nodes/StickyNode';
import { requireNodes } from '../../lib/editor/requireNodes';

export const INSERT_STICKY_COMMAND: LexicalCommand<void> = createCommand('INSERT_STICKY_COMMAND');

/** A new note goes to the right edge of the content, level with the caret. */
function initialOffset(editor: LexicalEditor): { x: number; y: number } {
  const root = editor.getRootElement();
  if (!root) return { x: 0, y: 0 };
  const box = root.getBoundingClientRect();
  const sel = window.getSelection();
  const caret = sel && sel.rangeCount && root.contains(sel.anchorNode) ? sel.getRangeAt(0).getBoundingClientRect() : null;
  const y = caret && caret.height ? caret.top - box.top : 8;
  return { x: Math.max(0, root.clientWidth - STICKY_WIDTH - 16), y: Math.max(0, y) };
}

export default function StickyPlugin(): null {
  const [editor] = useLexicalComposerContext();
  requireNodes(editor, 'StickyPlugin', [StickyNode]);
  useEffect(
    () =>
      editor.registerCommand(
        INSERT_STICKY_COMMAND,
        () => {
          const { x, y } = initialOffset(editor);
          // The note floats over the text, so its place in the tree does not matter: it goes first
          // and the caret stays where it was.
          const root = $getRoot();
          const sticky = $createStickyNode(x, y, 'yellow');
          const first = root.getFirstChild();
          if (first) first.insertBefore(sticky);
          else root.append(sticky);
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
    [editor],
  );
  return null;
}
