import { TKinds, TYPING_DEFAULT_ACCURACY, TYPING_DEFAULT_WPM, type TypingStats } from '@school/contracts';

/**
 * Typing statistics: accuracy is the share of typed characters that match the text (100 before
 * any typing); words per minute count five right characters as a word (0 before time starts).
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

/** The words of a TypingGame text. */
export const typingWords = (text: string): string[] => text.split(/\s+/).filter(Boolean);

export interface TypingVerdict {
  passed: boolean;
  /** Accuracy recomputed from the typed text (the browser's figure is never trusted). */
  accuracy: number;
  message?: string;
}

/** Typing and TypingTrainer: passed when the whole text has been typed. */
export function typingVerdict(text: string, typed: string): TypingVerdict {
  const { accuracy } = typingStats(text, typed, 0);
  const passed = text.length > 0 && typed.length >= text.length;
  return passed ? { passed, accuracy } : { passed, accuracy, message: TKinds.server.typingIncomplete };
}

/** TypingGame: passed when every word has been typed right, in order (the typed words joined by spaces). */
export function typingGameVerdict(text: string, typed: string): TypingVerdict {
  const words = typingWords(text);
  const given = typingWords(typed);
  const { accuracy } = typingStats(words.join(' '), given.join(' '), 0);
  const passed = words.length > 0 && given.length === words.length && words.every((w, i) => given[i] === w);
  return passed ? { passed, accuracy } : { passed, accuracy, message: TKinds.server.typingWordsWrong };
}
