import { INSERT_TABLE_COMMAND } from '@lexical/table';
import { TablePlugin as LexicalTablePlugin } from '@lexical/react/LexicalTablePlugin';
import type { LexicalEditor } from 'lexical';
import { useState } from 'react';
import { RT } from '../../lib/texts';
import { isValidTableSize, TABLE_COLUMNS, TABLE_ROWS } from '../../lib/validators/tableSize';

export function insertTable(editor: LexicalEditor, rows: number, columns: number) {
  editor.dispatchCommand(INSERT_TABLE_COMMAND, { rows: String(rows), columns: String(columns), includeHeaders: { rows: true, columns: false } });
}

/** Rows 1-500, columns 1-50, default 5x5; confirm disabled otherwise. */
export function InsertTableDialog({ editor, onClose }: { editor: LexicalEditor; onClose(): void }) {
  const [rows, setRows] = useState(String(TABLE_ROWS.default));
  const [columns, setColumns] = useState(String(TABLE_COLUMNS.default));
  const valid = isValidTableSize(Number(rows), Number(columns));
  return (
    <>
      <label>
        {RT.table.rows}
        <input type="number" min={TABLE_ROWS.min} max={TABLE_ROWS.max} value={rows} onChange={(e) => setRows(e.target.value)} />
      </label>
      <label>
        {RT.table.columns}
        <input type="number" min={TABLE_COLUMNS.min} max={TABLE_COLUMNS.max} value={columns} onChange={(e) => setColumns(e.target.value)} />
      </label>
      <div className="rt-dialog-actions">
        <button
          type="button"
          disabled={!valid}
          onClick={() => {
            insertTable(editor, Number(rows), Number(columns));
            onClose();
          }}
        >
          {RT.table.confirm}
        </button>
      </div>
    </>
  );
}

export default function TablePlugin() {
  return <LexicalTablePlugin hasCellMerge hasCellBackgroundColor hasTabHandler hasHorizontalScroll />;
}
