import { useCallback, useEffect, useRef, useState } from 'react';
import { selectUser, useAppSelector } from '@school/api-client';
import { TScratch, WindowId, defineWorkspace, type WorkspaceProps } from '@school/contracts';
import { Button, toast } from '@school/ui';
import { ScratchEditorFrame, type ScratchEditorHandle } from '../features/editor/ScratchEditorFrame';
import { SaveStatusLine } from '../features/editor/SaveStatusLine';
import { LoadFailedBar } from '../features/editor/LoadFailedBar';
import { useUploadSb3Mutation } from '../lib/scratch-api';
import { sb3UrlOf } from '../lib/sb3-resources';
import { useInitialProject } from '../lib/use-initial-project';
import { useSb3Saver } from '../lib/use-sb3-saver';

/** The answer of a Scratch task: the URL of the student's .sb3 in our files service. */
const ANSWER_WINDOW = WindowId.description;

/**
 * A Scratch task: the student builds in the Scratch editor, starting from the saved project or the
 * task's starter (.sb3 among the task's files); the project is saved as .sb3 (every 30 s while
 * changed, on leaving, on 'Сохранить') and sent to the teacher, who plays it read-only on /check.
 */
function ScratchWorkspace({ task, savedAnswer, mode, locked, onAnswerChange, onResult }: WorkspaceProps) {
  const user = useAppSelector(selectUser);
  const editing = mode === 'solve' && !locked;
  const savedUrl = savedAnswer.find((a) => a.windowId === ANSWER_WINDOW)?.answerText || null;
  const draftKey = editing && user ? `task:${task.id}:user:${user.user_id}` : null;
  const [attempt, setAttempt] = useState(0);
  const initial = useInitialProject(draftKey, [savedUrl, sb3UrlOf(task.webResource)], attempt);
  const editor = useRef<ScratchEditorHandle>(null);
  const [upload] = useUploadSb3Mutation();

  const saver = useSb3Saver({
    draftKey,
    enabled: editing,
    exportSb3: () => editor.current?.exportSb3() ?? Promise.reject(new Error('no editor')),
    upload: (sb3) => upload(new Blob([sb3])).unwrap(),
    persist: async (url) => onAnswerChange([{ windowId: ANSWER_WINDOW, answerText: url }]),
  });

  const restored = initial.kind === 'ready' && initial.restored;
  const { markDirty } = saver;
  useEffect(() => {
    if (!restored) return;
    toast.info(TScratch.restored);
    markDirty();
  }, [restored, markDirty]);

  const submit = useCallback(async () => {
    if (await saver.saveNow()) onResult({ kind: 'sentToReview' });
    else toast.error(TScratch.savedLocally);
  }, [saver, onResult]);

  if (initial.kind === 'failed') return <LoadFailedBar onRetry={() => setAttempt((a) => a + 1)} />;
  const playOnly = mode === 'check' || locked;
  if (playOnly && initial.kind === 'ready' && !initial.sb3 && !savedUrl && mode === 'check') return <p>{TScratch.noProject}</p>;

  return (
    <div className="scratch-workspace" data-testid="scratch-workspace">
      {editing && (
        <div className="scratch-bar">
          <Button onClick={() => void saver.saveNow()} disabled={saver.status === 'saving'} data-testid="scratch-save">
            {TScratch.save}
          </Button>
          <Button variant="secondary" onClick={() => void submit()} disabled={saver.status === 'saving'} data-testid="scratch-submit">
            {TScratch.submit}
          </Button>
          <SaveStatusLine status={saver.status} />
        </div>
      )}
      {playOnly && <p className="scratch-bar__status">{TScratch.readOnly}</p>}
      {initial.kind === 'ready' && (
        <ScratchEditorFrame ref={editor} mode={playOnly ? 'player' : 'editor'} sb3={initial.sb3} onChange={saver.markDirty} />
      )}
    </div>
  );
}

export default defineWorkspace(ScratchWorkspace);
