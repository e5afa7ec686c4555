import { useState } from 'react';
import { TWeb, WindowId } from '@school/contracts';
import { PAGE_TABS, type PageTab } from '@school/web-checks';
import { CodeEditor, type CodeLanguage } from '@school/code-editor';
import './web-project.css';

const TABS: Record<PageTab, { windowId: number; language: CodeLanguage }> = {
  HTML: { windowId: WindowId.htmlCode, language: 'html' },
  CSS: { windowId: WindowId.cssCode, language: 'css' },
  JS: { windowId: WindowId.jsCode, language: 'javascript' },
};

/**
 * A Site project's HTML/CSS/JS editor (the same three windows 5/6/4 the player composes with
 * @school/web-checks composePage, as a Frontend task does). The preview is the editor page's player.
 */
export function WebProjectEditor({ texts, onChange }: { texts: Record<number, string>; onChange(texts: Record<number, string>): void }) {
  const [tab, setTab] = useState<PageTab>('HTML');
  const { windowId, language } = TABS[tab];
  return (
    <div className="fs-web" data-testid="web-project-editor">
      <div className="fs-web__tabs" role="tablist">
        {PAGE_TABS.map((t) => (
          <button key={t} type="button" role="tab" aria-selected={t === tab} className={t === tab ? 'fs-web__tab is-active' : 'fs-web__tab'} onClick={() => setTab(t)}>
            {TWeb.page.tabs[t]}
          </button>
        ))}
      </div>
      <CodeEditor
        className="fs-web-editor"
        key={tab}
        value={texts[windowId] ?? ''}
        language={language}
        readOnly={false}
        label={TWeb.page.tabs[tab]}
        onChange={(next) => onChange({ ...texts, [windowId]: next })}
      />
    </div>
  );
}
