import { rowTotal, TSql, TSqlWorkspace, type SqlErrorInfo, type SqlRun } from '@school/sql-kind';
import { DataTable } from './DataTable';

const T = TSqlWorkspace.result;

/** An SQL error as a child reads it: the Russian explanation, SQLite's own words folded beneath. */
export function SqlErrorView({ error }: { error: SqlErrorInfo }) {
  return (
    <div className="sql-error" role="alert" data-testid="sql-error">
      <p className="sql-error__message">{error.message}</p>
      {error.original && (
        <details className="sql-error__original">
          <summary>{T.original}</summary>
          <code>{error.original}</code>
        </details>
      )}
    </div>
  );
}

/** The last run's outcome under the editor: its table, or why there is none (`loading`: sql.js is not there yet). */
export function ResultView({ run, loading }: { run: SqlRun | null; loading: boolean }) {
  return (
    <section className="sql-result" aria-label={T.title} aria-busy={loading} data-testid="sql-result">
      <h3 className="sql-ws__heading">
        {T.title}
        {run?.ok && <span className="sql-ws__muted"> · {T.rows(rowTotal(run))}</span>}
      </h3>
      {!run ? (
        <p className="sql-ws__muted">{loading ? TSqlWorkspace.tables.loading : T.empty}</p>
      ) : !run.ok ? (
        <SqlErrorView error={run.error} />
      ) : (
        <>
          <DataTable columns={run.columns} rows={run.rows} />
          {run.rows.length === 0 && <p className="sql-ws__muted">{T.noRows}</p>}
          {run.total !== undefined && <p className="sql-ws__muted">{TSql.run.tooManyRows(run.rows.length)}</p>}
        </>
      )}
    </section>
  );
}
