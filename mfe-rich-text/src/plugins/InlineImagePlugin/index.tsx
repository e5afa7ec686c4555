import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $insertNodes, COMMAND_PRIORITY_EDITOR, createCommand, type LexicalCommand, type LexicalEditor } from 'lexical';
import { useEffect } from 'react';
import { InlineImageDialog } from '../../components/InlineImageDialog';
import { isLocalFileSrc, isSafeImageSrc } from '../../lib/validators/linkUrl';
import { $createInlineImageNode, type InlineImagePayload, InlineImageNode } from '../../nodes/InlineImageNode';
import { requireNodes } from '../../lib/editor/requireNodes';

export const INSERT_INLINE_IMAGE_COMMAND: LexicalCommand<InlineImagePayload> = createCommand('INSERT_INLINE_IMAGE_COMMAND');

export function InsertInlineImageDialog({ editor, onClose }: { editor: LexicalEditor; onClose(): void }) {
  return (
    <InlineImageDialog
      onSubmit={(options) => {
        editor.dispatchCommand(INSERT_INLINE_IMAGE_COMMAND, options);
        onClose();
      }}
    />
  );
}

export default function InlineImagePlugin(): null {
  const [editor] = useLexicalComposerContext();
  requireNodes(editor, 'InlineImagePlugin', [InlineImageNode]);
  useEffect(
    () =>
      editor.registerCommand(
        INSERT_INLINE_IMAGE_COMMAND,
        (payload) => {
          if (isLocalFileSrc(payload.src) || !isSafeImageSrc(payload.src)) return false;
          $insertNodes([$createInlineImageNode(payload)]);
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
    [editor],
  );
  return null;
}
