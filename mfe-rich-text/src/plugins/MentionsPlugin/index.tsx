import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { LexicalTypeaheadMenuPlugin, MenuOption, useBasicTypeaheadTriggerMatch } from '@lexical/react/LexicalTypeaheadMenuPlugin';
import type { TextNode } from 'lexical';
import { useEffect, useMemo, useState } from 'react';
import { renderTypeaheadList } from '../../components/TypeaheadList';
import { lookupMentions, MENTION_QUERY_MAX } from '../../lib/mentions';
import { $createMentionNode, MentionNode } from '../../nodes/MentionNode';
import { requireNodes } from '../../lib/editor/requireNodes';

class MentionOption extends MenuOption {
  constructor(readonly name: string) {
    super(name);
  }
}

/** "@" and a name: up to 5 people after the simulated lookup delay. */
export default function MentionsPlugin() {
  const [editor] = useLexicalComposerContext();
  requireNodes(editor, 'MentionsPlugin', [MentionNode]);
  const [query, setQuery] = useState<string | null>(null);
  const [names, setNames] = useState<string[]>([]);
  const trigger = useBasicTypeaheadTriggerMatch('@', { minLength: 0, maxLength: MENTION_QUERY_MAX });
  useEffect(() => {
    if (query === null) return setNames([]);
    let live = true;
    void lookupMentions(query).then((found) => live && setNames(found));
    return () => {
      live = false;
    };
  }, [query]);
  const options = useMemo(() => names.map((n) => new MentionOption(n)), [names]);
  const onSelect = (option: MentionOption, textNode: TextNode | null, close: () => void) => {
    editor.update(() => {
      const mention = $createMentionNode(option.name);
      if (textNode) textNode.replace(mention);
      mention.select();
      close();
    });
  };
  return (
    <LexicalTypeaheadMenuPlugin<MentionOption>
      onQueryChange={setQuery}
      onSelectOption={onSelect}
      triggerFn={trigger}
      options={options}
      menuRenderFn={(ref, props) => renderTypeaheadList(ref, { ...props, options }, 'mentions-menu', (o) => o.name)}
    />
  );
}
