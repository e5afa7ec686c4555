import { useEffect, useMemo, useState } from 'react';
import { defineWorkspace, SolveStatus, WindowId, type TaskTextWindowDto, type WorkspaceProps } from '@school/contracts';
import { DEFAULT_SQL_CHECK, describeSqlError, parseSqlCheck, rowTotal, runSql, sqlCheckText, SqlWindowId, TSqlWorkspace, type SqlCheckConfig, type SqlRun } from '@school/sql-kind';
import { Button } from '@school/ui';
import { AuthorTabs, OrderedCheck, SQL_AUTHOR_WINDOW_IDS, SQL_AUTHOR_WINDOW_NAMES, type SqlAuthorWindow } from './components/AuthorTabs';
import { ResultView } from './components/ResultView';
import { SqlEditor } from './components/SqlEditor';
import { TablesPanel } from './components/TablesPanel';
import { completionSchema, readSchema } from './lib/schema';
import { useSqlJs } from './lib/use-sql-js';
import './sql-workspace.css';

const T = TSqlWorkspace;

const textOf = (windows: readonly TaskTextWindowDto[], id: number): string => windows.find((w) => w.windowId === id)?.text ?? '';

/** The task's windows with one window's text replaced (added when missing). */
function withWindow(windows: readonly TaskTextWindowDto[], id: WindowId, text: string): TaskTextWindowDto[] {
  return windows.some((w) => w.windowId === id) ? windows.map((w) => (w.windowId === id ? { ...w, text } : w)) : [...windows, { windowId: id, text }];
}

/** What the tutor reads after a run: the error as the child saw it, or the result's first rows. */
function runOutput(run: SqlRun): string {
  if (!run.ok) return describeSqlError(run.error);
  return [run.columns.join(' | '), ...run.rows.slice(0, 20).map((row) => row.map((cell) => (cell === null ? T.nullCell : String(cell))).join(' | '))].join('\n');
}

/**
 * SQL task: the task's database (window 19) is built in the browser with sql.js and shown as
 * tables; the student's query (window 18) runs on a fresh copy of it and its result is shown as a
 * table, SQLite's errors explained in Russian. 'Проверить' saves and asks the server, which runs
 * the query and the author's reference query (17) and compares the results (window 20 says
 * whether order matters). /edit names the four windows; /check shows the query and its result.
 */
function SqlWorkspace({ task, savedAnswer, mode, locked, solveStatus, onAnswerChange, onTaskChange, onRun, onResult, onRunOutput }: WorkspaceProps) {
  const { SQL, failed } = useSqlJs();
  const starting = textOf(task.taskText, SqlWindowId.sqlQuery);
  const saved = savedAnswer.find((a) => a.windowId === SqlWindowId.sqlQuery)?.answerText;
  const [query, setQuery] = useState(saved ?? starting);
  useEffect(() => setQuery(saved ?? starting), [saved, starting]);

  // /edit: which named window the editor holds, and the windows as the author has edited them.
  const editing = mode === 'edit';
  const [tab, setTab] = useState<SqlAuthorWindow>('solution');
  const [windows, setWindows] = useState(task.taskText);
  const edited = (id: number) => textOf(windows, id);
  const editWindow = (id: WindowId, text: string) => {
    const next = withWindow(windows, id, text);
    setWindows(next);
    onTaskChange(next);
  };

  // The database every query runs on: the author's edited script in /edit, the task's otherwise.
  const setup = editing ? edited(SqlWindowId.sqlSetup) : textOf(task.taskText, SqlWindowId.sqlSetup);
  const schema = useMemo(() => (SQL ? readSchema(SQL, setup) : null), [SQL, setup]);
  const completion = useMemo(() => (schema?.ok ? completionSchema(schema.tables) : {}), [schema]);

  const [run, setRun] = useState<SqlRun | null>(null);
  const execute = (text: string): SqlRun | null => {
    if (!SQL) return null;
    const next = runSql(SQL, setup, text);
    setRun(next);
    return next;
  };

  // /check: the student's query runs as soon as sql.js is there, so the teacher sees its result.
  const checking = mode === 'check';
  useEffect(() => {
    if (checking && SQL) setRun(runSql(SQL, setup, query));
  }, [checking, SQL, setup, query]);

  const canCheck = mode === 'solve' && !locked && solveStatus !== SolveStatus.Solved && solveStatus !== SolveStatus.ManualCheck;
  const readOnly = checking || (mode === 'solve' && locked);

  // A run or a check reports the editor's text, so the host saves exactly what ran (an untouched starter too).
  const report = () => {
    if (mode !== 'check' && (mode !== 'solve' || !locked)) onAnswerChange([{ windowId: SqlWindowId.sqlQuery, answerText: query }]);
  };
  const runQuery = () => {
    if (editing) {
      // The author runs the query in the editor; on the database tab, the solution.
      execute(edited(tab === 'setup' ? WindowId.solution : SQL_AUTHOR_WINDOW_IDS[tab]));
      return;
    }
    report();
    const result = execute(query);
    if (mode === 'solve') {
      void onRun();
      if (result) onRunOutput?.(runOutput(result));
    }
  };

  const check = parseSqlCheck(edited(SqlWindowId.sqlCheck));
  const checkConfig = check.ok ? check.config : DEFAULT_SQL_CHECK;
  const setCheck = (next: SqlCheckConfig) => editWindow(SqlWindowId.sqlCheck, sqlCheckText(next));
  // The solution's whole result becomes the expectation (a result cut at the row limit would never match).
  const rememberSolution = (): boolean => {
    const result = execute(edited(WindowId.solution));
    if (!result?.ok || rowTotal(result) !== result.rows.length) return false;
    setCheck({ ...checkConfig, expected: result.rows });
    return true;
  };

  return (
    <div className="sql-ws" data-testid="sql-workspace">
      {/* The task's text is in the host's side panel («Задание»); the workspace keeps the room for the query. */}
      <h2 className="sql-ws__title">{task.taskName}</h2>
      <div className="sql-ws__toolbar">
        {!checking && (
          <Button onClick={runQuery} disabled={!SQL} title={T.runHint}>
            {T.run}
          </Button>
        )}
        {canCheck && (
          <Button
            variant="secondary"
            onClick={() => {
              report();
              onResult({ kind: 'solved' });
            }}
            disabled={!query.trim()}
          >
            {T.check}
          </Button>
        )}
        {!checking && <span className="sql-ws__muted">{SQL ? T.runHint : failed ? '' : T.tables.loading}</span>}
      </div>
      {editing && (
        <>
          <AuthorTabs value={tab} onChange={setTab} />
          <OrderedCheck config={checkConfig} onChange={setCheck} onRemember={rememberSolution} />
        </>
      )}
      <div className="sql-ws__grid">
        <div className="sql-ws__main">
          {editing ? (
            <SqlEditor
              key={tab}
              value={edited(SQL_AUTHOR_WINDOW_IDS[tab])}
              label={SQL_AUTHOR_WINDOW_NAMES[tab]}
              readOnly={false}
              schema={tab === 'setup' ? undefined : completion}
              onRun={runQuery}
              onChange={(next) => editWindow(SQL_AUTHOR_WINDOW_IDS[tab], next)}
            />
          ) : (
            <SqlEditor
              value={query}
              label={T.queryLabel(task.taskName)}
              readOnly={readOnly}
              schema={completion}
              onRun={runQuery}
              onChange={(next) => {
                setQuery(next);
                if (mode === 'solve') onAnswerChange([{ windowId: SqlWindowId.sqlQuery, answerText: next }]);
              }}
            />
          )}
          <ResultView run={run} loading={!SQL && !failed} />
        </div>
        <TablesPanel schema={schema} failed={failed ? T.engine.loadFailed : undefined} />
      </div>
    </div>
  );
}

// The kind declares warmAhead: the lesson list and the task before an SQL one fetch sql.js's wasm at idle time.
export { prefetchSqlFiles as prefetch } from './lib/prefetch-sql';

export default defineWorkspace(SqlWorkspace);
