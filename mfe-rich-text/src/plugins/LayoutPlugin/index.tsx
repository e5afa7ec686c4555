import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { $findMatchingParent, mergeRegister } from '@lexical/utils';
import {
  $createParagraphNode,
  $getSelection,
  $isRangeSelection,
  COMMAND_PRIORITY_EDITOR,
  COMMAND_PRIORITY_LOW,
  createCommand,
  KEY_ARROW_DOWN_COMMAND,
  type LexicalCommand,
  type LexicalEditor,
} from 'lexical';
import { useEffect, useState } from 'react';
import { $insertBlock } from '../../lib/editor/insertBlock';
import { columnCount, LAYOUT_TEMPLATES } from '../../lib/blocks/layoutTemplates';
import { RT } from '../../lib/texts';
import { $createLayoutContainerNode, $createLayoutItemNode, $isLayoutContainerNode, $isLayoutItemNode, LayoutContainerNode, LayoutItemNode } from '../../nodes/LayoutNodes';
import { requireNodes } from '../../lib/editor/requireNodes';

export const INSERT_LAYOUT_COMMAND: LexicalCommand<string> = createCommand('INSERT_LAYOUT_COMMAND');

export function InsertLayoutDialog({ editor, onClose }: { editor: LexicalEditor; onClose(): void }) {
  const [columns, setColumns] = useState<string>(LAYOUT_TEMPLATES[0].columns);
  return (
    <>
      <label>
        {RT.blocks.layoutTemplate}
        <select autoFocus value={columns} onChange={(e) => setColumns(e.target.value)}>
          {LAYOUT_TEMPLATES.map((t) => (
            <option key={t.id} value={t.columns}>
              {t.label}
            </option>
          ))}
        </select>
      </label>
      <div className="rt-dialog-actions">
        <button
          type="button"
          onClick={() => {
            editor.dispatchCommand(INSERT_LAYOUT_COMMAND, columns);
            onClose();
          }}
        >
          {RT.blocks.layoutInsert}
        </button>
      </div>
    </>
  );
}

/**
 * Layout structure rules: a container holds only items and is removed when none is left; an
 * item outside a container is unwrapped; an item always keeps at least an empty paragraph.
 */
export function registerLayoutRules(editor: LexicalEditor): () => void {
  return mergeRegister(
    editor.registerNodeTransform(LayoutContainerNode, (node) => {
      node.getChildren().forEach((child) => {
        if (!$isLayoutItemNode(child)) node.insertBefore(child);
      });
      if (node.getChildrenSize() === 0) node.remove();
    }),
    editor.registerNodeTransform(LayoutItemNode, (node) => {
      if (!$isLayoutContainerNode(node.getParent())) {
        node.getChildren().forEach((c) => node.insertBefore(c));
        node.remove();
        return;
      }
      if (node.getChildrenSize() === 0) node.append($createParagraphNode());
    }),
  );
}

/** ArrowDown at the end of a layout that ends the document adds a paragraph below it. */
export function $escapeLayoutDown(): boolean {
  const sel = $getSelection();
  if (!$isRangeSelection(sel) || !sel.isCollapsed()) return false;
  const container = $findMatchingParent(sel.anchor.getNode(), $isLayoutContainerNode);
  if (!$isLayoutContainerNode(container) || container.getNextSibling()) return false;
  const last = container.getLastDescendant();
  const node = sel.anchor.getNode();
  if (!last || node.getKey() !== last.getKey() || sel.anchor.offset !== last.getTextContentSize()) return false;
  const p = $createParagraphNode();
  container.insertAfter(p);
  p.select();
  return true;
}

export default function LayoutPlugin(): null {
  const [editor] = useLexicalComposerContext();
  requireNodes(editor, 'LayoutPlugin', [LayoutContainerNode, LayoutItemNode]);
  useEffect(
    () =>
      mergeRegister(
        registerLayoutRules(editor),
        editor.registerCommand(
          KEY_ARROW_DOWN_COMMAND,
          (e) => {
            const done = $escapeLayoutDown();
            if (done) e?.preventDefault();
            return done;
          },
          COMMAND_PRIORITY_LOW,
        ),
        editor.registerCommand(
          INSERT_LAYOUT_COMMAND,
          (templateColumns) => {
            const container = $createLayoutContainerNode(templateColumns);
            const n = columnCount(templateColumns);
            for (let i = 0; i < n; i += 1) container.append($createLayoutItemNode().append($createParagraphNode()));
            $insertBlock(container);
            container.getFirstDescendant()?.selectStart();
            return true;
          },
          COMMAND_PRIORITY_EDITOR,
        ),
      ),
    [editor],
  );
  return null;
}
