import { useLexicalComposerContext } from '@lexical/react/LexicalComposerContext';
import { useLexicalEditable } from '@lexical/react/useLexicalEditable';
import { $insertTableColumnAtSelection, $insertTableRowAtSelection, $isTableNode, $isTableRowNode } from '@lexical/table';
import { $getNearestNodeFromDOMNode, $isElementNode } from 'lexical';
import { useEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { RT } from '../../lib/texts';

const MOVE_DEBOUNCE_MS = 50;

/** "+" buttons under and beside the table under the mouse: add a row or a column at the end. */
export default function TableHoverActionsPlugin({ anchor }: { anchor: HTMLElement | null }) {
  const [editor] = useLexicalComposerContext();
  const editable = useLexicalEditable();
  const [table, setTable] = useState<HTMLTableElement | null>(null);
  const timer = useRef(0);
  useEffect(() => {
    if (!anchor) return;
    const onMove = (e: MouseEvent) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(() => {
        const target = e.target as HTMLElement;
        if (target.closest?.('.rt-table-hover')) return;
        const t = target.closest?.('table.rt-table') as HTMLTableElement | null;
        setTable(t && editor.getRootElement()?.contains(t) ? t : null);
      }, MOVE_DEBOUNCE_MS);
    };
    anchor.addEventListener('mousemove', onMove);
    return () => anchor.removeEventListener('mousemove', onMove);
  }, [editor, anchor]);
  if (!anchor || !table || !editable || !table.isConnected) return null;
  const add = (what: 'row' | 'column') =>
    editor.update(() => {
      const node = $getNearestNodeFromDOMNode(table);
      if (!$isTableNode(node)) return;
      const rows = node.getChildren().filter($isTableRowNode);
      const row = what === 'row' ? rows[rows.length - 1] : rows[0];
      const cell = row?.getLastChild();
      if (!$isElementNode(cell)) return;
      cell.selectEnd();
      if (what === 'row') $insertTableRowAtSelection(true);
      else $insertTableColumnAtSelection(true);
    });
  const box = table.getBoundingClientRect();
  const host = anchor.getBoundingClientRect();
  return createPortal(
    <>
      <button
        type="button"
        className="rt-small-btn rt-table-hover"
        aria-label={RT.table.addRow}
        style={{ position: 'absolute', top: box.bottom - host.top + 2, left: box.left - host.left, width: box.width, zIndex: 5 }}
        onClick={() => add('row')}
      >
        +
      </button>
      <button
        type="button"
        className="rt-small-btn rt-table-hover"
        aria-label={RT.table.addColumn}
        style={{ position: 'absolute', top: box.top - host.top, left: box.right - host.left + 2, height: box.height, zIndex: 5 }}
        onClick={() => add('column')}
      >
        +
      </button>
    </>,
    anchor,
  );
}
