import { TSqlWorkspace } from '@school/sql-kind';
import type { SqlCell } from '@school/sql-kind';

const T = TSqlWorkspace;

/** Rows under a header, as a result or a table's first rows: NULL shown as such, numbers aligned right. */
export function DataTable({ columns, rows, caption }: { columns: readonly string[]; rows: readonly SqlCell[][]; caption?: string }) {
  return (
    <div className="sql-table-wrap">
      <table className="sql-table">
        {caption && <caption className="sql-table__caption">{caption}</caption>}
        <thead>
          <tr>
            {columns.map((name, i) => (
              <th key={i} scope="col">
                {name}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row, r) => (
            <tr key={r}>
              {row.map((cell, c) =>
                cell === null ? (
                  <td key={c} className="is-null">
                    {T.nullCell}
                  </td>
                ) : (
                  <td key={c} className={typeof cell === 'number' ? 'is-number' : undefined}>
                    {cell}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
