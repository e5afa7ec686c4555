import { TAuthor, TTeacher } from '@school/contracts';
import { Button } from '@school/ui';
import './author-windows.css';

/** The three things an author writes for a code task, each in its own window. */
export type AuthorWindow = 'starter' | 'solution' | 'check';
export const AUTHOR_WINDOWS: readonly AuthorWindow[] = ['starter', 'solution', 'check'];

const W = TAuthor.codeWindows;
/** Each window's name, as the catalogue gives it for the author's check ('Заготовка для ученика', 'Решение', 'Проверка'). */
export const AUTHOR_WINDOW_NAMES: Record<AuthorWindow, string> = { starter: TTeacher.tryCheck.starter, solution: TTeacher.tryCheck.solution, check: TTeacher.tryCheck.check };
const HINTS: Record<AuthorWindow, string> = { starter: W.starterHint, solution: W.solutionHint, check: W.checkHint };

/**
 * /edit of a Python, JS or web-page task: 'Заготовка для ученика', 'Решение' and 'Проверка' as named
 * tabs (not anonymous editors), so the author always knows which window the editor changes.
 */
export function AuthorWindowTabs({ value, onChange }: { value: AuthorWindow; onChange(next: AuthorWindow): void }) {
  return (
    <div className="author-windows">
      <div className="author-windows__tabs" role="tablist" aria-label={W.label}>
        {AUTHOR_WINDOWS.map((key) => (
          <Button
            key={key}
            role="tab"
            aria-selected={value === key}
            variant={value === key ? 'primary' : 'secondary'}
            onClick={() => onChange(key)}
            data-testid={`author-window-${key}`}
          >
            {AUTHOR_WINDOW_NAMES[key]}
          </Button>
        ))}
      </div>
      <p className="author-windows__hint">{HINTS[value]}</p>
    </div>
  );
}
