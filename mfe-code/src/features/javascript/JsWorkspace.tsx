import { useEffect, useState } from 'react';
import { defineWorkspace, SolveStatus, TPython, TWeb, WindowId, type WorkspaceProps } from '@school/contracts';
import { Button } from '@school/ui';
import { CodeEditor } from '@school/code-editor';
import { AUTHOR_WINDOW_NAMES, AuthorWindowTabs, type AuthorWindow } from '../../components/author/AuthorWindowTabs';
import { withWindow } from '../../workspaces/task-windows';
import { ConsolePane } from './ConsolePane';
import { useJsRunner } from './use-js-runner';
import '../../components/web/web-workspaces.css';

function windowText(task: WorkspaceProps['task'], windowId: number): string {
  return task.taskText.find((w) => w.windowId === windowId)?.text ?? '';
}

/** /edit: the window each named tab edits (the starter is the template, window 9). */
const EDIT_WINDOWS: Record<AuthorWindow, WindowId> = { starter: WindowId.jsTemplate, solution: WindowId.solution, check: WindowId.jsCheck };

/**
 * JS task: the program starts from the template (window 9, else 4), runs in an isolated worker with a
 * console; "Проверить" saves and asks the server, which re-runs the check (window 7) in QuickJS.
 */
function JsWorkspace({ task, savedAnswer, mode, locked, solveStatus, onAnswerChange, onTaskChange, onRun, onResult, onRunOutput }: WorkspaceProps) {
  const starting = windowText(task, WindowId.jsTemplate) || windowText(task, WindowId.jsCode);
  const saved = savedAnswer.find((a) => a.windowId === WindowId.jsCode)?.answerText;
  const [code, setCode] = useState(saved ?? starting);
  useEffect(() => setCode(saved ?? starting), [saved, starting]);
  const runner = useJsRunner();
  // /edit: which named window the editor holds, and the windows as the author has edited them.
  const editing = mode === 'edit';
  const [tab, setTab] = useState<AuthorWindow>('solution');
  const [windows, setWindows] = useState(task.taskText);
  const edited = (id: WindowId) => windows.find((w) => w.windowId === id)?.text ?? '';
  // The starter shown to the author is what a student starts from: the template, else window 4.
  const editorText = !editing ? code : tab === 'starter' ? edited(WindowId.jsTemplate) || edited(WindowId.jsCode) : edited(EDIT_WINDOWS[tab]);
  const editWindow = (text: string) => {
    const next = withWindow(windows, EDIT_WINDOWS[tab], text);
    setWindows(next);
    onTaskChange(next);
  };
  const running = runner.state === 'running';
  // The tutor explains the last run: its console, errors with the student's line included.
  useEffect(() => {
    if (mode !== 'solve' || running || runner.lines.length === 0) return;
    onRunOutput?.(runner.lines.map((line) => line.text).join('\n'));
    // Published once a run has ended; a new callback identity alone is no new output.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [mode, running, runner.lines]);
  const canCheck = mode === 'solve' && !locked && solveStatus !== SolveStatus.Solved && solveStatus !== SolveStatus.ManualCheck;

  // A run or a check reports the editor's text, so the host saves exactly what ran (an untouched template too).
  const report = () => {
    // Demo and edit report tries too (the host ignores them there); a locked solve and /check report nothing.
    if (mode !== 'check' && (mode !== 'solve' || !locked)) onAnswerChange([{ windowId: WindowId.jsCode, answerText: code }]);
  };
  const run = () => {
    if (editing) {
      // The author runs the program in the editor; with the check open, the solution runs.
      runner.run(tab === 'check' ? edited(WindowId.solution) : editorText);
      return;
    }
    report();
    runner.run(code);
    void onRun();
  };

  return (
    <div className="web-ws web-ws--js">
      {/* The task's text is in the host's side panel («Задание»); the workspace keeps the room for code. */}
      <h2 className="web-ws__title">{task.taskName}</h2>
      <div className="web-ws__toolbar">
        <Button onClick={run} disabled={running} title={TWeb.js.runHint}>
          {TWeb.js.run}
        </Button>
        <Button variant="danger" onClick={runner.stop} disabled={!running}>
          {TWeb.js.stop}
        </Button>
        {canCheck && (
          <Button
            variant="secondary"
            onClick={() => {
              report();
              onResult({ kind: 'solved' });
            }}
            disabled={!code.trim()}
          >
            {TWeb.js.check}
          </Button>
        )}
        <span className="web-ws__hint">{running ? TWeb.js.running : TWeb.js.runHint}</span>
      </div>
      {editing && <AuthorWindowTabs value={tab} onChange={setTab} />}
      <div className="web-ws__split">
        <CodeEditor
          className="web-editor"
          keysHint={TPython.editorKeysHint}
          key={editing ? tab : 'answer'}
          value={editorText}
          language="javascript"
          readOnly={mode === 'check' || (mode === 'solve' && locked)}
          label={editing ? AUTHOR_WINDOW_NAMES[tab] : task.taskName}
          onRun={run}
          onChange={(next) => {
            if (editing) return editWindow(next);
            setCode(next);
            if (mode === 'solve') onAnswerChange([{ windowId: WindowId.jsCode, answerText: next }]);
          }}
        />
        <ConsolePane lines={runner.lines} title={TWeb.js.console} empty={TWeb.js.consoleEmpty} />
      </div>
    </div>
  );
}

export default defineWorkspace(JsWorkspace);
