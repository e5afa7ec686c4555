import { AutoLinkNode, LinkNode } from '@lexical/link';
import { $getRoot, createEditor, type Klass, type LexicalEditor, type LexicalNode, type SerializedEditor, type SerializedEditorState } from 'lexical';
import { richTextTheme } from '../lib/theme';
import { EmojiNode } from './EmojiNode';
import { KeywordNode } from './KeywordNode';
import { MentionNode } from './MentionNode';
import { SpecialTextNode } from './SpecialTextNode';

/** What a caption may hold besides paragraphs and text: inline pieces only. */
export const CAPTION_NODES: Klass<LexicalNode>[] = [LinkNode, AutoLinkNode, EmojiNode, KeywordNode, SpecialTextNode, MentionNode];

/** Captions are short: longer old string captions are cut, as before. */
export const CAPTION_MAX_CHARS = 2000;

/** One paragraph holding `text` (empty text: an empty paragraph), as serialized editor state. */
function paragraphState(text: string): SerializedEditorState {
  const children = text
    ? [{ type: 'text', version: 1, text: text.slice(0, CAPTION_MAX_CHARS), detail: 0, format: 0, mode: 'normal', style: '' }]
    : [];
  const paragraph = { type: 'paragraph', version: 1, children, direction: null, format: '', indent: 0, textFormat: 0, textStyle: '' };
  return { root: { type: 'root', version: 1, children: [paragraph], direction: null, format: '', indent: 0 } } as unknown as SerializedEditorState;
}

const isSerializedEditor = (v: unknown): v is SerializedEditor =>
  typeof v === 'object' && v !== null && typeof (v as { editorState?: { root?: unknown } }).editorState?.root === 'object';

/**
 * The nested editor of a caption (spec 3.8: the image's "nested caption", and the same for the
 * inline image's and the sticky note's), filled from stored JSON: a nested editor's state, or an
 * old string caption read as one paragraph. A state that does not fit is logged and read as an
 * empty caption.
 */
export function createCaptionEditor(stored: unknown, namespace = 'rich-text-image-caption'): LexicalEditor {
  const editor = createEditor({
    namespace,
    nodes: CAPTION_NODES,
    theme: richTextTheme,
    onError: (err) => console.error(`${namespace}:`, err),
  });
  let state: SerializedEditorState = paragraphState(typeof stored === 'string' ? stored : '');
  if (isSerializedEditor(stored)) state = stored.editorState as SerializedEditorState;
  try {
    const parsed = editor.parseEditorState(state);
    if (!parsed.isEmpty()) editor.setEditorState(parsed);
  } catch (err) {
    console.warn(`${namespace}: the stored caption does not fit; read as empty`, err);
    editor.setEditorState(editor.parseEditorState(paragraphState('')));
  }
  return editor;
}

/** The caption's text (alt text of exports, tests). */
export const captionText = (caption: LexicalEditor): string => caption.getEditorState().read(() => $getRoot().getTextContent());
