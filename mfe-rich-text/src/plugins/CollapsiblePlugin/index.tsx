import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $insertNodeToNearestRoot, mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $createTextNode,
  $getNearestNodeFromDOMNode,
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_EDITOR,
  createCommand,
  type LexicalCommand,
} from 'lexical';
import { useEffect } from 'react';
import {
  $createCollapsibleContainerNode,
  $createCollapsibleContentNode,
  $createCollapsibleTitleNode,
  $isCollapsibleContainerNode,
  $isCollapsibleContentNode,
  $isCollapsibleTitleNode,
  CollapsibleContainerNode,
  CollapsibleContentNode,
  CollapsibleTitleNode,
} from '../../nodes/CollapsibleNodes';

export const INSERT_COLLAPSIBLE_COMMAND: LexicalCommand<void> = createCommand('INSERT_COLLAPSIBLE_COMMAND');

/** Title clicks toggle the block (the editor owns the open flag); the structure is kept valid. */
export default function CollapsiblePlugin({ title }: { title?: string }): null {
  const [editor] = useLexicalComposerContext();
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const summary = (e.target as HTMLElement).closest?.('summary.rt-collapsible-title');
      if (!summary || !editor.getRootElement()?.contains(summary)) return;
      // Clicks inside the title text only place the caret when editing; the marker area toggles.
      const rect = summary.getBoundingClientRect();
      const onMarker = e.clientX - rect.left < 28;
      if (editor.isEditable() && !onMarker) {
        e.preventDefault();
        return;
      }
      e.preventDefault();
      editor.update(() => {
        const node = $getNearestNodeFromDOMNode(summary);
        const container = $isCollapsibleTitleNode(node) ? node.getParent() : null;
        if ($isCollapsibleContainerNode(container)) container.toggleOpen();
      });
    };
    const unregister = mergeRegister(
      editor.registerRootListener((next, prev) => {
        prev?.removeEventListener('click', onClick);
        next?.addEventListener('click', onClick);
      }),
      // A content or title outside a container, or a container without both parts, is unwrapped.
      editor.registerNodeTransform(CollapsibleContentNode, (node) => {
        if (!$isCollapsibleContainerNode(node.getParent())) {
          node.getChildren().forEach((c) => node.insertBefore(c));
          node.remove();
        }
      }),
      editor.registerNodeTransform(CollapsibleTitleNode, (node) => {
        if (!$isCollapsibleContainerNode(node.getParent())) {
          node.replace($createParagraphNode().append(...node.getChildren()));
        }
      }),
      editor.registerNodeTransform(CollapsibleContainerNode, (node) => {
        const [a, b] = node.getChildren();
        if (!$isCollapsibleTitleNode(a) || !$isCollapsibleContentNode(b) || node.getChildrenSize() !== 2) {
          node.getChildren().forEach((c) => {
            if ($isCollapsibleContentNode(c) || $isCollapsibleTitleNode(c)) node.insertBefore($createParagraphNode().append(...c.getChildren()));
            else node.insertBefore(c);
          });
          node.remove();
        }
      }),
      editor.registerCommand(
        INSERT_COLLAPSIBLE_COMMAND,
        () => {
          editor.update(() => {
            const container = $createCollapsibleContainerNode(true);
            const titleNode = $createCollapsibleTitleNode().append($createTextNode(title ?? ''));
            const content = $createCollapsibleContentNode().append($createParagraphNode());
            container.append(titleNode, content);
            const sel = $getSelection();
            if ($isRangeSelection(sel) || sel === null) $insertNodeToNearestRoot(container);
            titleNode.selectEnd();
          });
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
    );
    return () => {
      editor.getRootElement()?.removeEventListener('click', onClick);
      unregister();
    };
  }, [editor, title]);
  return null;
}
