import { TScratch } from '@school/contracts';
import { Button } from '@school/ui';

/** Said when the project could not be opened; the button tries again. */
export function LoadFailedBar({ onRetry }: { onRetry: () => void }) {
  return (
    <div className="scratch-bar">
      <span>{TScratch.loadFailed}</span>
      <Button variant="secondary" onClick={onRetry}>
        {TScratch.retry}
      </Button>
    </div>
  );
}
