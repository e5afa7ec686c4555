import { useEffect, useState } from 'react';
import { defineWorkspace, SolveStatus, TWeb, WindowId, type WorkspaceProps } from '@school/contracts';
import { Button } from '@school/ui';
import { WebCodeEditor } from '../../components/web/WebCodeEditor';
import { ConsolePane } from './ConsolePane';
import { useJsRunner } from './use-js-runner';
import '../../components/web/web-workspaces.css';

function windowText(task: WorkspaceProps['task'], windowId: number): string {
  return task.taskText.find((w) => w.windowId === windowId)?.text ?? '';
}

/**
 * JS task: the program starts from the template (window 9, else 4), runs in an isolated worker with a
 * console; "Проверить" saves and asks the server, which re-runs the check (window 7) in QuickJS.
 */
function JsWorkspace({ task, savedAnswer, mode, locked, solveStatus, onAnswerChange, onRun, onResult }: WorkspaceProps) {
  const starting = windowText(task, WindowId.jsTemplate) || windowText(task, WindowId.jsCode);
  const saved = savedAnswer.find((a) => a.windowId === WindowId.jsCode)?.answerText;
  const [code, setCode] = useState(saved ?? starting);
  useEffect(() => setCode(saved ?? starting), [saved, starting]);
  const runner = useJsRunner();
  const running = runner.state === 'running';
  const canCheck = mode === 'solve' && !locked && solveStatus !== SolveStatus.Solved && solveStatus !== SolveStatus.ManualCheck;

  // A run or a check reports the editor's text, so the host saves exactly what ran (an untouched template too).
  const report = () => {
    // Demo and edit report tries too (the host ignores them there); a locked solve and /check report nothing.
    if (mode !== 'check' && (mode !== 'solve' || !locked)) onAnswerChange([{ windowId: WindowId.jsCode, answerText: code }]);
  };
  const run = () => {
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
      <div className="web-ws__split">
        <WebCodeEditor
          value={code}
          language="javascript"
          readOnly={locked || mode === 'check'}
          label={task.taskName}
          onRun={run}
          onChange={(next) => {
            setCode(next);
            onAnswerChange([{ windowId: WindowId.jsCode, answerText: next }]);
          }}
        />
        <ConsolePane lines={runner.lines} title={TWeb.js.console} empty={TWeb.js.consoleEmpty} />
      </div>
    </div>
  );
}

export default defineWorkspace(JsWorkspace);
