import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { LexicalTypeaheadMenuPlugin, MenuOption, useBasicTypeaheadTriggerMatch } from '@lexical/react/LexicalTypeaheadMenuPlugin';
import { $getSelection, $isRangeSelection, $isTextNode, type TextNode } from 'lexical';
import { useMemo, useState } from 'react';
import { createPortal } from 'react-dom';
import type { BlockType } from '../../context/ToolbarContext';
import { applyBlockType } from '../../lib/editor/blockFormat';
import { RT } from '../../lib/texts';
import { parseSlashTableSize } from '../../lib/validators/tableSize';
import { insertTable } from '../TablePlugin';
import { useInsertBlock, type InsertKind } from '../ToolbarPlugin';

class SlashOption extends MenuOption {
  constructor(
    readonly label: string,
    readonly keywords: string[],
    readonly run: () => void,
  ) {
    super(label);
  }
}

/** "/" menu: block types, inserts, and "NxM" tables with N and M 1-99. */
export default function SlashMenuPlugin() {
  const [editor] = useLexicalComposerContext();
  const insert = useInsertBlock(editor);
  const [query, setQuery] = useState<string | null>(null);
  const trigger = useBasicTypeaheadTriggerMatch('/', { minLength: 0, allowWhitespace: false });

  const base = useMemo(() => {
    const blocks: [BlockType, string[]][] = [
      ['paragraph', ['text', 'paragraph']],
      ['h1', ['heading', 'h1']],
      ['h2', ['heading', 'h2']],
      ['h3', ['heading', 'h3']],
      ['bullet', ['list', 'bullet', 'ul']],
      ['number', ['list', 'numbered', 'ol']],
      ['check', ['todo', 'check']],
      ['quote', ['quote']],
      ['code', ['code']],
    ];
    const inserts: [InsertKind, string, string[]][] = [
      ['table', RT.slash.table, ['table']],
      ['equation', RT.slash.equation, ['equation', 'latex', 'math']],
      ['poll', RT.slash.poll, ['poll']],
      ['collapsible', RT.slash.collapsible, ['collapsible', 'toggle', 'details']],
      ['image', RT.slash.image, ['image', 'photo']],
      ['html', RT.slash.html, ['html']],
      ['divider', RT.slash.divider, ['divider', 'hr']],
      ['pageBreak', RT.slash.pageBreak, ['page', 'break']],
      ['layout', RT.slash.layout, ['layout', 'columns']],
      ['sticky', RT.slash.sticky, ['sticky', 'note']],
      ['embed', RT.slash.embed, ['embed', 'youtube', 'video', 'figma', 'tweet']],
      ['frame', RT.slash.frame, ['iframe', 'frame']],
      ['inlineImage', RT.slash.inlineImage, ['inline', 'image']],
      ['drawing', RT.slash.drawing, ['drawing', 'excalidraw', 'sketch', 'рисунок']],
    ];
    return [
      ...blocks.map(([t, kw]) => new SlashOption(RT.blockTypes[t], kw, () => applyBlockType(editor, t, 'paragraph'))),
      ...inserts.map(([k, title, kw]) => new SlashOption(title, kw, () => insert(k))),
    ];
  }, [editor, insert]);

  const options = useMemo(() => {
    if (!query) return base;
    const size = parseSlashTableSize(query);
    if (size) {
      return [new SlashOption(RT.slash.tableSized(size.rows, size.columns), ['table'], () => insertTable(editor, size.rows, size.columns))];
    }
    const q = query.toLowerCase();
    return base.filter((o) => o.label.toLowerCase().includes(q) || o.keywords.some((k) => k.includes(q)));
  }, [base, query, editor]);

  const onSelect = (option: SlashOption, textNode: TextNode | null, close: () => void) => {
    editor.update(() => {
      if (textNode?.isAttached()) textNode.remove();
      // Fast typing can leave part of the trigger ("/") behind the caret: clear it too.
      const sel = $getSelection();
      if (!$isRangeSelection(sel) || !sel.isCollapsed()) return;
      const node = sel.anchor.getNode();
      if (!$isTextNode(node)) return;
      const m = /\/[^\s/]*$/.exec(node.getTextContent().slice(0, sel.anchor.offset));
      if (m) node.spliceText(sel.anchor.offset - m[0].length, m[0].length, '', true);
    });
    option.run();
    close();
  };

  return (
    <LexicalTypeaheadMenuPlugin<SlashOption>
      onQueryChange={setQuery}
      onSelectOption={onSelect}
      triggerFn={trigger}
      options={options}
      menuRenderFn={(anchorRef, { selectedIndex, selectOptionAndCleanUp, setHighlightedIndex }) =>
        anchorRef.current && options.length
          ? createPortal(
              <ul className="rt-menu" role="listbox" aria-label="slash-menu">
                {options.map((o, i) => (
                  <li
                    key={o.key}
                    role="option"
                    aria-selected={selectedIndex === i}
                    className={selectedIndex === i ? 'selected' : ''}
                    ref={(el) => o.setRefElement(el)}
                    onMouseEnter={() => setHighlightedIndex(i)}
                    onClick={() => selectOptionAndCleanUp(o)}
                  >
                    {o.label}
                  </li>
                ))}
              </ul>,
              anchorRef.current,
            )
          : null
      }
    />
  );
}
