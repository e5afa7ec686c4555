import type { ReactNode } from 'react';
import { T, type WorkspaceMode } from '@school/contracts';
import { Button, SidePanel, type SideTab } from '@school/ui';

interface Props {
  mode: WorkspaceMode;
  /** The '←' button back to the task list (solve and demo only). */
  onHome?: () => void;
  /** The task navigation bar. */
  nav: ReactNode;
  /** The right side of the header: save, status badge or the reviewer's panel. */
  actions: ReactNode;
  /** Above the workspace: the retry banner, the author's editors. */
  above?: ReactNode;
  workspace: ReactNode;
  tabs: SideTab[];
  /** The side tab open at first (the task's description on /solve). */
  initialTab?: string;
  /** The result dialog of the last try, if shown. */
  dialog?: ReactNode;
}

/** The one layout of the task screen family: header, workspace, side panel and the result dialog. */
export function TaskLayout({ mode, onHome, nav, actions, above, workspace, tabs, initialTab, dialog }: Props) {
  return (
    <div className={`task-page task-page--${mode}`}>
      <header className="task-header">
        {onHome && (
          <Button variant="ghost" className="task-header__home" onClick={onHome} aria-label={T.task.home}>
            ←
          </Button>
        )}
        {nav}
        <div className="task-header__right">{actions}</div>
      </header>
      <div className="task-body">
        <main className="task-workspace">
          {above}
          {workspace}
        </main>
        <SidePanel tabs={tabs} initial={initialTab} />
      </div>
      {dialog}
    </div>
  );
}
