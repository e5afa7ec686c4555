import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { mergeRegister } from '@lexical/utils';
import {
  $getSelection,
  $isRangeSelection,
  $isTextNode,
  COMMAND_PRIORITY_LOW,
  KEY_ARROW_RIGHT_COMMAND,
  KEY_TAB_COMMAND,
} from 'lexical';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { AUTOCOMPLETE_LATENCY_MS, suggestCompletion } from '../../lib/autocomplete';
import { selectionRectWithin } from '../../lib/editor/selectionRect';
import { addSwipeRightListener } from '../../lib/swipe';

/**
 * While the caret ends a word, a completion is looked up (with the spec's simulated latency) and
 * shown as a grey hint; Tab, the right arrow or a right swipe on a touch screen accepts it; any
 * text change dismisses it.
 */
export default function AutocompletePlugin({ anchor }: { anchor: HTMLElement | null }) {
  const [editor] = useLexicalComposerContext();
  const [hint, setHint] = useState<{ text: string; top: number; left: number } | null>(null);
  const hintRef = useRef(hint);
  hintRef.current = hint;
  useEffect(() => {
    if (!anchor) return;
    let timer = 0;
    let request = 0;
    let previousSwipe: (() => void) | null = null;
    const accept = (e: KeyboardEvent | TouchEvent | null) => {
      const h = hintRef.current;
      if (!h) return false;
      e?.preventDefault();
      editor.update(() => {
        const sel = $getSelection();
        if ($isRangeSelection(sel)) sel.insertText(h.text);
      });
      setHint(null);
      return true;
    };
    return mergeRegister(
      editor.registerUpdateListener(({ editorState, dirtyLeaves }) => {
        window.clearTimeout(timer);
        const word = editorState.read(() => {
          const sel = $getSelection();
          if (!$isRangeSelection(sel) || !sel.isCollapsed()) return null;
          const node = sel.anchor.getNode();
          if (!$isTextNode(node) || sel.anchor.offset !== node.getTextContentSize()) return null;
          const m = /([A-Za-z]+)$/.exec(node.getTextContent());
          return m ? m[1] : null;
        });
        if (dirtyLeaves.size > 0 || !word) setHint(null);
        if (!word || dirtyLeaves.size === 0) return;
        const id = ++request;
        timer = window.setTimeout(() => {
          if (id !== request) return;
          const text = suggestCompletion(word);
          const rect = selectionRectWithin(anchor);
          if (text && rect) setHint({ text, top: rect.top, left: rect.left });
        }, AUTOCOMPLETE_LATENCY_MS);
      }),
      editor.registerCommand(KEY_TAB_COMMAND, accept, COMMAND_PRIORITY_LOW),
      editor.registerCommand(KEY_ARROW_RIGHT_COMMAND, accept, COMMAND_PRIORITY_LOW),
      editor.registerRootListener((root) => {
        previousSwipe?.();
        previousSwipe = root ? addSwipeRightListener(root, accept) : null;
      }),
      () => previousSwipe?.(),
      () => window.clearTimeout(timer),
    );
  }, [editor, anchor]);
  if (!hint || !anchor) return null;
  return createPortal(
    <span className="rt-autocomplete" data-testid="autocomplete-hint" style={{ position: 'absolute', top: hint.top, left: hint.left, color: '#aaa', pointerEvents: 'none' }}>
      {hint.text}
    </span>,
    anchor,
  );
}
