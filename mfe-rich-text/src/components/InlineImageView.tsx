import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $getNodeByKey } from 'lexical';
import { useState } from 'react';
import type { InlineImagePosition } from '../lib/blocks/imageSize';
import { RT } from '../lib/texts';
import { ImageView, type ImageViewProps } from './ImageView';
import { InlineImageDialog, type InlineImageOptions } from './InlineImageDialog';
import { Modal } from './Modal';

interface Props extends ImageViewProps {
  nodeKey: string;
  position: InlineImagePosition;
}

interface InlineImageHost {
  setOptions(p: Partial<Omit<InlineImageOptions, 'src'>>): void;
}

/** The shared image view plus an edit dialog for alt text, position and the caption switch. */
export function InlineImageView({ position, ...p }: Props) {
  const [editor] = useLexicalComposerContext();
  const [editing, setEditing] = useState(false);
  return (
    <>
      <ImageView
        {...p}
        className="rt-inline-image-view"
        controls={
          <button type="button" className="rt-small-btn" onClick={() => setEditing(true)}>
            {RT.blocks.inlineImageEdit}
          </button>
        }
      />
      {editing && (
        <Modal title={RT.blocks.inlineImageEdit} onClose={() => setEditing(false)}>
          <InlineImageDialog
            initial={{ altText: p.altText, position, showCaption: p.showCaption }}
            onSubmit={({ altText, position: next, showCaption }) => {
              setEditing(false);
              editor.update(() => {
                const node = $getNodeByKey(p.nodeKey);
                if (node && 'setOptions' in node) (node as unknown as InlineImageHost).setOptions({ altText, position: next, showCaption });
              });
            }}
          />
        </Modal>
      )}
    </>
  );
}
