import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $insertBlock } from '../../lib/editor/insertBlock';
import { COMMAND_PRIORITY_EDITOR, createCommand, type LexicalCommand } from 'lexical';
import { useEffect } from 'react';
import { $createPageBreakNode, PageBreakNode } from '../../nodes/PageBreakNode';
import { requireNodes } from '../../lib/editor/requireNodes';

export const INSERT_PAGE_BREAK_COMMAND: LexicalCommand<void> = createCommand('INSERT_PAGE_BREAK_COMMAND');

export default function PageBreakPlugin(): null {
  const [editor] = useLexicalComposerContext();
  requireNodes(editor, 'PageBreakPlugin', [PageBreakNode]);
  useEffect(
    () =>
      editor.registerCommand(
        INSERT_PAGE_BREAK_COMMAND,
        () => {
          $insertBlock($createPageBreakNode());
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
    [editor],
  );
  return null;
}
