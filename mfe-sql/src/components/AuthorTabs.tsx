import { WindowId } from '@school/contracts';
import { TSqlWorkspace } from '@school/sql-kind';
import { WindowTabs } from '@school/ui';

const T = TSqlWorkspace.author;

/**
 * The windows an author writes in the editor (the check, window 20, is one checkbox beside them:
 * OrderedCheck).
 */
export type SqlAuthorWindow = 'starter' | 'setup' | 'solution';
export const SQL_AUTHOR_WINDOWS: readonly SqlAuthorWindow[] = ['starter', 'setup', 'solution'];

/** The task window each tab edits. */
export const SQL_AUTHOR_WINDOW_IDS: Record<SqlAuthorWindow, WindowId> = {
  starter: WindowId.sqlQuery,
  setup: WindowId.sqlSetup,
  solution: WindowId.solution,
};

export const SQL_AUTHOR_WINDOW_NAMES: Record<SqlAuthorWindow, string> = { starter: T.starter, setup: T.setup, solution: T.solution };
const HINTS: Record<SqlAuthorWindow, string> = { starter: T.starterHint, setup: T.setupHint, solution: T.solutionHint };

const TABS = SQL_AUTHOR_WINDOWS.map((key) => ({ key, name: SQL_AUTHOR_WINDOW_NAMES[key], hint: HINTS[key] }));

/** /edit: the editor's windows as named tabs, so the author always knows which window the editor changes. */
export function AuthorTabs({ value, onChange }: { value: SqlAuthorWindow; onChange(next: SqlAuthorWindow): void }) {
  return <WindowTabs label={T.label} tabs={TABS} value={value} onChange={onChange} />;
}

/** Window 20 ('Проверка') as the author sets it: one checkbox writing `{"ordered": …}`, always in view. */
export function OrderedCheck({ ordered, onChange }: { ordered: boolean; onChange(next: boolean): void }) {
  return (
    <div className="sql-author__check" role="group" aria-label={T.check}>
      <strong>{T.check}:</strong>{' '}
      <label>
        <input type="checkbox" checked={ordered} onChange={(e) => onChange(e.target.checked)} data-testid="sql-ordered" /> {T.ordered}
      </label>
      <p className="sql-ws__muted">
        {T.checkHint} {T.orderedHint}
      </p>
    </div>
  );
}
