import { AUTOCOMPLETE_WORDS } from './autocomplete-words';

/** Autocomplete (spec 4.8, 9): a word of 4+ characters at the caret gets the rest of a dictionary word. */
export const AUTOCOMPLETE_MIN_CHARS = 4;
export const AUTOCOMPLETE_LATENCY_MS = 200;

/** The completion (the missing rest of the word), or null. */
export function suggestCompletion(word: string): string | null {
  if (word.length < AUTOCOMPLETE_MIN_CHARS) return null;
  const lower = word.toLowerCase();
  const match = AUTOCOMPLETE_WORDS.find((w) => w.startsWith(lower) && w.length > lower.length);
  return match ? match.slice(lower.length) : null;
}
