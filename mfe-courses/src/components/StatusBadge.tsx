import { SolveStatus, T, solveStatusCode } from '@school/contracts';
import './status-badge.css';

/** The status badge: ManualCheck amber, Solved green, Wrong red, Skipped white, others dark. */
export function StatusBadge({ status }: { status: SolveStatus }) {
  const label = status === SolveStatus.QuizIncorrect ? T.status.Wrong : T.status[status as keyof typeof T.status];
  if (!label) return null;
  const code = solveStatusCode(status);
  return (
    <span className={`status-badge status-badge--${status}`} data-code={code ?? undefined}>
      {label}
    </span>
  );
}
