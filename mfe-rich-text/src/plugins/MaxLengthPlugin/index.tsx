import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $trimTextContentFromAnchor } from '@lexical/selection';
import { $restoreEditorState } from '@lexical/utils';
import { $getRoot, $getSelection, $isRangeSelection, RootNode, type EditorState } from 'lexical';
import { useEffect } from 'react';

/** Text beyond maxLength characters is cut off as it is typed or pasted. */
export default function MaxLengthPlugin({ maxLength }: { maxLength: number }): null {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    let last: EditorState | null = null;
    return editor.registerNodeTransform(RootNode, (root) => {
      const sel = $getSelection();
      if (!$isRangeSelection(sel) || !sel.isCollapsed()) return;
      const prev = editor.getEditorState();
      const prevSize = prev.read(() => $getRoot().getTextContentSize());
      const size = root.getTextContentSize();
      if (prevSize !== size) {
        const extra = size - maxLength;
        if (extra > 0) {
          if (prevSize === maxLength && last !== prev) {
            last = prev;
            $restoreEditorState(editor, prev);
          } else $trimTextContentFromAnchor(editor, sel.anchor, extra);
        }
      }
    });
  }, [editor, maxLength]);
  return null;
}
