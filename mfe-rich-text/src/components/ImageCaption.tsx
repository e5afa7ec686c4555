import { ContentEditable } from '@lexical/react/LexicalContentEditable';
import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { LexicalErrorBoundary } from '@lexical/react/LexicalErrorBoundary';
import { HistoryPlugin } from '@lexical/react/LexicalHistoryPlugin';
import { LexicalNestedComposer } from '@lexical/react/LexicalNestedComposer';
import { RichTextPlugin } from '@lexical/react/LexicalRichTextPlugin';
import { $getNodeByKey, HISTORY_MERGE_TAG, type LexicalEditor } from 'lexical';
import { useEffect } from 'react';
import { RT } from '../lib/texts';
import { captionText } from '../nodes/imageCaption';

/**
 * A caption edit is an edit of the document: the image node is marked changed in the outer
 * editor, so its JSON (which holds the caption's state) is emitted and saved.
 */
function CaptionChangePlugin({ outer, nodeKey }: { outer: LexicalEditor; nodeKey: string }): null {
  const [caption] = useLexicalComposerContext();
  useEffect(() => {
    let last = JSON.stringify(caption.getEditorState().toJSON());
    return caption.registerUpdateListener(({ editorState, dirtyElements, dirtyLeaves }) => {
      if (dirtyElements.size === 0 && dirtyLeaves.size === 0) return;
      const now = JSON.stringify(editorState.toJSON());
      if (now === last) return;
      last = now;
      outer.update(() => $getNodeByKey(nodeKey)?.markDirty(), { tag: HISTORY_MERGE_TAG });
    });
  }, [caption, outer, nodeKey]);
  return null;
}

interface Props {
  caption: LexicalEditor;
  nodeKey?: string;
  editable: boolean;
  /** The field's name for screen readers, and its look: an image's caption unless told. */
  label?: string;
  className?: string;
  placeholderText?: string;
  testId?: string;
}

/**
 * A caption as a nested editor (the image's, the inline image's, the sticky note's), editable
 * with the outer one; an empty caption is not shown read-only.
 */
export function ImageCaption({ caption, nodeKey, editable, label = RT.blocks.imageCaption, className = 'rt-image-caption rt-image-caption-editor', placeholderText = RT.blocks.imageCaptionPlaceholder, testId = 'image-caption' }: Props) {
  const [outer] = useLexicalComposerContext();
  if (!editable && !captionText(caption).trim()) return null;
  return (
    <span className="rt-image-caption-box" data-testid={testId}>
      <LexicalNestedComposer initialEditor={caption}>
        <RichTextPlugin
          contentEditable={<ContentEditable className={className} aria-label={label} />}
          placeholder={(isEditable) => (isEditable ? <span className="rt-image-caption-placeholder">{placeholderText}</span> : null)}
          ErrorBoundary={LexicalErrorBoundary}
        />
        <HistoryPlugin />
        {nodeKey && <CaptionChangePlugin outer={outer} nodeKey={nodeKey} />}
      </LexicalNestedComposer>
    </span>
  );
}
