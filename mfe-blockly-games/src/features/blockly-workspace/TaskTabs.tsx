import { T, type WorkspaceMode } from '@school/contracts';
import type { ReactNode } from 'react';

export type TabId = 'task' | 'solution' | 'check' | 'theory';

interface Props {
  mode: WorkspaceMode;
  active: TabId;
  hasTheory: boolean;
  onSelect(tab: TabId): void;
  children: ReactNode;
}

/** Spec 2.5: 'Решение' is closed in solve mode, 'Проверка' open in edit mode only, 'Теория' only with a presentation. */
export function TaskTabs({ mode, active, hasTheory, onSelect, children }: Props) {
  const tabs: { id: TabId; label: string; enabled: boolean }[] = [
    { id: 'task', label: T.blockly.tabs.task, enabled: true },
    { id: 'solution', label: T.blockly.tabs.solution, enabled: mode !== 'solve' },
    { id: 'check', label: T.blockly.tabs.check, enabled: mode === 'edit' },
    { id: 'theory', label: T.blockly.tabs.theory, enabled: hasTheory },
  ];
  return (
    <aside className="bw-panel">
      <div className="bw-tabs" role="tablist">
        {tabs.map((tab) => (
          <button
            key={tab.id}
            role="tab"
            type="button"
            aria-selected={active === tab.id}
            disabled={!tab.enabled}
            className={active === tab.id ? 'bw-tab bw-tab--active' : 'bw-tab'}
            onClick={() => onSelect(tab.id)}
          >
            {tab.label}
          </button>
        ))}
      </div>
      <div className="bw-panel__body" role="tabpanel">
        {children}
      </div>
    </aside>
  );
}
