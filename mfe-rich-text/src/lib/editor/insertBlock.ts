import { $insertNodeToNearestRoot } from '@lexical/utils';
import { $createParagraphNode, $getSelection, $isParagraphNode, $isRangeSelection, type LexicalNode } from 'lexical';

/**
 * Inserts a top-level block (taking the place of an empty paragraph under the caret) and leaves
 * the caret in a paragraph after it; one is added at the end of the document.
 */
export function $insertBlock(node: LexicalNode): void {
  const sel = $getSelection();
  const current = $isRangeSelection(sel) ? sel.anchor.getNode().getTopLevelElement() : null;
  if ($isParagraphNode(current) && current.isEmpty() && current.getParent()?.getKey() === 'root') current.replace(node);
  else $insertNodeToNearestRoot(node);
  const top = node.getTopLevelElement() ?? node;
  let next = top.getNextSibling();
  if (!next) {
    next = $createParagraphNode();
    top.insertAfter(next);
  }
  if ('selectStart' in next) (next as unknown as { selectStart(): void }).selectStart();
}
