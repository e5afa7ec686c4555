import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { useLexicalNodeSelection } from '@lexical/react/useLexicalNodeSelection';
import { mergeRegister } from '@lexical/utils';
import {
  $getNodeByKey,
  $getSelection,
  $isNodeSelection,
  CLICK_COMMAND,
  COMMAND_PRIORITY_LOW,
  KEY_BACKSPACE_COMMAND,
  KEY_DELETE_COMMAND,
  type NodeKey,
} from 'lexical';
import { useEffect, useRef } from 'react';
import { OPEN_DRAWING_COMMAND } from '../lib/drawing/commands';
import type { DrawingSize } from '../lib/drawing/drawingData';
import { RT } from '../lib/texts';
import { DrawingImage } from './DrawingImage';

/**
 * A drawing in the document. Editable: a click selects it, Delete/Backspace removes the selected
 * drawing, a double click opens it in the drawing modal. Read-only: only the picture.
 */
export function DrawingView({ nodeKey, data, width, height }: { nodeKey: NodeKey; data: string; width: DrawingSize; height: DrawingSize }) {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const [selected, setSelected, clearSelection] = useLexicalNodeSelection(nodeKey);
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!editable) return;
    const remove = (e: KeyboardEvent) => {
      const sel = $getSelection();
      if (!selected || !$isNodeSelection(sel)) return false;
      e.preventDefault();
      $getNodeByKey(nodeKey)?.remove();
      return true;
    };
    return mergeRegister(
      editor.registerCommand(
        CLICK_COMMAND,
        (e: MouseEvent) => {
          if (!box.current?.contains(e.target as Node)) return false;
          if (!e.shiftKey) clearSelection();
          setSelected(true);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(KEY_DELETE_COMMAND, remove, COMMAND_PRIORITY_LOW),
      editor.registerCommand(KEY_BACKSPACE_COMMAND, remove, COMMAND_PRIORITY_LOW),
    );
  }, [editor, editable, selected, nodeKey, setSelected, clearSelection]);

  return (
    <div
      ref={box}
      className={`rt-drawing-box${selected && editable ? ' selected' : ''}`}
      title={editable ? RT.drawing.editHint : undefined}
      data-testid="drawing"
      onDoubleClick={() => editable && editor.dispatchCommand(OPEN_DRAWING_COMMAND, nodeKey)}
    >
      <DrawingImage data={data} width={width} height={height} />
    </div>
  );
}
