import { TScratch } from '@school/contracts';
import type { SaveStatus } from '../../lib/use-sb3-saver';

const TEXT: Record<SaveStatus, string> = {
  clean: '',
  dirty: TScratch.unsaved,
  saving: TScratch.saving,
  saved: TScratch.saved,
  local: TScratch.savedLocally,
};

/** What happened to the changes, in one line (`saved` may be worded for the caller: the author's starter). */
export function SaveStatusLine({ status, saved = TEXT.saved }: { status: SaveStatus; saved?: string }) {
  return (
    <span className="scratch-bar__status" role="status" data-testid="scratch-save-status" data-status={status}>
      {status === 'saved' ? saved : TEXT[status]}
    </span>
  );
}
