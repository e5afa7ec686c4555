import { useState } from 'react';
import { WindowId } from '@school/contracts';
import { SqlWindowId, TSqlWorkspace, type SqlCheckConfig } from '@school/sql-kind';
import { Button, WindowTabs } from '@school/ui';

const T = TSqlWorkspace.author;

/**
 * The windows an author writes in the editor (the check, window 20, is one checkbox beside them:
 * OrderedCheck).
 */
export type SqlAuthorWindow = 'starter' | 'setup' | 'solution';
export const SQL_AUTHOR_WINDOWS: readonly SqlAuthorWindow[] = ['starter', 'setup', 'solution'];

/** The task window each tab edits. */
export const SQL_AUTHOR_WINDOW_IDS: Record<SqlAuthorWindow, WindowId> = {
  starter: SqlWindowId.sqlQuery,
  setup: SqlWindowId.sqlSetup,
  solution: WindowId.solution,
};

export const SQL_AUTHOR_WINDOW_NAMES: Record<SqlAuthorWindow, string> = { starter: T.starter, setup: T.setup, solution: T.solution };
const HINTS: Record<SqlAuthorWindow, string> = { starter: T.starterHint, setup: T.setupHint, solution: T.solutionHint };

const TABS = SQL_AUTHOR_WINDOWS.map((key) => ({ key, name: SQL_AUTHOR_WINDOW_NAMES[key], hint: HINTS[key] }));

/** /edit: the editor's windows as named tabs, so the author always knows which window the editor changes. */
export function AuthorTabs({ value, onChange }: { value: SqlAuthorWindow; onChange(next: SqlAuthorWindow): void }) {
  return <WindowTabs label={T.label} tabs={TABS} value={value} onChange={onChange} />;
}

interface CheckProps {
  config: SqlCheckConfig;
  onChange(next: SqlCheckConfig): void;
  /** Runs the solution and stores its rows as the expected ones; false when it gave no storable result. */
  onRemember(): boolean;
}

/**
 * Window 20 ('Проверка') as the author sets it, always in view: whether the order matters and,
 * optionally, the rows the task must produce (the solution's result, remembered), which the
 * server then compares the solution and the students' answers with.
 */
export function OrderedCheck({ config, onChange, onRemember }: CheckProps) {
  const [failed, setFailed] = useState(false);
  const { expected } = config;
  return (
    <div className="sql-author__check" role="group" aria-label={T.check}>
      <strong>{T.check}:</strong>{' '}
      <label>
        <input type="checkbox" checked={config.ordered} onChange={(e) => onChange({ ...config, ordered: e.target.checked })} data-testid="sql-ordered" /> {T.ordered}
      </label>
      <p className="sql-ws__muted">
        {T.checkHint} {T.orderedHint}
      </p>
      <p className="sql-ws__muted" data-testid="sql-expected">
        {expected ? T.expectedRows(expected.length) : T.noExpectedRows}
      </p>
      <Button variant="secondary" onClick={() => setFailed(!onRemember())} data-testid="sql-remember">
        {T.remember}
      </Button>{' '}
      {expected && (
        <Button variant="secondary" onClick={() => onChange({ ordered: config.ordered })}>
          {T.forget}
        </Button>
      )}
      {failed && <p role="alert">{T.rememberFailed}</p>}
    </div>
  );
}
