import { useEffect, useMemo, useState } from 'react';
import { defineWorkspace, SolveStatus, TPython, TWeb, WindowId, type AnswerItem, type WorkspaceProps } from '@school/contracts';
import { Button } from '@school/ui';
import { PAGE_ANSWER_WINDOWS, pageAnswer, parseFrontendConfig, type PageSource, type PageTab } from '@school/web-checks';
import { CodeEditor, type CodeLanguage } from '@school/code-editor';
import { AUTHOR_WINDOW_NAMES, AuthorWindowTabs, type AuthorWindow } from '../../components/author/AuthorWindowTabs';
import { withWindow } from '../../workspaces/task-windows';
import { usePagePreview } from './use-page-preview';
import '../../components/web/web-workspaces.css';

const TAB_LANGUAGE: Record<PageTab, CodeLanguage> = { HTML: 'html', CSS: 'css', JS: 'javascript' };
const TAB_KEY: Record<PageTab, keyof PageSource> = { HTML: 'html', CSS: 'css', JS: 'js' };
const TEMPLATE: Record<keyof PageSource, WindowId> = { html: WindowId.htmlTemplate, css: WindowId.cssTemplate, js: WindowId.jsTemplate };

function windowText(task: WorkspaceProps['task'], windowId: number): string {
  return task.taskText.find((w) => w.windowId === windowId)?.text ?? '';
}

/** Where each editor starts: the saved answer, else the template (10/11/9), else the task's own window (5/6/4). */
function startingSource(task: WorkspaceProps['task'], saved: AnswerItem[]): PageSource {
  const fromSaved = pageAnswer(saved);
  const has = (windowId: number) => saved.some((a) => a.windowId === windowId);
  const pick = (key: keyof PageSource) =>
    has(PAGE_ANSWER_WINDOWS[key]) ? fromSaved[key] : windowText(task, TEMPLATE[key]) || windowText(task, PAGE_ANSWER_WINDOWS[key]);
  return { html: pick('html'), css: pick('css'), js: pick('js') };
}

/** The task's windows with the template windows (10/11/9) set from the author's page; empty ones are left out. */
function withTemplates(taskText: WorkspaceProps['task']['taskText'], source: PageSource): WorkspaceProps['task']['taskText'] {
  const templates = (Object.keys(TEMPLATE) as (keyof PageSource)[]).map((key) => ({ windowId: TEMPLATE[key], text: source[key] }));
  const ids = new Set<number>(templates.map((w) => w.windowId));
  return [...taskText.filter((w) => !ids.has(w.windowId)), ...templates.filter((w) => w.text !== '')];
}

export function pageAnswerItems(source: PageSource): AnswerItem[] {
  return (Object.keys(PAGE_ANSWER_WINDOWS) as (keyof PageSource)[]).map((key) => ({ windowId: PAGE_ANSWER_WINDOWS[key], answerText: source[key] }));
}

/**
 * Frontend task: HTML/CSS/JS tabs allowed by window 12, a live preview in a sandboxed frame (scripts
 * only, never same-origin) with its console, full screen; "Проверить" asks the server, which checks
 * the page (window 8) in its own sandbox and names each failed expectation.
 */
function FrontendWorkspace({ task, savedAnswer, mode, locked, solveStatus, onAnswerChange, onTaskChange, onRun, onResult }: WorkspaceProps) {
  const configText = windowText(task, WindowId.frontendConfig);
  const config = useMemo(() => parseFrontendConfig(configText), [configText]);
  // Compared by content: a host re-render with an equal answer must not reset what is being typed.
  const initialKey = JSON.stringify(startingSource(task, savedAnswer));
  const [source, setSource] = useState<PageSource>(() => JSON.parse(initialKey) as PageSource);
  useEffect(() => setSource(JSON.parse(initialKey) as PageSource), [initialKey]);
  const [tab, setTab] = useState<PageTab>(config.tabs[0]);
  const [fullScreen, setFullScreen] = useState(false);
  // /edit: the named window being written, and the windows as the author has edited them.
  const editing = mode === 'edit';
  const [authorTab, setAuthorTab] = useState<AuthorWindow>('solution');
  const [windows, setWindows] = useState(task.taskText);
  const edited = (id: WindowId) => windows.find((w) => w.windowId === id)?.text ?? '';
  const report = (next: WorkspaceProps['task']['taskText']) => {
    setWindows(next);
    onTaskChange(next);
  };
  // The solution is a whole page (window 17): the preview shows it while the author writes it or its check.
  const writesSolution = editing && authorTab !== 'starter';
  const solutionWindow = authorTab === 'check' ? WindowId.frontendCheck : WindowId.solution;
  const preview = usePagePreview(writesSolution ? { html: edited(WindowId.solution), css: '', js: '' } : source);
  // Outside solve mode the host ignores a try; the button stays so a teacher's demo behaves like the student's screen.
  const canCheck =
    mode !== 'check' && mode !== 'edit' && (mode !== 'solve' || (!locked && solveStatus !== SolveStatus.Solved && solveStatus !== SolveStatus.ManualCheck));
  const key = TAB_KEY[tab];

  useEffect(() => {
    if (!fullScreen) return undefined;
    const onKey = (e: KeyboardEvent) => e.key === 'Escape' && setFullScreen(false);
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [fullScreen]);

  return (
    <div className="web-ws web-ws--page">
      {/* The task's text is in the host's side panel («Задание»); the workspace keeps the room for code. */}
      <h2 className="web-ws__title">{task.taskName}</h2>
      <div className="web-ws__toolbar">
        {canCheck && (
          <Button
            onClick={() => {
              // The check judges what is in the editors (an untouched template too): report it first.
              onAnswerChange(pageAnswerItems(source));
              void onRun();
              onResult({ kind: 'solved' });
            }}
          >
            {TWeb.page.check}
          </Button>
        )}
        <Button variant="secondary" onClick={() => setFullScreen(true)}>
          {TWeb.page.fullScreen}
        </Button>
      </div>
      {editing && <AuthorWindowTabs value={authorTab} onChange={setAuthorTab} />}
      <div className="web-ws__split">
        {writesSolution ? (
          <div className="web-ws__editors">
            <CodeEditor
              className="web-editor"
              keysHint={TPython.editorKeysHint}
              key={authorTab}
              value={edited(solutionWindow)}
              language={authorTab === 'check' ? 'text' : 'html'}
              readOnly={false}
              label={AUTHOR_WINDOW_NAMES[authorTab]}
              onChange={(next) => report(withWindow(windows, solutionWindow, next))}
            />
          </div>
        ) : (
        <div className="web-ws__editors">
          <div className="web-tabs" role="tablist">
            {config.tabs.map((t) => (
              <button key={t} role="tab" type="button" aria-selected={t === tab} className={t === tab ? 'web-tab is-active' : 'web-tab'} onClick={() => setTab(t)}>
                {TWeb.page.tabs[t]}
              </button>
            ))}
          </div>
          <CodeEditor
            className="web-editor"
            keysHint={TPython.editorKeysHint}
            key={tab}
            value={source[key]}
            language={TAB_LANGUAGE[tab]}
            readOnly={mode === 'check' || (mode === 'solve' && locked)}
            label={`${task.taskName}: ${TWeb.page.tabs[tab]}`}
            onChange={(next) => {
              const updated = { ...source, [key]: next };
              setSource(updated);
              // In edit mode the author is writing the starting page: the task's template windows.
              if (editing) report(withTemplates(windows, updated));
              else if (mode === 'solve') onAnswerChange(pageAnswerItems(updated));
            }}
          />
        </div>
        )}
        <div className={fullScreen ? 'web-preview is-fullscreen' : 'web-preview'}>
          {fullScreen && (
            <Button className="web-preview__exit" variant="secondary" onClick={() => setFullScreen(false)}>
              {TWeb.page.exitFullScreen}
            </Button>
          )}
          <iframe ref={preview.frame} className="web-preview__frame" title={TWeb.page.previewTitle} sandbox="allow-scripts" src={preview.src} />
          {preview.error && !config.noOverlay && (
            <div className="web-preview__overlay" role="alert">
              {TWeb.frontendCheck.scriptError(preview.error)}
            </div>
          )}
          <section className="web-console web-console--page" aria-label={TWeb.page.console}>
            <h3 className="web-console__title">{TWeb.page.console}</h3>
            <div className="web-console__lines" role="log">
              {preview.lines.map((line) => (
                <pre key={line.id} className={`web-console__line is-${line.level}`}>
                  {line.text}
                </pre>
              ))}
            </div>
          </section>
        </div>
      </div>
    </div>
  );
}

export default defineWorkspace(FrontendWorkspace);
