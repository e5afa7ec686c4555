import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { LexicalTypeaheadMenuPlugin, MenuOption, useBasicTypeaheadTriggerMatch } from '@lexical/react/LexicalTypeaheadMenuPlugin';
import { $getSelection, $insertNodes, $isRangeSelection, type TextNode } from 'lexical';
import { useMemo, useState } from 'react';
import { renderTypeaheadList } from '../../components/TypeaheadList';
import { EMOJI_MENU_MAX, emojiClassName, type EmojiRecord } from '../../lib/emoji/emojiRecords';
import { $createEmojiNode, EmojiNode } from '../../nodes/EmojiNode';
import { useEmojiIndex } from '../../lib/emoji/useEmojiIndex';
import { requireNodes } from '../../lib/editor/requireNodes';

class EmojiOption extends MenuOption {
  constructor(readonly record: EmojiRecord) {
    super(record.aliases[0]);
  }
}

/** ":" followed by letters opens up to 10 matching emoji. */
export default function EmojiPickerPlugin() {
  const [editor] = useLexicalComposerContext();
  requireNodes(editor, 'EmojiPickerPlugin', [EmojiNode]);
  const [query, setQuery] = useState<string | null>(null);
  const trigger = useBasicTypeaheadTriggerMatch(':', { minLength: 1 });
  const index = useEmojiIndex();
  const options = useMemo(
    () => (query === null || !index ? [] : index.search(query, EMOJI_MENU_MAX).map((r) => new EmojiOption(r))),
    [query, index],
  );
  const onSelect = (option: EmojiOption, textNode: TextNode | null, close: () => void) => {
    editor.update(() => {
      const sel = $getSelection();
      if (!$isRangeSelection(sel)) return;
      const emoji = $createEmojiNode(emojiClassName(option.record.aliases[0] ?? ''), option.record.emoji);
      if (textNode) textNode.replace(emoji).selectNext(0, 0);
      else $insertNodes([emoji]);
      close();
    });
  };
  return (
    <LexicalTypeaheadMenuPlugin<EmojiOption>
      onQueryChange={setQuery}
      onSelectOption={onSelect}
      triggerFn={trigger}
      options={options}
      menuRenderFn={(ref, props) => renderTypeaheadList(ref, { ...props, options }, 'emoji-menu', (o) => `${o.record.emoji} :${o.record.aliases[0]}:`)}
    />
  );
}
