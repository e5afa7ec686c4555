import { TScratch } from '@school/contracts';
import type { SaveStatus } from '../../lib/use-sb3-saver';

const TEXT: Record<SaveStatus, string> = {
  clean: '',
  dirty: TScratch.unsaved,
  saving: TScratch.saving,
  saved: TScratch.saved,
  local: TScratch.savedLocally,
};

/** What happened to the student's changes, in one line. */
export function SaveStatusLine({ status }: { status: SaveStatus }) {
  return (
    <span className="scratch-bar__status" role="status" data-testid="scratch-save-status" data-status={status}>
      {TEXT[status]}
    </span>
  );
}
