import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { DRAG_DROP_PASTE } from '@lexical/rich-text';
import { COMMAND_PRIORITY_LOW } from 'lexical';
import { useEffect } from 'react';
import { acceptedImageType, readImageFiles } from '../../lib/images/imageFiles';
import { IMAGE_MAX_WIDTH } from '../../nodes/ImageNode';
import { INSERT_IMAGE_COMMAND } from '../ImagesPlugin';

/**
 * Spec 5: image files dropped on the editor or pasted into it are inserted as image blocks (the
 * rich-text plugin turns a file drop or paste into DRAG_DROP_PASTE). Other files are left alone.
 */
export default function DragDropPastePlugin(): null {
  const [editor] = useLexicalComposerContext();
  useEffect(
    () =>
      editor.registerCommand(
        DRAG_DROP_PASTE,
        (files) => {
          if (!editor.isEditable() || !files.some((file) => acceptedImageType(file))) return false;
          readImageFiles(files)
            .then((images) => {
              for (const { name, src } of images) {
                editor.dispatchCommand(INSERT_IMAGE_COMMAND, { src, altText: name, maxWidth: IMAGE_MAX_WIDTH, showCaption: false, caption: '' });
              }
            })
            .catch((error: unknown) => console.error('rich-text: a dropped image could not be read', error));
          return true;
        },
        COMMAND_PRIORITY_LOW,
      ),
    [editor],
  );
  return null;
}
