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
import { $createCollapsibleContainerNode, $createCollapsibleContentNode, $createCollapsibleTitleNode, $isCollapsibleContainerNode, $isCollapsibleTitleNode, CollapsibleContainerNode, CollapsibleTitleNode, CollapsibleContentNode } from '../../nodes/CollapsibleNodes';
import { registerCollapsibleRules } from './collapsibleRules';
import { requireNodes } from '../../lib/editor/requireNodes';

/** True when the mouse has just selected text (not collapsed) inside the element. */
function isSelectingWithin(el: Element): boolean {
  const sel = window.getSelection();
  return !!sel && !sel.isCollapsed && !!sel.anchorNode && el.contains(sel.anchorNode);
}

export const INSERT_COLLAPSIBLE_COMMAND: LexicalCommand<void> = createCommand('INSERT_COLLAPSIBLE_COMMAND');

/** Clicks on a title toggle its block (the editor owns the open flag); the structure is kept valid. */
export default function CollapsiblePlugin({ title }: { title?: string }): null {
  const [editor] = useLexicalComposerContext();
  requireNodes(editor, 'CollapsiblePlugin', [CollapsibleContainerNode, CollapsibleTitleNode, CollapsibleContentNode]);
  useEffect(() => {
    const onClick = (e: MouseEvent) => {
      const summary = (e.target as HTMLElement).closest?.('summary.rt-collapsible-title');
      if (!summary || !editor.getRootElement()?.contains(summary)) return;
      // Spec 4.8: a click anywhere on the title toggles the block, in the editor too (the caret is
      // placed as well). A drag that selected part of the title is a selection, not a click.
      e.preventDefault();
      if (isSelectingWithin(summary)) return;
      editor.update(() => {
        const node = $getNearestNodeFromDOMNode(summary);
        const container = $isCollapsibleTitleNode(node) ? node.getParent() : null;
        if ($isCollapsibleContainerNode(container)) container.toggleOpen();
      });
    };
    // The browser opens a closed <details> by itself when find-in-page matches text inside it
    // (spec 4.8): keep the editor's open flag in step. 'toggle' does not bubble: listen in capture.
    const onToggle = (e: Event) => {
      const details = e.target as HTMLElement;
      if (!(details instanceof HTMLDetailsElement) || !details.classList.contains('rt-collapsible')) return;
      const open = details.open;
      editor.update(() => {
        const node = $getNearestNodeFromDOMNode(details);
        if ($isCollapsibleContainerNode(node) && node.getOpen() !== open) node.setOpen(open);
      });
    };
    const unregister = mergeRegister(
      editor.registerRootListener((next, prev) => {
        prev?.removeEventListener('click', onClick);
        prev?.removeEventListener('toggle', onToggle, true);
        next?.addEventListener('click', onClick);
        next?.addEventListener('toggle', onToggle, true);
      }),
      registerCollapsibleRules(editor),
      editor.registerCommand(
        INSERT_COLLAPSIBLE_COMMAND,
        () => {
          editor.update(() => {
            const container = $createCollapsibleContainerNode(true);
            const titleNode = $createCollapsibleTitleNode();
            if (title) titleNode.append($createTextNode(title));
            const content = $createCollapsibleContentNode().append($createParagraphNode());
            container.append(titleNode, content);
            const sel = $getSelection();
            if ($isRangeSelection(sel) || sel === null) $insertNodeToNearestRoot(container);
            titleNode.select();
          });
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
    );
    return () => {
      editor.getRootElement()?.removeEventListener('click', onClick);
      editor.getRootElement()?.removeEventListener('toggle', onToggle, true);
      unregister();
    };
  }, [editor, title]);
  return null;
}
