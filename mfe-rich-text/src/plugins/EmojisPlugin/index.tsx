import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $isCodeNode } from '@lexical/code';
import { $getSelection, $isRangeSelection, TextNode } from 'lexical';
import { useEffect } from 'react';
import { emojiClassName, TEXT_SHORTCUT_KINDS, TEXT_SHORTCUTS } from '../../lib/emoji/emojiRecords';
import { $createEmojiNode, $isEmojiNode, EmojiNode } from '../../nodes/EmojiNode';
import { useEmojiIndex } from '../../lib/emoji/useEmojiIndex';
import { requireNodes } from '../../lib/editor/requireNodes';

const SHORTCUT = /(?:^|\s)(:\)|:D|:\(|<3)$/;
const ALIAS = /:([a-z0-9_+-]+):$/;

/** ":)", ":D", ":(", "<3" and known ":alias:" become emoji as they are typed (not in code). */
export default function EmojisPlugin(): null {
  const [editor] = useLexicalComposerContext();
  requireNodes(editor, 'EmojisPlugin', [EmojiNode]);
  // Until the dataset has loaded only the text shortcuts are replaced.
  const index = useEmojiIndex();
  useEffect(
    () =>
      editor.registerNodeTransform(TextNode, (node) => {
        if (!node.isSimpleText() || $isEmojiNode(node) || $isCodeNode(node.getParent()) || node.hasFormat('code')) return;
        const text = node.getTextContent();
        // Only while typing at the end of this text: loaded content is left as stored.
        const sel = $getSelection();
        if (!$isRangeSelection(sel) || !sel.isCollapsed() || sel.anchor.key !== node.getKey() || sel.anchor.offset !== text.length) return;
        let start = -1;
        let emoji: string | null = null;
        let kind = '';
        const s = SHORTCUT.exec(text);
        if (s) {
          start = text.length - s[1].length;
          emoji = TEXT_SHORTCUTS[s[1]];
          kind = TEXT_SHORTCUT_KINDS[s[1]];
        } else {
          const a = ALIAS.exec(text);
          if (a && index && (emoji = index.forAlias(a[1]))) {
            start = text.length - a[0].length;
            kind = a[1];
          }
        }
        if (!emoji || start < 0) return;
        const [, target] = start === 0 ? [null, node] : node.splitText(start);
        const replaced = $createEmojiNode(emojiClassName(kind), emoji);
        target.replace(replaced);
        replaced.selectNext(0, 0);
      }),
    [editor, index],
  );
  return null;
}
