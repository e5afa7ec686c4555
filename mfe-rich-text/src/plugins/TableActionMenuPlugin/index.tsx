import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import {
  $deleteTableColumnAtSelection,
  $deleteTableRowAtSelection,
  $getTableCellNodeFromLexicalNode,
  $getTableColumnIndexFromTableCellNode,
  $getTableNodeFromLexicalNodeOrThrow,
  $getTableRowIndexFromTableCellNode,
  $insertTableColumnAtSelection,
  $insertTableRowAtSelection,
  $isTableCellNode,
  $isTableRowNode,
  $isTableSelection,
  $mergeCells,
  $unmergeCell,
  TableCellHeaderStates,
  type TableCellNode,
} from '@lexical/table';
import { $getNodeByKey, $getSelection, $isRangeSelection, type LexicalEditor } from 'lexical';
import { useEffect, useRef, useState, useCallback } from 'react';
import { createPortal } from 'react-dom';
import { ColorPicker } from '../../components/ColorPicker';
import { RT } from '../../lib/texts';
import { useDismiss } from '../../lib/use-dismiss';
import { TABLE_MIN_ROW_HEIGHT } from '../../lib/table/resize';

function $currentCell(): TableCellNode | null {
  const sel = $getSelection();
  if ($isRangeSelection(sel)) return $getTableCellNodeFromLexicalNode(sel.anchor.getNode());
  if ($isTableSelection(sel)) {
    const n = $getNodeByKey(sel.anchor.key);
    return $isTableCellNode(n) ? n : null;
  }
  return null;
}

type Action = (cell: TableCellNode) => void;

function run(editor: LexicalEditor, action: Action) {
  editor.update(() => {
    const cell = $currentCell();
    if (cell) action(cell);
  });
}

/** A button on the cell under the caret opening the table actions (spec 3.8 table fields). */
export default function TableActionMenuPlugin({ anchor }: { anchor: HTMLElement | null }) {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const [cellEl, setCellEl] = useState<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [multi, setMulti] = useState(false);
  // Bumped on every update inside a table, so the button follows its cell when sizes change.
  const [, setLayoutTick] = useState(0);
  const menuRef = useRef<HTMLDivElement>(null);

  useEffect(
    () =>
      editor.registerUpdateListener(({ editorState }) => {
        const found = editorState.read(() => {
          const cell = $currentCell();
          return { key: cell?.getKey() ?? null, multi: $isTableSelection($getSelection()) };
        });
        setCellEl(found.key ? editor.getElementByKey(found.key) : null);
        setMulti(found.multi);
        if (found.key) setLayoutTick((t) => t + 1);
        else setOpen(false);
      }),
    [editor],
  );

  const close = useCallback(() => setOpen(false), []);
  useDismiss(open, menuRef, close);

  if (!anchor || !cellEl || !editable) return null;
  const box = cellEl.getBoundingClientRect();
  const host = anchor.getBoundingClientRect();
  const act = (a: Action) => () => {
    run(editor, a);
    setOpen(false);
  };
  const item = (label: string, a: Action) => (
    <li key={label} role="menuitem" onClick={act(a)}>
      {label}
    </li>
  );
  return createPortal(
    <div ref={menuRef} style={{ position: 'absolute', top: box.top - host.top + 2, left: box.right - host.left - 22, zIndex: 15 }}>
      <button type="button" className="rt-small-btn" aria-label={RT.table.actions} onClick={() => setOpen((o) => !o)} style={{ padding: '0 4px' }}>
        ▾
      </button>
      {open && (
        <ul className="rt-menu" role="menu" aria-label={RT.table.actions} style={{ top: 22, left: 0 }}>
          {multi && item(RT.table.merge, () => {
            const sel = $getSelection();
            if ($isTableSelection(sel)) $mergeCells(sel.getNodes().filter($isTableCellNode));
          })}
          {item(RT.table.unmerge, () => $unmergeCell())}
          {item(RT.table.rowAbove, () => $insertTableRowAtSelection(false))}
          {item(RT.table.rowBelow, () => $insertTableRowAtSelection(true))}
          {item(RT.table.columnLeft, () => $insertTableColumnAtSelection(false))}
          {item(RT.table.columnRight, () => $insertTableColumnAtSelection(true))}
          {item(RT.table.deleteRow, () => $deleteTableRowAtSelection())}
          {item(RT.table.deleteColumn, () => $deleteTableColumnAtSelection())}
          {item(RT.table.deleteTable, (cell) => $getTableNodeFromLexicalNodeOrThrow(cell).remove())}
          {item(RT.table.headerRow, (cell) => {
            const table = $getTableNodeFromLexicalNodeOrThrow(cell);
            const row = table.getChildAtIndex($getTableRowIndexFromTableCellNode(cell));
            if ($isTableRowNode(row)) row.getChildren().filter($isTableCellNode).forEach((c) => c.toggleHeaderStyle(TableCellHeaderStates.ROW));
          })}
          {item(RT.table.headerColumn, (cell) => {
            const table = $getTableNodeFromLexicalNodeOrThrow(cell);
            const col = $getTableColumnIndexFromTableCellNode(cell);
            table.getChildren().filter($isTableRowNode).forEach((row) => {
              const c = row.getChildAtIndex(col);
              if ($isTableCellNode(c)) c.toggleHeaderStyle(TableCellHeaderStates.COLUMN);
            });
          })}
          {item(RT.table.striping, (cell) => {
            const table = $getTableNodeFromLexicalNodeOrThrow(cell);
            table.setRowStriping(!table.getRowStriping());
          })}
          {item(RT.table.freezeRow, (cell) => {
            const table = $getTableNodeFromLexicalNodeOrThrow(cell);
            table.setFrozenRows(table.getFrozenRows() ? 0 : 1);
          })}
          {item(RT.table.freezeColumn, (cell) => {
            const table = $getTableNodeFromLexicalNodeOrThrow(cell);
            table.setFrozenColumns(table.getFrozenColumns() ? 0 : 1);
          })}
          {item(RT.table.alignTop, (cell) => cell.setVerticalAlign('top'))}
          {item(RT.table.alignMiddle, (cell) => cell.setVerticalAlign('middle'))}
          {item(RT.table.alignBottom, (cell) => cell.setVerticalAlign('bottom'))}
          {item(RT.table.rowHeight, (cell) => {
            const answer = window.prompt(RT.table.rowHeight, String(TABLE_MIN_ROW_HEIGHT));
            const h = Number(answer);
            const row = cell.getParent();
            if ($isTableRowNode(row) && Number.isFinite(h)) row.setHeight(Math.max(TABLE_MIN_ROW_HEIGHT, h));
          })}
          <li role="none" style={{ cursor: 'default' }}>
            <ColorPicker label={RT.table.cellColor} color="#ffffff" onChange={(c) => run(editor, (cell) => cell.setBackgroundColor(c))} />
          </li>
        </ul>
      )}
    </div>,
    anchor,
  );
}
