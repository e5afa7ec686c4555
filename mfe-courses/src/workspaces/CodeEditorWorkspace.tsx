import { useEffect, useState } from 'react';
import { defineWorkspace, SolveStatus, T, TWeb, WindowId, type WorkspaceProps } from '@school/contracts';
import { Button } from '@school/ui';
import { TaskDescription, windowText } from './TaskDescription';
import { CODE_LANGUAGES, CodeEditor, type CodeLanguage } from '@school/code-editor';
import './workspaces.css';
import './CodeEditorWorkspace.css';

/**
 * The answer's language: window 12 as `{"language":"html"}` (python, javascript, html, css, text);
 * Python when absent, as the answer lives in the Python code window (2).
 */
export function codeEditorLanguage(config: string): CodeLanguage {
  try {
    const data = JSON.parse(config) as { language?: unknown };
    const wanted = typeof data.language === 'string' ? data.language.toLowerCase() : '';
    const alias: Record<string, CodeLanguage> = { js: 'javascript', py: 'python', plain: 'text', txt: 'text' };
    const language = (alias[wanted] ?? wanted) as CodeLanguage;
    return CODE_LANGUAGES.includes(language) ? language : 'python';
  } catch {
    return 'python';
  }
}

const LANGUAGE_NAMES: Record<CodeLanguage, string> = { python: 'Python', javascript: 'JavaScript', html: 'HTML', css: 'CSS', text: 'Текст' };

/** CodeEditor: a code answer in the configured language, sent to the teacher, who reads it highlighted on /check. */
function CodeEditorWorkspace({ task, savedAnswer, mode, locked, solveStatus, onAnswerChange, onResult }: WorkspaceProps) {
  const starting = windowText(task, WindowId.pythonCode);
  const saved = savedAnswer.find((a) => a.windowId === WindowId.pythonCode)?.answerText;
  const [code, setCode] = useState(saved ?? starting);
  useEffect(() => setCode(saved ?? starting), [saved, starting]);
  const language = codeEditorLanguage(windowText(task, WindowId.frontendConfig));
  const canSubmit = mode === 'solve' && !locked && code.trim().length > 0;
  return (
    <div className="ws ws-code">
      <TaskDescription task={task} />
      <p className="ws-code__language">
        {TWeb.codeEditor.language}: <strong>{LANGUAGE_NAMES[language]}</strong>
      </p>
      <CodeEditor
        className="ws-code__editor"
        value={code}
        language={language}
        readOnly={locked || mode === 'check'}
        label={TWeb.codeEditor.placeholder}
        onChange={(next) => {
          setCode(next);
          onAnswerChange([{ windowId: WindowId.pythonCode, answerText: next }]);
        }}
      />
      {mode === 'solve' && solveStatus !== SolveStatus.Solved && solveStatus !== SolveStatus.ManualCheck && (
        <Button
          onClick={() => {
            // The teacher reads what is in the editor, even an unchanged starting code.
            onAnswerChange([{ windowId: WindowId.pythonCode, answerText: code }]);
            onResult({ kind: 'sentToReview' });
          }}
          disabled={!canSubmit}
        >
          {T.task.submit}
        </Button>
      )}
    </div>
  );
}

export default defineWorkspace(CodeEditorWorkspace);
