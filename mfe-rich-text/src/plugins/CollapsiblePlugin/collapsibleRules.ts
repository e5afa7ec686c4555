import { $findMatchingParent, mergeRegister } from '@lexical/utils';
import { $getNodeByKey, $getSelection, $isRangeSelection, type LexicalEditor, type LexicalNode, type NodeKey } from 'lexical';
import { CollapsibleStructureError, COLLAPSIBLE_STRUCTURE_ERRORS } from '../../lib/blocks/collapsibleErrors';
import { $collapsibleStructureError, $unwrapCollapsibleContainer, $unwrapCollapsiblePart } from '../../lib/blocks/collapsibleStructure';
import {
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

/**
 * A part out of place (spec 8). In the editor it is a developer error: thrown, so Lexical
 * reports it to the editor's onError and drops the update that made it (stored content is
 * repaired when it is loaded, see ContentPlugin). The read-only viewer logs it and repairs.
 */
function $structureError(editor: LexicalEditor, node: LexicalNode, error: string): void {
  if (editor.isEditable()) throw new CollapsibleStructureError(error);
  console.error(`rich-text viewer: ${error}; repaired`);
  if (error === COLLAPSIBLE_STRUCTURE_ERRORS.titleWithoutContent) $unwrapCollapsibleContainer(node.getParentOrThrow());
  else $unwrapCollapsiblePart(node);
}

/**
 * Collapsible structure rules (spec 4.8, 5, 8): a title or content outside a container, or a
 * title with no content after it, is a structural error (above). A container whose title went
 * (an empty title is removed) or that holds extra blocks is unwrapped. An empty title is
 * removed, except while the caret is in it, so a new or retyped title is not lost mid-edit: it
 * goes once the caret leaves it still empty.
 */
export function registerCollapsibleRules(editor: LexicalEditor): () => void {
  let lastTitle: NodeKey | null = null;
  return mergeRegister(
    editor.registerNodeTransform(CollapsibleContentNode, (node) => {
      const error = $collapsibleStructureError(node);
      if (error) $structureError(editor, node, error);
    }),
    editor.registerNodeTransform(CollapsibleTitleNode, (node) => {
      const error = $collapsibleStructureError(node);
      if (error) $structureError(editor, node, error);
      else if (node.isEmpty() && $selectedTitleKey() !== node.getKey()) node.remove();
    }),
    editor.registerNodeTransform(CollapsibleContainerNode, (node) => {
      const children = node.getChildren();
      const [title, content] = children;
      if (children.length === 2 && $isCollapsibleTitleNode(title) && $isCollapsibleContentNode(content)) return;
      // A title followed by something else is the title transform's error; a container without
      // a title (removed as empty) or with extra blocks is unwrapped.
      if ($isCollapsibleTitleNode(title) && !$isCollapsibleContentNode(content)) {
        $structureError(editor, title, COLLAPSIBLE_STRUCTURE_ERRORS.titleWithoutContent);
        return;
      }
      $unwrapCollapsibleContainer(node);
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
