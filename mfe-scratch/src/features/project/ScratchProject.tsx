import { useRef, useState } from 'react';
import { TScratch } from '@school/contracts';
import { Button } from '@school/ui';
import { ScratchEditorFrame, type ScratchEditorHandle } from '../../components/editor/ScratchEditorFrame';
import { SaveStatusLine } from '../../components/editor/SaveStatusLine';
import { LoadFailedBar } from '../../components/editor/LoadFailedBar';
import { useUploadSb3Mutation } from '../../lib/scratch-api';
import { useInitialProject } from '../../lib/use-initial-project';
import { useSb3Saver } from '../../lib/use-sb3-saver';

/** The props of this module as Fun Space loads it (SHARED_REMOTE_MODULES.scratchProject). */
export interface ScratchProjectProps {
  /** The project's .sb3 now; null for a new project (the editor's default project). */
  projectUrl: string | null;
  /** Key of the unsaved copy kept in this browser while the server cannot take it. */
  draftKey: string;
  /** Records the uploaded .sb3 as the project's file (Fun Space saves the project's resources). */
  onSave(url: string): Promise<void>;
}

/** A Fun Space Scratch project in the Scratch editor: saved as .sb3 like a task's project. */
export default function ScratchProject({ projectUrl, draftKey, onSave }: ScratchProjectProps) {
  const [attempt, setAttempt] = useState(0);
  const initial = useInitialProject(draftKey, [projectUrl], attempt);
  const editor = useRef<ScratchEditorHandle>(null);
  const [upload] = useUploadSb3Mutation();
  const saver = useSb3Saver({
    draftKey,
    enabled: true,
    exportSb3: () => editor.current?.exportSb3() ?? Promise.reject(new Error('no editor')),
    upload: (sb3) => upload(new Blob([sb3])).unwrap(),
    persist: onSave,
  });

  if (initial.kind === 'failed') return <LoadFailedBar onRetry={() => setAttempt((a) => a + 1)} />;
  return (
    <div className="scratch-workspace" data-testid="scratch-project">
      <div className="scratch-bar">
        <Button onClick={() => void saver.saveNow()} disabled={saver.status === 'saving' || initial.kind !== 'ready'} data-testid="scratch-save">
          {TScratch.save}
        </Button>
        <SaveStatusLine status={saver.status} />
      </div>
      {initial.kind === 'ready' && <ScratchEditorFrame ref={editor} sb3={initial.sb3} onChange={saver.markDirty} />}
    </div>
  );
}
