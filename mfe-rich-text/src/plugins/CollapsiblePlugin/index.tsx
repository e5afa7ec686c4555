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
  $isCollapsibleTitleNode,
} from '../../nodes/CollapsibleNodes';
import { registerCollapsibleRules } from './collapsibleRules';

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
      unregister();
    };
  }, [editor, title]);
  return null;
}
