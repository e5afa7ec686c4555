import { $createParagraphNode, $getRoot, $isElementNode, type LexicalNode } from 'lexical';
import {
  $isCollapsibleContainerNode,
  $isCollapsibleContentNode,
  $isCollapsibleTitleNode,
} from '../../nodes/CollapsibleNodes';
import { COLLAPSIBLE_STRUCTURE_ERRORS } from './collapsibleErrors';

/** The structural error of a collapsible part (spec 8), or null when it sits where it belongs. */
export function $collapsibleStructureError(node: LexicalNode): string | null {
  if ($isCollapsibleTitleNode(node)) {
    if (!$isCollapsibleContainerNode(node.getParent())) return COLLAPSIBLE_STRUCTURE_ERRORS.titleOutside;
    if (!$isCollapsibleContentNode(node.getNextSibling())) return COLLAPSIBLE_STRUCTURE_ERRORS.titleWithoutContent;
  }
  if ($isCollapsibleContentNode(node) && !$isCollapsibleContainerNode(node.getParent())) return COLLAPSIBLE_STRUCTURE_ERRORS.contentOutside;
  return null;
}

/** Unwraps a part left outside a container: a title's text becomes a paragraph, content's blocks stay. */
export function $unwrapCollapsiblePart(part: LexicalNode): void {
  if ($isCollapsibleTitleNode(part)) {
    if (!part.isEmpty()) part.insertBefore($createParagraphNode().append(...part.getChildren()));
    part.remove();
  } else if ($isCollapsibleContentNode(part)) {
    part.getChildren().forEach((child) => part.insertBefore(child));
    part.remove();
  }
}

/** Unwraps a container into its place: parts become plain blocks, other children stay. */
export function $unwrapCollapsibleContainer(container: LexicalNode): void {
  if (!$isElementNode(container)) return;
  for (const child of container.getChildren()) {
    container.insertBefore(child);
    $unwrapCollapsiblePart(child);
  }
  container.remove();
}

/**
 * The viewer's and the loader's repair (spec 8: logged, then repaired): every part outside a
 * container is unwrapped, every container whose title has no content is unwrapped. Returns the
 * errors found, each also logged to the console.
 */
export function $repairCollapsibleStructure(): string[] {
  const found: string[] = [];
  const visit = (node: LexicalNode) => {
    if ($isElementNode(node)) node.getChildren().forEach(visit);
    if (!node.isAttached()) return;
    const error = $collapsibleStructureError(node);
    if (!error) return;
    found.push(error);
    console.error(`rich-text: ${error}; repaired`);
    if (error === COLLAPSIBLE_STRUCTURE_ERRORS.titleWithoutContent) $unwrapCollapsibleContainer(node.getParentOrThrow());
    else $unwrapCollapsiblePart(node);
  };
  visit($getRoot());
  return found;
}
