import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getRoot } from 'lexical';
import { useEffect } from 'react';

/** Above this many top-level blocks the editor skips rendering work for blocks off screen. */
export const LARGE_DOCUMENT_BLOCKS = 300;

/**
 * Marks a large document's content element (class rt-large-doc, CSS content-visibility on its
 * blocks). Chromium recomputes the text-input state of a focused contenteditable from its
 * whole text on every keystroke (about 150 ms at 500 KB); blocks skipped by content-visibility
 * are left out of that walk. Small documents render as before.
 */
export default function LargeDocumentPlugin(): null {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        const large = editorState.read(() => $getRoot().getChildrenSize()) > LARGE_DOCUMENT_BLOCKS;
        editor.getRootElement()?.classList.toggle('rt-large-doc', large);
      }),
    [editor],
  );
  return null;
}
