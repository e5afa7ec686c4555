import { useEffect, useMemo, useRef, useState } from 'react';
import { defineWorkspace, SolveStatus, TScratchJr, WindowId, type AnswerItem, type WorkspaceProps } from '@school/contracts';
import { emptyProject, parseProject, serializeProject, type Project } from '@school/scratchjr-engine';
import { Button } from '@school/ui';
import { ScratchJrEditor } from '../features/editor/ScratchJrEditor';
import { ScratchJrPlayer } from '../features/player/ScratchJrPlayer';

/** The project is the answer: its versioned JSON in the answer's description window. */
const PROJECT_WINDOW = WindowId.description;

function savedProject(savedAnswer: AnswerItem[]): { project: Project | null; broken: boolean } {
  const text = savedAnswer.find((a) => a.windowId === PROJECT_WINDOW)?.answerText;
  if (!text) return { project: null, broken: false };
  const parsed = parseProject(text);
  return parsed.ok ? { project: parsed.project, broken: false } : { project: null, broken: true };
}

/**
 * ScratchJr task: the student builds a project in the editor; every change goes to the host,
 * which autosaves it; «Отправить учителю» sends it for a manual check. On /check the teacher
 * plays the saved project read-only.
 */
function ScratchJrWorkspace({ savedAnswer, mode, locked, solveStatus, onAnswerChange, onResult }: WorkspaceProps) {
  const saved = useMemo(() => savedProject(savedAnswer), [savedAnswer]);
  const [project, setProject] = useState<Project>(() => saved.project ?? emptyProject());
  const readOnly = mode === 'check' || (mode === 'solve' && locked);
  // A saved answer that arrives later (or another student's on /check) replaces the project,
  // unless it is the one this editor just reported.
  const reported = useRef<string | null>(null);
  const savedText = savedAnswer.find((a) => a.windowId === PROJECT_WINDOW)?.answerText ?? null;
  useEffect(() => {
    if (savedText !== reported.current) setProject(saved.project ?? emptyProject());
    // Only a new saved text counts; `saved` is derived from it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [savedText]);

  if (readOnly) {
    if (!saved.project) return <p className="sjr-note" style={{ padding: 16 }}>{saved.broken ? TScratchJr.brokenProject : TScratchJr.empty}</p>;
    return <ScratchJrPlayer project={saved.project} />;
  }

  const change = (next: Project) => {
    setProject(next);
    reported.current = serializeProject(next);
    // Demo and edit are tries: the host ignores answers there, as with the other workspaces.
    onAnswerChange([{ windowId: PROJECT_WINDOW, answerText: reported.current }]);
  };
  const canSend = mode === 'solve' && solveStatus !== SolveStatus.Solved && solveStatus !== SolveStatus.ManualCheck;
  return (
    <div className="sjr-workspace" data-testid="sjr-workspace">
      {saved.broken && <p className="sjr-note" style={{ padding: '0 12px' }}>{TScratchJr.brokenProject}</p>}
      <ScratchJrEditor project={project} onChange={change} />
      {canSend && (
        <div style={{ padding: '0 12px 12px' }}>
          <Button
            onClick={() => {
              onAnswerChange([{ windowId: PROJECT_WINDOW, answerText: serializeProject(project) }]);
              onResult({ kind: 'sentToReview' });
            }}
          >
            {TScratchJr.send}
          </Button>
        </div>
      )}
    </div>
  );
}

export default defineWorkspace(ScratchJrWorkspace);
