import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalNodeSelection } from '@lexical/react/useLexicalNodeSelection';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { mergeRegister } from '@lexical/utils';
import {
  $getNodeByKey,
  $getSelection,
  $isNodeSelection,
  CLICK_COMMAND,
  COMMAND_PRIORITY_LOW,
  KEY_BACKSPACE_COMMAND,
  KEY_DELETE_COMMAND,
} from 'lexical';
import { useEffect, useRef, useState, type ReactNode } from 'react';
import { RT } from '../lib/texts';
import { FrameResizeDialog } from './FrameResizeDialog';

interface Props {
  nodeKey: string;
  kind: string;
  /** Present for resizable frames. */
  size?: { width: string; height: string };
  children: ReactNode;
}

interface SizedNode {
  setSize(width: string, height: string): void;
}

/**
 * The frame of an embedded block: selected by a click, deleted with Delete/Backspace while
 * selected; resize and delete controls exist only while the editor is editable.
 */
export function EmbedBlock({ nodeKey, kind, size, children }: Props) {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const [isSelected, setSelected, clearSelection] = useLexicalNodeSelection(nodeKey);
  const [resizing, setResizing] = useState(false);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onDelete = (e: KeyboardEvent | null) => {
      if (!editor.isEditable() || !isSelected || !$isNodeSelection($getSelection())) return false;
      e?.preventDefault();
      $getNodeByKey(nodeKey)?.remove();
      return true;
    };
    return mergeRegister(
      editor.registerCommand(
        CLICK_COMMAND,
        (e) => {
          const target = e.target as HTMLElement;
          if (!editor.isEditable() || !ref.current?.contains(target) || target.closest('button')) return false;
          if (!e.shiftKey) clearSelection();
          setSelected(true);
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
      editor.registerCommand(KEY_DELETE_COMMAND, onDelete, COMMAND_PRIORITY_LOW),
      editor.registerCommand(KEY_BACKSPACE_COMMAND, onDelete, COMMAND_PRIORITY_LOW),
    );
  }, [editor, isSelected, nodeKey, setSelected, clearSelection]);

  const remove = () => editor.update(() => $getNodeByKey(nodeKey)?.remove());
  return (
    <div ref={ref} className={`rt-embed rt-embed--${kind} ${isSelected && editable ? 'rt-embed--selected' : ''}`} data-testid={`embed-${kind}`}>
      {editable && (
        <div className="rt-embed-controls">
          {size && (
            <button type="button" className="rt-small-btn" onClick={() => setResizing(true)}>
              {RT.blocks.resize}
            </button>
          )}
          <button type="button" className="rt-small-btn" onClick={remove}>
            {RT.blocks.delete}
          </button>
        </div>
      )}
      {children}
      {resizing && size && (
        <FrameResizeDialog
          width={size.width}
          height={size.height}
          onClose={() => setResizing(false)}
          onApply={(width, height) =>
            editor.update(() => {
              const node = $getNodeByKey(nodeKey);
              if (node && 'setSize' in node) (node as unknown as SizedNode).setSize(width, height);
            })
          }
        />
      )}
    </div>
  );
}
