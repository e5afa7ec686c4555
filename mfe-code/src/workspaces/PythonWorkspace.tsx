import { useState } from 'react';
import { defineWorkspace, TPython, WindowId, type WorkspaceProps } from '@school/contracts';
import { Button } from '@school/ui';
import { checkSpecOf, type ProgramError } from '@school/python-runtime';
import { PythonWorkbench } from '../features/python/PythonWorkbench';
import { CodeEditor } from '../features/python/editor/CodeEditor';
import { usePythonRun } from '../features/python/runtime/use-python-run';
import { AUTHOR_WINDOW_NAMES, AuthorWindowTabs, type AuthorWindow } from '../components/author/AuthorWindowTabs';
import { codeAnswer, initialCode, windowText, withWindow } from './task-windows';

/** /edit: the window each named tab edits. */
const EDIT_WINDOWS: Record<AuthorWindow, WindowId> = { starter: WindowId.pythonCode, check: WindowId.pythonCheck, solution: WindowId.solution };

/**
 * The Python task type. Solve: the student's program (autosaved as window 2) runs in the browser;
 * Check asks the server, which re-runs the program with the task's check (the check never reaches
 * a student). Edit: the author edits starting code, check and solution and runs the solution
 * against the check. Check (teacher) and demo: the program runs, nothing is saved.
 */
function PythonWorkspace({ task, savedAnswer, mode, locked, onAnswerChange, onTaskChange, onRun, onResult, onRunOutput }: WorkspaceProps) {
  // A teacher checking runs a student's program: in the sandbox frame, never with the teacher's origin.
  const runner = usePythonRun({ isolated: mode === 'check' });
  const [code, setCode] = useState(() => (mode === 'edit' ? windowText(task.taskText, WindowId.solution) || initialCode(task.taskText, []) : initialCode(task.taskText, mode === 'demo' ? [] : savedAnswer)));
  const [tab, setTab] = useState<AuthorWindow>('solution');
  const [windows, setWindows] = useState(task.taskText);
  const [status, setStatus] = useState<{ ok: boolean; text: string } | null>(null);
  const editable = mode === 'edit' || mode === 'demo' || (mode === 'solve' && !locked);

  const changeCode = (next: string) => {
    setCode(next);
    if (mode === 'solve' && !locked) onAnswerChange(codeAnswer(next));
  };

  const run = async () => {
    setStatus(null);
    if (mode === 'solve') await onRun().catch(() => undefined);
    const end = await runner.run(code);
    // The tutor explains the last run: its error as a traceback naming the student's line.
    const error = end.outcome && !end.outcome.ok ? end.outcome.error : undefined;
    const output = error ? tracebackText(error) : end.stopped || end.timeLimit ? TPython.stopped : '';
    if (mode === 'solve') onRunOutput?.(output);
    return end;
  };

  /**
   * The server re-runs the saved program with the check (and the check's own inputs) and answers
   * Solved or the check's message; a program still running here is stopped first.
   */
  const check = () => {
    runner.stop();
    setStatus(null);
    onResult({ kind: 'solved' });
  };

  /** Edit mode: the solution against the check, right here in the browser. */
  const runSolution = async () => {
    const checkText = windowText(windows, WindowId.pythonCheck);
    const solution = windowText(windows, WindowId.solution);
    if (!checkText.trim()) return setStatus({ ok: false, text: TPython.noCheck });
    if (!solution.trim()) return setStatus({ ok: false, text: TPython.noSolution });
    setStatus(null);
    const end = await runner.run(solution, { check: checkSpecOf(checkText, solution) });
    const verdict = end.verdict;
    if (!verdict) return setStatus({ ok: false, text: TPython.solutionFails(end.outcome && !end.outcome.ok ? (end.outcome.error?.message ?? '') : TPython.stopped) });
    if (verdict.status === 'pass') setStatus({ ok: true, text: TPython.solutionPasses });
    else if (verdict.status === 'broken') setStatus({ ok: false, text: TPython.checkBroken(verdict.message ?? '') });
    else setStatus({ ok: false, text: TPython.solutionFails(verdict.message || (end.outcome && !end.outcome.ok ? (end.outcome.error?.message ?? '') : TPython.verdict.failed)) });
  };

  if (mode === 'edit') {
    const editWindow = (id: WindowId, text: string) => {
      const next = withWindow(windows, id, text);
      setWindows(next);
      onTaskChange(next);
      if (id === WindowId.solution) setCode(text);
    };
    return (
      <div className="py-task" data-testid="python-workspace">
        <AuthorWindowTabs value={tab} onChange={setTab} />
        {tab !== 'solution' ? (
          <CodeEditor key={tab} value={windowText(windows, EDIT_WINDOWS[tab])} onChange={(text) => editWindow(EDIT_WINDOWS[tab], text)} label={AUTHOR_WINDOW_NAMES[tab]} testId={`python-edit-${tab}`} />
        ) : null}
        <PythonWorkbench
          code={tab === 'solution' ? code : windowText(windows, WindowId.solution)}
          onCodeChange={(text) => editWindow(WindowId.solution, text)}
          readOnly={tab !== 'solution'}
          editorLabel={AUTHOR_WINDOW_NAMES.solution}
          runner={runner}
          onRun={() => void runner.run(windowText(windows, WindowId.solution))}
          actions={
            <Button variant="secondary" onClick={() => void runSolution()} disabled={runner.running} data-testid="python-run-solution">
              {TPython.runSolution}
            </Button>
          }
          status={status ? <p className={status.ok ? 'py-ok' : 'py-fail'} data-testid="python-status">{status.text}</p> : null}
        />
      </div>
    );
  }

  return (
    <div className="py-task" data-testid="python-workspace">
      <h2 className="py-task__title">{task.taskName}</h2>
      <PythonWorkbench
        code={code}
        reference={task.referenceDrawing}
        onCodeChange={changeCode}
        readOnly={!editable}
        runner={runner}
        onRun={() => void run()}
        actions={
          mode === 'solve' && !locked ? (
            <Button variant="secondary" onClick={check} disabled={!code.trim()} data-testid="python-check">
              {TPython.check}
            </Button>
          ) : null
        }
        status={status ? <p className={status.ok ? 'py-ok' : 'py-fail'} data-testid="python-status">{status.text}</p> : null}
      />
    </div>
  );
}

function tracebackText(error: ProgramError): string {
  const where = error.line ? `  File "main.py", line ${error.line}, in <module>\n` : '';
  return `Traceback (most recent call last):\n${where}${error.type}: ${error.message}`;
}

export default defineWorkspace(PythonWorkspace);

/** Warms Python's files when a Python task is next (called by the task screen, which knows the list). */
export { prefetchPythonFiles as prefetch } from '../lib/pyodide-files';
