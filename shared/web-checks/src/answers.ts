import { WindowId } from '@school/contracts';
import type { PageSource } from './compose-page';

type Item = { windowId: number; answerText?: string | null };

/** The windows a web page answer is stored in (one per editor). */
export const PAGE_ANSWER_WINDOWS = { html: WindowId.htmlCode, css: WindowId.cssCode, js: WindowId.jsCode } as const;

function textOf(items: readonly Item[], windowId: number): string {
  return items.find((item) => item.windowId === windowId)?.answerText ?? '';
}

/** A stored Frontend answer as the three editors. */
export function pageAnswer(items: readonly Item[]): PageSource {
  return {
    html: textOf(items, PAGE_ANSWER_WINDOWS.html),
    css: textOf(items, PAGE_ANSWER_WINDOWS.css),
    js: textOf(items, PAGE_ANSWER_WINDOWS.js),
  };
}

/** A stored JS answer's program. */
export function jsAnswer(items: readonly Item[]): string {
  return textOf(items, WindowId.jsCode);
}

/** A page kept as text windows 5/6/4 (a Fun Space web project's projectText) as the three editors. */
export function pageFromWindows(windows: readonly { windowId: number; text: string }[]): PageSource {
  return pageAnswer(windows.map((w) => ({ windowId: w.windowId, answerText: w.text })));
}
