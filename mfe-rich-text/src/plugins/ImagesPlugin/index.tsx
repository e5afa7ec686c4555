import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $insertNodes, COMMAND_PRIORITY_EDITOR, createCommand, type LexicalCommand, type LexicalEditor } from 'lexical';
import { useEffect, useState } from 'react';
import { RT } from '../../lib/texts';
import { isLocalFileSrc, isSafeImageSrc } from '../../lib/validators/linkUrl';
import { $createImageNode, IMAGE_MAX_WIDTH, type ImagePayload, ImageNode } from '../../nodes/ImageNode';
import { requireNodes } from '../../lib/editor/requireNodes';

export const INSERT_IMAGE_COMMAND: LexicalCommand<ImagePayload> = createCommand('INSERT_IMAGE_COMMAND');

/** By URL (confirm disabled while empty) or by file (disabled until the file is read). */
export function InsertImageDialog({ editor, onClose }: { editor: LexicalEditor; onClose(): void }) {
  const [src, setSrc] = useState('');
  const [fileSrc, setFileSrc] = useState('');
  const [alt, setAlt] = useState('');
  const [caption, setCaption] = useState('');
  const chosen = fileSrc || src.trim();
  const ok = !!chosen && (fileSrc ? true : isSafeImageSrc(src) && !isLocalFileSrc(src));
  return (
    <>
      <label>
        {RT.image.url}
        <input value={src} onChange={(e) => setSrc(e.target.value)} placeholder="https://" />
      </label>
      <input
        type="file"
        accept="image/*,.heic,.heif"
        aria-label={RT.image.insertTitle}
        onChange={(e) => {
          const file = e.target.files?.[0];
          if (!file) return;
          const reader = new FileReader();
          reader.onload = () => typeof reader.result === 'string' && isSafeImageSrc(reader.result) && setFileSrc(reader.result);
          reader.readAsDataURL(file);
        }}
      />
      <label>
        {RT.image.alt}
        <input value={alt} onChange={(e) => setAlt(e.target.value)} />
      </label>
      <label>
        {RT.blocks.imageCaption}
        <input value={caption} onChange={(e) => setCaption(e.target.value)} />
      </label>
      <div className="rt-dialog-actions">
        <button
          type="button"
          disabled={!ok}
          onClick={() => {
            editor.dispatchCommand(INSERT_IMAGE_COMMAND, {
              src: chosen,
              altText: alt,
              maxWidth: IMAGE_MAX_WIDTH,
              showCaption: !!caption.trim(),
              caption: caption.trim(),
            });
            onClose();
          }}
        >
          {RT.image.confirm}
        </button>
      </div>
    </>
  );
}

export default function ImagesPlugin(): null {
  const [editor] = useLexicalComposerContext();
  requireNodes(editor, 'ImagesPlugin', [ImageNode]);
  useEffect(
    () =>
      editor.registerCommand(
        INSERT_IMAGE_COMMAND,
        (payload) => {
          if (isLocalFileSrc(payload.src) || !isSafeImageSrc(payload.src)) return false;
          $insertNodes([$createImageNode(payload)]);
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
    [editor],
  );
  return null;
}
