import { $findMatchingParent, mergeRegister } from '@lexical/utils';
import { $createParagraphNode, $getNodeByKey, $getSelection, $isRangeSelection, type LexicalEditor, type LexicalNode, type NodeKey } from 'lexical';
import {
  $isCollapsibleContainerNode,
  $isCollapsibleContentNode,
  $isCollapsibleTitleNode,
  CollapsibleContainerNode,
  CollapsibleContentNode,
  CollapsibleTitleNode,
} from '../../nodes/CollapsibleNodes';

/** The title the caret is in, if any. */
function $selectedTitleKey(): NodeKey | null {
  const sel = $getSelection();
  if (!$isRangeSelection(sel)) return null;
  return $findMatchingParent(sel.anchor.getNode(), $isCollapsibleTitleNode)?.getKey() ?? null;
}

/** Unwraps a part left outside a container: a title's text becomes a paragraph, content's blocks stay. */
function $unwrapPart(part: LexicalNode) {
  if ($isCollapsibleTitleNode(part)) {
    if (!part.isEmpty()) part.insertBefore($createParagraphNode().append(...part.getChildren()));
    part.remove();
  } else if ($isCollapsibleContentNode(part)) {
    part.getChildren().forEach((c) => part.insertBefore(c));
    part.remove();
  }
}

/**
 * Collapsible structure rules (spec 4.8, 5, 8): a container holds exactly a title and a content
 * block, else it is unwrapped; a title or content outside a container is unwrapped; an empty
 * title is removed (which unwraps its container), except while the caret is in it, so a new or
 * retyped title is not lost mid-edit: it goes once the caret leaves it still empty.
 */
export function registerCollapsibleRules(editor: LexicalEditor): () => void {
  let lastTitle: NodeKey | null = null;
  return mergeRegister(
    editor.registerNodeTransform(CollapsibleContentNode, (node) => {
      if (!$isCollapsibleContainerNode(node.getParent())) $unwrapPart(node);
    }),
    editor.registerNodeTransform(CollapsibleTitleNode, (node) => {
      if (!$isCollapsibleContainerNode(node.getParent())) $unwrapPart(node);
      else if (node.isEmpty() && $selectedTitleKey() !== node.getKey()) node.remove();
    }),
    editor.registerNodeTransform(CollapsibleContainerNode, (node) => {
      const children = node.getChildren();
      const [title, content] = children;
      if (children.length === 2 && $isCollapsibleTitleNode(title) && $isCollapsibleContentNode(content)) return;
      children.forEach((c) => {
        if ($isCollapsibleTitleNode(c) || $isCollapsibleContentNode(c)) {
          node.insertBefore(c);
          $unwrapPart(c);
        } else node.insertBefore(c);
      });
      node.remove();
    }),
    editor.registerUpdateListener(({ editorState }) => {
      const [current, left] = editorState.read(() => {
        const key = $selectedTitleKey();
        const prev = lastTitle && lastTitle !== key ? $getNodeByKey(lastTitle) : null;
        return [key, $isCollapsibleTitleNode(prev) && prev.isAttached() && prev.isEmpty() ? prev.getKey() : null];
      });
      lastTitle = current;
      if (left && editor.isEditable()) {
        editor.update(() => $getNodeByKey(left)?.remove(), { tag: 'history-merge' });
      }
    }),
  );
}
