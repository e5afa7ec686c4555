import { TSqlWorkspace } from '@school/sql-kind';
import type { SchemaRead } from '../lib/schema';
import { DataTable } from './DataTable';
import { SqlErrorView } from './ResultView';

const T = TSqlWorkspace.tables;

/**
 * The task's database as the setup builds it: each table collapsible, with its columns (and their
 * types) and first rows, so the child knows what to ask for and how the columns are named.
 */
export function TablesPanel({ schema, failed }: { schema: SchemaRead | null; failed?: string }) {
  return (
    <section className="sql-tables" aria-label={T.title} data-testid="sql-tables">
      <h3 className="sql-ws__heading">{T.title}</h3>
      {failed ? (
        <p className="sql-ws__error" role="alert">
          {failed}
        </p>
      ) : !schema ? (
        <p className="sql-ws__muted">{T.loading}</p>
      ) : !schema.ok ? (
        <SqlErrorView error={schema.error} />
      ) : schema.tables.length === 0 ? (
        <p className="sql-ws__muted">{T.empty}</p>
      ) : (
        schema.tables.map((table) => (
          <details key={table.name} className="sql-tables__table" open>
            <summary>
              <span className="sql-tables__name">{table.name}</span> <span className="sql-ws__muted">({T.summary(table.rowCount)})</span>
            </summary>
            <p className="sql-tables__columns">
              {T.columns}:{' '}
              {table.columns.map((column, i) => (
                <span key={column.name}>
                  {i > 0 && ', '}
                  <code>{column.name}</code>
                  {column.type && <span className="sql-ws__muted"> {column.type}</span>}
                </span>
              ))}
            </p>
            <DataTable columns={table.columns.map((c) => c.name)} rows={table.rows} />
            {table.rowCount > table.rows.length && <p className="sql-ws__muted">{T.more(table.rows.length, table.rowCount)}</p>}
          </details>
        ))
      )}
    </section>
  );
}
