import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useEffect, useRef } from 'react';

/** Serializations slower than this (large documents) are coalesced instead of run per keystroke. */
const SLOW_SERIALIZE_MS = 16;
export const EMIT_DELAY_MS = 150;

/**
 * Emits the full editor state as JSON on every content update (selection-only updates skipped).
 * Serializing a 500 KB document costs ~250 ms (bench/richtext.ts): once a serialization is that
 * slow, a burst of keystrokes is coalesced into one emission of the final state after
 * EMIT_DELAY_MS; a pending emission is flushed on unmount, so nothing typed is lost.
 */
export default function OnChangeJsonPlugin({ onChange }: { onChange?(json: string): void }): null {
  const [editor] = useLexicalComposerContext();
  const cb = useRef(onChange);
  cb.current = onChange;
  useEffect(() => {
    let timer: number | null = null;
    let lastCost = 0;
    const emit = () => {
      timer = null;
      const start = performance.now();
      const json = JSON.stringify(editor.getEditorState().toJSON());
      lastCost = performance.now() - start;
      cb.current?.(json);
    };
    const off = editor.registerUpdateListener(({ dirtyElements, dirtyLeaves }) => {
      if (!cb.current || (dirtyElements.size === 0 && dirtyLeaves.size === 0)) return;
      if (timer !== null) window.clearTimeout(timer);
      if (lastCost < SLOW_SERIALIZE_MS) emit();
      else timer = window.setTimeout(emit, EMIT_DELAY_MS);
    });
    return () => {
      off();
      if (timer !== null) {
        window.clearTimeout(timer);
        emit();
      }
    };
  }, [editor]);
  return null;
}
