import { useEffect, useRef, useState } from 'react';
import { defineWorkspace, SolveStatus, TScratchJr, WindowId, type WorkspaceProps } from '@school/contracts';
import { emptyProject, serializeProject, type Project } from '@school/scratchjr-engine';
import { Button, toast } from '@school/ui';
import { ScratchJrEditor } from '../features/editor/ScratchJrEditor';
import { ScratchJrPlayer } from '../features/player/ScratchJrPlayer';
import { useProjectSaver, type SaveState } from '../lib/use-project-saver';
import { useSavedProject } from '../lib/use-saved-project';

/** The answer: the URL of the project's JSON file in our files service (older answers: the JSON itself). */
const PROJECT_WINDOW = WindowId.description;

const SAVE_TEXT: Record<SaveState, string> = {
  saved: TScratchJr.saved,
  dirty: TScratchJr.unsaved,
  saving: TScratchJr.saving,
  failed: TScratchJr.saveFailed,
};

const note = (text: string) => (
  <p className="sjr-note" style={{ padding: 16 }}>
    {text}
  </p>
);

/**
 * ScratchJr task: the student builds a project in the editor; each change is saved as a file
 * (checked by the server) and its URL reported as the answer, which the host autosaves;
 * «Отправить учителю» sends it for a manual check. On /check the teacher plays it read-only.
 */
function ScratchJrWorkspace({ savedAnswer, mode, locked, solveStatus, onAnswerChange, onResult }: WorkspaceProps) {
  const savedText = savedAnswer.find((a) => a.windowId === PROJECT_WINDOW)?.answerText || null;
  const saved = useSavedProject(savedText);
  const readOnly = mode === 'check' || (mode === 'solve' && locked);
  const editing = mode === 'solve' && !locked;
  // The answer this editor reported last: when the host echoes it back, the editor keeps its state.
  const reported = useRef<string | null>(null);
  const saver = useProjectSaver(editing, (url) => {
    reported.current = url;
    onAnswerChange([{ windowId: PROJECT_WINDOW, answerText: url }]);
  });

  const [project, setProject] = useState<Project | null>(null);
  // A saved answer that arrives later (or another student's on /check) replaces the project once loaded.
  const applied = useRef<string | null | undefined>(undefined);
  const settled = saved.kind === 'ready' || saved.kind === 'none' || saved.kind === 'broken';
  const loaded = saved.kind === 'ready' ? saved.project : null;
  useEffect(() => {
    if (!settled || applied.current === savedText) return;
    applied.current = savedText;
    if (savedText !== null && savedText === reported.current) return;
    setProject(loaded ?? emptyProject());
  }, [settled, savedText, loaded]);

  if (saved.kind === 'failed')
    return (
      <div className="sjr-note" style={{ padding: 16 }} data-testid="sjr-load-failed">
        <p>{TScratchJr.loadFailed}</p>
        <Button onClick={saved.retry}>{TScratchJr.retry}</Button>
      </div>
    );
  if (saved.kind === 'loading') return note(TScratchJr.loading);
  if (readOnly) {
    if (saved.kind !== 'ready') return note(saved.kind === 'broken' ? TScratchJr.brokenProject : TScratchJr.empty);
    return <ScratchJrPlayer project={saved.project} />;
  }
  if (!project) return note(TScratchJr.loading);

  const change = (next: Project) => {
    setProject(next);
    if (editing) return saver.change(next);
    // Demo and edit are tries, reported as they are; the host saves nothing there.
    onAnswerChange([{ windowId: PROJECT_WINDOW, answerText: serializeProject(next) }]);
  };
  const send = async () => {
    saver.change(project);
    if (await saver.flush()) onResult({ kind: 'sentToReview' });
    else toast.error(TScratchJr.saveFailed);
  };
  const canSend = mode === 'solve' && solveStatus !== SolveStatus.Solved && solveStatus !== SolveStatus.ManualCheck;
  return (
    <div className="sjr-workspace" data-testid="sjr-workspace">
      {saved.kind === 'broken' && <p className="sjr-note" style={{ padding: '0 12px' }}>{TScratchJr.brokenProject}</p>}
      <ScratchJrEditor project={project} onChange={change} />
      {editing && (
        <div style={{ padding: '0 12px 12px', display: 'flex', gap: 12, alignItems: 'center' }}>
          {canSend && (
            <Button onClick={() => void send()} disabled={saver.state === 'saving'}>
              {TScratchJr.send}
            </Button>
          )}
          <span className="sjr-note" role="status" data-testid="sjr-save-status" data-state={saver.state}>
            {saver.state === 'saved' && !savedText ? '' : SAVE_TEXT[saver.state]}
          </span>
        </div>
      )}
    </div>
  );
}

export default defineWorkspace(ScratchJrWorkspace);
