import { TYPING_DEFAULT_ACCURACY, TYPING_DEFAULT_WPM, type TypingStats } from '@school/contracts';

/**
 * Typing statistics: accuracy is the share of typed characters that match the text (100 before
 * any typing); words per minute count five characters as a word (0 before a minute starts).
 */
export function typingStats(text: string, typed: string, elapsedMs: number): TypingStats {
  if (typed.length === 0) return { wpm: TYPING_DEFAULT_WPM, accuracy: TYPING_DEFAULT_ACCURACY };
  let right = 0;
  for (let i = 0; i < typed.length; i++) if (typed[i] === text[i]) right++;
  const accuracy = Math.round((right / typed.length) * 100);
  const minutes = elapsedMs / 60000;
  const wpm = minutes > 0 ? Math.round(right / 5 / minutes) : TYPING_DEFAULT_WPM;
  return { wpm, accuracy };
}

/** The text is finished when every character has been typed. */
export function typingDone(text: string, typed: string): boolean {
  return typed.length >= text.length && text.length > 0;
}
