import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $insertBlock } from '../../lib/editor/insertBlock';
import { COMMAND_PRIORITY_EDITOR, createCommand, type LexicalCommand } from 'lexical';
import { useEffect } from 'react';
import { $createHtmlBlockNode, HtmlBlockNode } from '../../nodes/HtmlBlockNode';
import { requireNodes } from '../../lib/editor/requireNodes';

export const INSERT_HTML_COMMAND: LexicalCommand<string> = createCommand('INSERT_HTML_COMMAND');

export default function HtmlBlockPlugin(): null {
  const [editor] = useLexicalComposerContext();
  requireNodes(editor, 'HtmlBlockPlugin', [HtmlBlockNode]);
  useEffect(
    () =>
      editor.registerCommand(
        INSERT_HTML_COMMAND,
        (html) => {
          if (!html.trim()) return false;
          $insertBlock($createHtmlBlockNode(html));
          return true;
        },
        COMMAND_PRIORITY_EDITOR,
      ),
    [editor],
  );
  return null;
}
