import { WRITING_ANSWER_WINDOW_ID, type AnswerItem } from '@school/contracts';

/** The student's saved text (editor JSON or any accepted format), '' when none. */
export function writingTextFromAnswer(saved: AnswerItem[]): string {
  return saved.find((a) => a.windowId === WRITING_ANSWER_WINDOW_ID)?.answerText ?? '';
}

export function writingAnswer(json: string): AnswerItem[] {
  return [{ windowId: WRITING_ANSWER_WINDOW_ID, answerText: json }];
}
