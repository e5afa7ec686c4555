import { SolveStatus, T } from '@school/contracts';
import './status-cell.css';

/** The Russian name of a task status; a status the catalogue does not know reads as not started. */
const statusLabel = (status: string) => T.status[status as keyof typeof T.status] ?? T.status.Nothing;

interface CellProps {
  student: string;
  task: { order: number; taskName: string };
  status: string;
  onOpen(): void;
}

/** One student's status of one task in a teacher's grid: a coloured square that opens the task; '!' awaits a check. */
export function StatusCell({ student, task, status, onOpen }: CellProps) {
  const title = `${task.order}. ${task.taskName}: ${statusLabel(status)}`;
  return (
    <button className={`status-cell status-cell--${status}`} data-status={status} aria-label={`${student}, ${title}`} title={title} onClick={onOpen}>
      {status === SolveStatus.ManualCheck ? '!' : ''}
    </button>
  );
}

/** What the colours of a grid mean. */
export function StatusLegend({ statuses, label, className }: { statuses: readonly string[]; label: string; className: string }) {
  return (
    <ul className={`status-legend ${className}`} aria-label={label}>
      {statuses.map((s) => (
        <li key={s}>
          <span className={`status-cell status-cell--${s}`} aria-hidden />
          {statusLabel(s)}
        </li>
      ))}
    </ul>
  );
}
