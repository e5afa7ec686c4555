import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { BLUR_COMMAND, COMMAND_PRIORITY_LOW } from 'lexical';
import { useEffect, useRef } from 'react';
import { createIncrementalJson } from '../../lib/editor/incrementalJson';

/** Serializations slower than this are coalesced instead of run per keystroke. */
const SLOW_SERIALIZE_MS = 16;
export const EMIT_DELAY_MS = 150;

/**
 * Emits the full editor state as JSON on every content update (selection-only updates skipped).
 * Unchanged top-level blocks are reused from the previous emission (lib/editor/incrementalJson):
 * one keystroke in a 500 KB document costs a few ms instead of ~150 ms for a full export. If an
 * emission is still slow, a burst of updates is coalesced into one emission after EMIT_DELAY_MS;
 * a pending emission is flushed when the editor loses focus (a click on a Save button blurs it
 * first) and on unmount, so nothing typed is lost.
 */
export default function OnChangeJsonPlugin({ onChange }: { onChange?(json: string): void }): null {
  const [editor] = useLexicalComposerContext();
  const cb = useRef(onChange);
  cb.current = onChange;
  useEffect(() => {
    const json = createIncrementalJson();
    let timer: number | null = null;
    let lastCost = 0;
    const emit = () => {
      timer = null;
      const start = performance.now();
      const text = json.stringify(editor.getEditorState());
      lastCost = performance.now() - start;
      cb.current?.(text);
    };
    const off = editor.registerUpdateListener((u) => {
      if (!cb.current || (u.dirtyElements.size === 0 && u.dirtyLeaves.size === 0)) return;
      json.invalidate(u);
      if (timer !== null) window.clearTimeout(timer);
      if (lastCost < SLOW_SERIALIZE_MS) emit();
      else timer = window.setTimeout(emit, EMIT_DELAY_MS);
    });
    const flush = () => {
      if (timer !== null) {
        window.clearTimeout(timer);
        emit();
      }
      return false;
    };
    const offBlur = editor.registerCommand(BLUR_COMMAND, flush, COMMAND_PRIORITY_LOW);
    return () => {
      off();
      offBlur();
      if (timer !== null) {
        window.clearTimeout(timer);
        emit();
      }
    };
  }, [editor]);
  return null;
}
