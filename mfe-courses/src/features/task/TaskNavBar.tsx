import { useEffect, useRef, useState } from 'react';
import { T, type TaskListItemDto, type WorkspaceMode } from '@school/contracts';
import { Button } from '@school/ui';
import { Dialog } from '../../components/Dialog';
import { canOpen, navWindow } from './task-nav';

interface Props {
  list: TaskListItemDto[];
  currentId: number;
  mode: WorkspaceMode;
  canSkip: boolean;
  onOpen(item: TaskListItemDto): void;
  onSkip(): void;
}

function Circle({ item, current, mode, onOpen }: { item: TaskListItemDto; current: boolean; mode: WorkspaceMode; onOpen(i: TaskListItemDto): void }) {
  const openable = canOpen(item, mode);
  const cls = ['task-circle', `is-${item.solveStatus}`, item.isOptional && 'is-optional', current && 'is-current', !openable && 'is-locked']
    .filter(Boolean)
    .join(' ');
  return (
    <button
      className={cls}
      disabled={!openable}
      aria-current={current ? 'step' : undefined}
      aria-label={`${item.order}. ${item.taskName}`}
      title={openable ? item.taskName : T.task.locked}
      onClick={() => !current && onOpen(item)}
    >
      {item.order}
    </button>
  );
}

/** Circles for three tasks each side, skip with confirmation, and the 'Показать' grid (edit, demo, check). */
export function TaskNavBar({ list, currentId, mode, canSkip, onOpen, onSkip }: Props) {
  const [confirmSkip, setConfirmSkip] = useState(false);
  const [grid, setGrid] = useState(false);
  const index = list.findIndex((t) => t.id === currentId);
  const around = navWindow(list, index);
  const strip = useRef<HTMLDivElement>(null);
  // The reviewer's strip holds every task of the lesson and scrolls: keep the task on screen in view.
  useEffect(() => {
    const el = strip.current?.querySelector<HTMLElement>('[aria-current="step"]');
    const box = strip.current;
    if (mode !== 'check' || !el || !box) return;
    box.scrollLeft = Math.max(0, el.offsetLeft - box.offsetLeft - (box.clientWidth - el.offsetWidth) / 2);
  }, [mode, currentId, list.length]);
  return (
    <nav className="task-nav">
      <div ref={strip} className={mode === 'check' ? 'task-nav__strip' : 'task-nav__circles'}>
        {(mode === 'check' ? list : around).map((t) => (
          <Circle key={t.id} item={t} current={t.id === currentId} mode={mode} onOpen={onOpen} />
        ))}
      </div>
      {mode === 'solve' && (
        <Button variant="secondary" disabled={!canSkip} onClick={() => setConfirmSkip(true)}>
          {T.task.skip}
        </Button>
      )}
      {mode !== 'solve' && (
        <Button variant="secondary" onClick={() => setGrid(true)}>
          {T.show}
        </Button>
      )}
      {confirmSkip && (
        <Dialog
          title={T.skipConfirm}
          actions={
            <>
              <Button
                onClick={() => {
                  setConfirmSkip(false);
                  onSkip();
                }}
              >
                {T.task.yes}
              </Button>
              <Button variant="secondary" onClick={() => setConfirmSkip(false)}>
                {T.task.no}
              </Button>
            </>
          }
        />
      )}
      {grid && (
        <Dialog
          title={T.task.allTasks}
          actions={
            <Button variant="secondary" onClick={() => setGrid(false)}>
              {T.results.close}
            </Button>
          }
        >
          <div className="task-grid">
            {list.map((t) => (
              <Circle
                key={t.id}
                item={t}
                current={t.id === currentId}
                mode={mode}
                onOpen={(i) => {
                  setGrid(false);
                  onOpen(i);
                }}
              />
            ))}
          </div>
        </Dialog>
      )}
    </nav>
  );
}
