/**
 * Window 12 (frontendConfig) of a Frontend task: which editor tabs the student gets and whether the
 * preview is overlaid.
 *
 * Canonical form (JSON, what the task-kind declaration validates): `{"tabs":["HTML","CSS","JS"],"noOverlay":true}`.
 * An older plain list such as `HTML, CSS, noOverlay` is read the same way.
 *
 * noOverlay: by default an error thrown by the page's script is also shown as a red banner laid over the
 * preview (like a dev server's error overlay), so a beginner notices it. With noOverlay the preview is never
 * covered — for tasks where the page itself is the point (animations, games, layouts) — and script errors
 * appear only in the page console under the preview. The check (window 8) is not affected.
 */
export type PageTab = 'HTML' | 'CSS' | 'JS';
export const PAGE_TABS: readonly PageTab[] = ['HTML', 'CSS', 'JS'];

export interface FrontendConfig {
  tabs: PageTab[];
  noOverlay: boolean;
}

export const DEFAULT_FRONTEND_CONFIG: FrontendConfig = { tabs: [...PAGE_TABS], noOverlay: false };

function tabOf(word: string): PageTab | undefined {
  const upper = word.trim().toUpperCase();
  return PAGE_TABS.find((tab) => tab === upper);
}

/** Never throws: an unreadable config gives every tab (the author sees the error on save). */
export function parseFrontendConfig(text: string | null | undefined): FrontendConfig {
  const raw = (text ?? '').trim();
  if (!raw) return { ...DEFAULT_FRONTEND_CONFIG, tabs: [...PAGE_TABS] };
  let words: string[] = [];
  let noOverlay = false;
  if (raw.startsWith('{')) {
    try {
      const data = JSON.parse(raw) as { tabs?: unknown; noOverlay?: unknown };
      if (Array.isArray(data.tabs)) words = data.tabs.filter((x): x is string => typeof x === 'string');
      noOverlay = data.noOverlay === true;
    } catch {
      return { ...DEFAULT_FRONTEND_CONFIG, tabs: [...PAGE_TABS] };
    }
  } else {
    for (const word of raw.split(/[\s,;]+/)) {
      if (word.toLowerCase() === 'nooverlay') noOverlay = true;
      else words.push(word);
    }
  }
  const tabs = PAGE_TABS.filter((tab) => words.some((w) => tabOf(w) === tab));
  return { tabs: tabs.length ? tabs : [...PAGE_TABS], noOverlay };
}
