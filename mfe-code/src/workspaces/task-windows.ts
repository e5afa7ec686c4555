import { WindowId, type AnswerItem, type TaskTextWindowDto } from '@school/contracts';

export function windowText(windows: readonly TaskTextWindowDto[], id: number): string {
  return windows.find((w) => w.windowId === id)?.text ?? '';
}

/** The student's program: the saved answer's window 2, else the starting code (window 2). */
export function initialCode(windows: readonly TaskTextWindowDto[], saved: readonly AnswerItem[]): string {
  return saved.find((a) => a.windowId === WindowId.pythonCode)?.answerText ?? windowText(windows, WindowId.pythonCode);
}

export function codeAnswer(code: string): AnswerItem[] {
  return [{ windowId: WindowId.pythonCode, answerText: code }];
}

/** The task's windows with one window's text replaced (added when missing). */
export function withWindow(windows: readonly TaskTextWindowDto[], id: WindowId, text: string): TaskTextWindowDto[] {
  return windows.some((w) => w.windowId === id) ? windows.map((w) => (w.windowId === id ? { ...w, text } : w)) : [...windows, { windowId: id, text }];
}
