import { T } from '@school/contracts';
import { Button } from '@school/ui';

/**
 * The spec's fallback screen for a task whose type the running school does not know (an import
 * from another school, a kind uninstalled since): no workspace and no way to submit it; the
 * server refuses any pass of such a task as well.
 */
export function UnknownKindScreen({ onBack }: { onBack?: () => void }) {
  return (
    <div className="task-fallback" role="alert" data-testid="unknown-task-type">
      <p>{T.remote.unknownTaskType}</p>
      {onBack && <Button onClick={onBack}>{T.nav.tasks}</Button>}
    </div>
  );
}
