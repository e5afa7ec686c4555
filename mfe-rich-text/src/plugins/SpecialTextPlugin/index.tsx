import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $isCodeNode } from '@lexical/code';
import { TextNode, type LexicalEditor } from 'lexical';
import { useEffect } from 'react';
import { requireNodes } from '../../lib/editor/requireNodes';
import { $createSpecialTextNode, SpecialTextNode } from '../../nodes/SpecialTextNode';

/** `[text]`: an opening bracket, at least one character that is not a bracket, a closing bracket. */
const BRACKETED = /\[([^[\]]+)\]/;

/** Replaces the first bracketed piece of a plain text node; returns the text after it, if any. */
function $replaceBracketed(node: TextNode): TextNode | null {
  const match = BRACKETED.exec(node.getTextContent());
  if (!match) return null;
  const start = match.index;
  const end = start + match[0].length;
  const parts = start === 0 ? node.splitText(end) : node.splitText(start, end);
  const bracketed = start === 0 ? parts[0] : parts[1];
  const rest = start === 0 ? parts[1] : parts[2];
  const special = $createSpecialTextNode(match[1]).setFormat(bracketed.getFormat()).setStyle(bracketed.getStyle());
  // replace() keeps a caret that was on the bracketed text at the end of the highlighted word.
  bracketed.replace(special);
  return rest ?? null;
}

/** Registers the transform: every plain text node is searched for `[text]` as it changes. */
export function registerSpecialText(editor: LexicalEditor): () => void {
  requireNodes(editor, 'SpecialTextPlugin', [SpecialTextNode]);
  return editor.registerNodeTransform(TextNode, (node) => {
    // Brackets in code are code.
    if ($isCodeNode(node.getParent())) return;
    let next: TextNode | null = node;
    // Only simple text: not code, tokens, links' inner text entities or special text itself.
    while (next && next.isSimpleText() && next.isAttached()) next = $replaceBracketed(next);
  });
}

/** Text typed in square brackets becomes a highlighted special text (Lexical's playground has the same). */
export default function SpecialTextPlugin(): null {
  const [editor] = useLexicalComposerContext();
  useEffect(() => registerSpecialText(editor), [editor]);
  return null;
}
