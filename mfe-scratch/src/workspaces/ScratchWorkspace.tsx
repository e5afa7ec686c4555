import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { selectUser, useAppSelector } from '@school/api-client';
import { TScratch, WindowId, defineWorkspace, type WorkspaceProps } from '@school/contracts';
import { ScratchStage } from '@school/scratch-player';
import { parseScratchConfig, scratchConfigText } from '@school/task-kinds';
import { Button, Spinner, toast } from '@school/ui';
import { ScratchEditorFrame, type ScratchEditorHandle } from '../components/editor/ScratchEditorFrame';
import { SaveStatusLine } from '../components/editor/SaveStatusLine';
import { LoadFailedBar } from '../components/editor/LoadFailedBar';
import { useUploadSb3Mutation } from '../lib/scratch-api';
import { sb3UrlOf } from '../lib/sb3-resources';
import { useInitialProject } from '../lib/use-initial-project';
import { useSb3Saver } from '../lib/use-sb3-saver';

/** The answer of a Scratch task: the URL of the student's .sb3 in our files service. */
const ANSWER_WINDOW = WindowId.description;
/** In /edit a change of the starter is uploaded this long after the author's last change. */
const STARTER_SAVE_DELAY_MS = 1500;

/**
 * A Scratch task: the student builds in the Scratch editor, starting from the saved project or the
 * task's starter (its config window, else an .sb3 among the task's files); the project is saved as
 * .sb3 (every 30 s while changed, on leaving, on 'Сохранить') and sent to the teacher, who plays it
 * in our Scratch player on /check. In /edit the author edits the starter itself: each change is
 * uploaded and reported as the task's config window, stored by the task's 'Сохранить'.
 */
function ScratchWorkspace({ task, savedAnswer, mode, locked, onAnswerChange, onTaskChange, onResult }: WorkspaceProps) {
  const user = useAppSelector(selectUser);
  const authoring = mode === 'edit';
  const editing = mode === 'solve' && !locked;
  const playOnly = mode === 'check' || (mode === 'solve' && locked);
  const savedUrl = authoring ? null : savedAnswer.find((a) => a.windowId === ANSWER_WINDOW)?.answerText || null;
  const config = useMemo(() => parseScratchConfig(task), [task]);
  const starterUrl = (config.ok ? config.config.starter : null) ?? sb3UrlOf(task.webResource);

  // The starter this editor reported in /edit comes back in the task: the editor keeps its state.
  const reportedStarter = useRef<string | null>(null);
  const [openedStarter, setOpenedStarter] = useState(starterUrl);
  useEffect(() => {
    if (starterUrl !== reportedStarter.current) setOpenedStarter(starterUrl);
  }, [starterUrl]);

  const draftKey = editing && user ? `task:${task.id}:user:${user.user_id}` : null;
  const [attempt, setAttempt] = useState(0);
  const initial = useInitialProject(draftKey, [savedUrl, openedStarter], attempt);
  const editor = useRef<ScratchEditorHandle>(null);
  const [upload] = useUploadSb3Mutation();

  const saver = useSb3Saver({
    draftKey,
    enabled: editing || authoring,
    exportSb3: () => editor.current?.exportSb3() ?? Promise.reject(new Error('no editor')),
    upload: (sb3) => upload(new Blob([sb3])).unwrap(),
    persist: async (url) => {
      if (!authoring) return onAnswerChange([{ windowId: ANSWER_WINDOW, answerText: url }]);
      reportedStarter.current = url;
      const rest = task.taskText.filter((w) => w.windowId !== WindowId.frontendConfig);
      onTaskChange([...rest, { windowId: WindowId.frontendConfig, text: scratchConfigText({ starter: url }) }]);
    },
  });

  const restored = initial.kind === 'ready' && initial.restored;
  const { markDirty, saveNow } = saver;
  useEffect(() => {
    if (!restored) return;
    toast.info(TScratch.restored);
    markDirty();
  }, [restored, markDirty]);

  const starterTimer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(starterTimer.current), []);
  const changed = useCallback(() => {
    markDirty();
    if (!authoring) return;
    clearTimeout(starterTimer.current);
    starterTimer.current = setTimeout(() => void saveNow(), STARTER_SAVE_DELAY_MS);
  }, [authoring, markDirty, saveNow]);

  const submit = useCallback(async () => {
    if (await saver.saveNow()) onResult({ kind: 'sentToReview' });
    else toast.error(TScratch.savedLocally);
  }, [saver, onResult]);

  if (initial.kind === 'failed') return <LoadFailedBar onRetry={() => setAttempt((a) => a + 1)} />;

  if (playOnly) {
    if (initial.kind !== 'ready') return <Spinner />;
    if (!initial.sb3) return <p>{TScratch.noProject}</p>;
    return (
      <div className="scratch-workspace scratch-workspace--player" data-testid="scratch-workspace" aria-label={TScratch.playerTitle}>
        <p className="scratch-bar__status">{TScratch.readOnly}</p>
        <ScratchStage project={initial.sb3} />
      </div>
    );
  }

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
      {authoring && (
        <div className="scratch-bar">
          <span className="scratch-bar__status">{TScratch.starterHint}</span>
          <SaveStatusLine status={saver.status} saved={TScratch.starterReady} />
        </div>
      )}
      {initial.kind === 'ready' && <ScratchEditorFrame ref={editor} sb3={initial.sb3} onChange={changed} />}
    </div>
  );
}

export default defineWorkspace(ScratchWorkspace);
// The lesson list and the task before this one warm the editor's bundle (mfe-courses' warm-workspace).
export { prefetchScratchEditor as prefetch } from '../lib/prefetch-editor';
