import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $insertNodeToNearestRoot } from '@lexical/utils';
import { $getNodeByKey, COMMAND_PRIORITY_EDITOR, type NodeKey } from 'lexical';
import { useEffect, useState } from 'react';
import { DrawingModal } from '../../components/DrawingModal';
import { OPEN_DRAWING_COMMAND } from '../../lib/drawing/commands';
import { EMPTY_DRAWING_DATA } from '../../lib/drawing/drawingData';
import { $createDrawingNode, $isDrawingNode, DrawingNode } from '../../nodes/DrawingNode';
import { requireNodes } from '../../lib/editor/requireNodes';

export { OPEN_DRAWING_COMMAND };

/** Opens the drawing modal for a new drawing or an existing one; Save inserts or updates the node. */
export default function DrawingPlugin() {
  const [editor] = useLexicalComposerContext();
  const [editing, setEditing] = useState<{ key: NodeKey | null; data: string } | null>(null);

  useEffect(() => {
    requireNodes(editor, 'DrawingPlugin', [DrawingNode]);
    return editor.registerCommand(
      OPEN_DRAWING_COMMAND,
      (key) => {
        const data = key ? editor.getEditorState().read(() => $getNodeByKey(key)) : null;
        setEditing({ key, data: $isDrawingNode(data) ? data.__data : EMPTY_DRAWING_DATA });
        return true;
      },
      COMMAND_PRIORITY_EDITOR,
    );
  }, [editor]);

  if (!editing) return null;
  const close = () => {
    setEditing(null);
    editor.focus();
  };
  return (
    <DrawingModal
      data={editing.data}
      onClose={close}
      onSave={(data) => {
        editor.update(() => {
          const node = editing.key ? $getNodeByKey(editing.key) : null;
          if ($isDrawingNode(node)) {
            if (data === null) node.remove();
            else node.setData(data);
          } else if (data !== null) $insertNodeToNearestRoot($createDrawingNode(data));
        });
        close();
      }}
    />
  );
}
