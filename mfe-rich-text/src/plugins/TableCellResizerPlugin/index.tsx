import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { $computeTableMap, $getTableNodeFromLexicalNodeOrThrow, $isTableCellNode, $isTableRowNode, type TableCellNode, type TableNode } from '@lexical/table';
import { $getNearestNodeFromDOMNode, type LexicalEditor } from 'lexical';
import { useEffect, useState } from 'react';
import { createPortal } from 'react-dom';
import {
  currentColumnWidths,
  resizeColumn,
  resizeRow,
  TABLE_MIN_COLUMN_WIDTH,
  TABLE_MIN_ROW_HEIGHT,
  TABLE_RESIZER_SIZE,
} from '../../lib/table/resize';
import { RT } from '../../lib/texts';

type Edge = 'column' | 'row';
interface Drag {
  edge: Edge;
  cell: HTMLTableCellElement;
  start: number;
  now: number;
}

/** Each column's rendered width, measured on a cell that spans only that column. */
function $measureColumns(editor: LexicalEditor, table: TableNode, cell: TableCellNode): number[] {
  const [map] = $computeTableMap(table, cell, cell);
  const columns = map[0]?.length ?? 0;
  return Array.from({ length: columns }, (_, c) => {
    for (const row of map) {
      const m = row[c];
      if (m && m.startColumn === c && m.cell.getColSpan() === 1) {
        const el = editor.getElementByKey(m.cell.getKey());
        if (el) return el.getBoundingClientRect().width;
      }
    }
    return TABLE_MIN_COLUMN_WIDTH;
  });
}

/** Stores the dragged size in the table: column widths on the table node, the height on the row. */
function applyResize(editor: LexicalEditor, drag: Drag) {
  const delta = drag.now - drag.start;
  if (delta === 0) return;
  editor.update(() => {
    const cell = $getNearestNodeFromDOMNode(drag.cell);
    if (!$isTableCellNode(cell)) return;
    const table = $getTableNodeFromLexicalNodeOrThrow(cell);
    const [, cellMap] = $computeTableMap(table, cell, cell);
    if (drag.edge === 'column') {
      const widths = currentColumnWidths(table.getColWidths(), $measureColumns(editor, table, cell));
      table.setColWidths(resizeColumn(widths, cellMap.startColumn + cell.getColSpan() - 1, delta));
    } else {
      const row = table.getChildAtIndex(cellMap.startRow + cell.getRowSpan() - 1);
      if (!$isTableRowNode(row)) return;
      const measured = editor.getElementByKey(row.getKey())?.getBoundingClientRect().height ?? TABLE_MIN_ROW_HEIGHT;
      row.setHeight(resizeRow(row.getHeight() ?? measured, delta));
    }
  });
}

/**
 * Drag handles (16 px) on the right and bottom edges of the table cell under the mouse: the
 * right one sets the column width (at least 92 px), the bottom one the row height (at least
 * 33 px). Sizes are stored in the table, so they are saved and shown by the viewer.
 */
export default function TableCellResizerPlugin({ anchor }: { anchor: HTMLElement | null }) {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const [cell, setCell] = useState<HTMLTableCellElement | null>(null);
  const [drag, setDrag] = useState<Drag | null>(null);

  useEffect(() => {
    if (!anchor || drag) return;
    const onMove = (e: MouseEvent) => {
      const target = e.target as HTMLElement;
      if (target.closest?.('.rt-cell-resizer')) return;
      const td = target.closest?.('td, th') as HTMLTableCellElement | null;
      setCell(td && editor.getRootElement()?.contains(td) ? td : null);
    };
    const onLeave = () => setCell(null);
    anchor.addEventListener('mousemove', onMove);
    anchor.addEventListener('mouseleave', onLeave);
    return () => {
      anchor.removeEventListener('mousemove', onMove);
      anchor.removeEventListener('mouseleave', onLeave);
    };
  }, [editor, anchor, drag]);

  useEffect(() => {
    if (!drag) return;
    const onMove = (e: MouseEvent) => setDrag({ ...drag, now: drag.edge === 'column' ? e.clientX : e.clientY });
    const onUp = (e: MouseEvent) => {
      applyResize(editor, { ...drag, now: drag.edge === 'column' ? e.clientX : e.clientY });
      setDrag(null);
    };
    document.addEventListener('mousemove', onMove);
    document.addEventListener('mouseup', onUp);
    return () => {
      document.removeEventListener('mousemove', onMove);
      document.removeEventListener('mouseup', onUp);
    };
  }, [editor, drag]);

  const active = drag?.cell ?? cell;
  if (!anchor || !editable || !active?.isConnected) return null;
  const box = active.getBoundingClientRect();
  const host = anchor.getBoundingClientRect();
  const half = TABLE_RESIZER_SIZE / 2;
  const startDrag = (edge: Edge) => (e: React.MouseEvent) => {
    e.preventDefault();
    const at = edge === 'column' ? e.clientX : e.clientY;
    setDrag({ edge, cell: active, start: at, now: at });
  };
  // While dragging, a guide line shows where the edge will land (clamped to the minimum).
  const guide =
    drag &&
    (drag.edge === 'column'
      ? { left: Math.max(box.left + TABLE_MIN_COLUMN_WIDTH, box.right + drag.now - drag.start) - host.left - 1, top: box.top - host.top, width: 2, height: box.height }
      : { left: box.left - host.left, top: Math.max(box.top + TABLE_MIN_ROW_HEIGHT, box.bottom + drag.now - drag.start) - host.top - 1, width: box.width, height: 2 });
  return createPortal(
    <>
      <div
        className="rt-cell-resizer rt-cell-resizer--column"
        data-testid="table-column-resizer"
        title={RT.table.resizeColumn}
        style={{ left: box.right - host.left - half, top: box.top - host.top, width: TABLE_RESIZER_SIZE, height: box.height }}
        onMouseDown={startDrag('column')}
      />
      <div
        className="rt-cell-resizer rt-cell-resizer--row"
        data-testid="table-row-resizer"
        title={RT.table.resizeRow}
        style={{ left: box.left - host.left, top: box.bottom - host.top - half, width: box.width, height: TABLE_RESIZER_SIZE }}
        onMouseDown={startDrag('row')}
      />
      {guide && <div className="rt-cell-resizer-guide" style={guide} />}
    </>,
    anchor,
  );
}
