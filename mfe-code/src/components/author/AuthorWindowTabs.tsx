import { TAuthor, TTeacher } from '@school/contracts';
import { WindowTabs } from '@school/ui';

/** The three things an author writes for a code task, each in its own window. */
export type AuthorWindow = 'starter' | 'solution' | 'check';
export const AUTHOR_WINDOWS: readonly AuthorWindow[] = ['starter', 'solution', 'check'];

const W = TAuthor.codeWindows;
/** Each window's name, as the catalogue gives it for the author's check ('Заготовка для ученика', 'Решение', 'Проверка'). */
export const AUTHOR_WINDOW_NAMES: Record<AuthorWindow, string> = { starter: TTeacher.tryCheck.starter, solution: TTeacher.tryCheck.solution, check: TTeacher.tryCheck.check };
const HINTS: Record<AuthorWindow, string> = { starter: W.starterHint, solution: W.solutionHint, check: W.checkHint };

const TABS = AUTHOR_WINDOWS.map((key) => ({ key, name: AUTHOR_WINDOW_NAMES[key], hint: HINTS[key] }));

/**
 * /edit of a Python, JS or web-page task: 'Заготовка для ученика', 'Решение' and 'Проверка' as named
 * tabs (not anonymous editors), so the author always knows which window the editor changes.
 */
export function AuthorWindowTabs({ value, onChange }: { value: AuthorWindow; onChange(next: AuthorWindow): void }) {
  return <WindowTabs label={W.label} tabs={TABS} value={value} onChange={onChange} />;
}
