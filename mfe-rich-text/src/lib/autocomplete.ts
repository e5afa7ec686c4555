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

/** A lookup in flight: `dismiss` makes its promise reject with AUTOCOMPLETE_DISMISSED. */
export interface CompletionRequest {
  promise: Promise<string | null>;
  dismiss(): void;
}
export const AUTOCOMPLETE_DISMISSED = 'dismissed';

/** The completion after the spec's simulated latency, as the playground's "server" answers. */
export function requestCompletion(word: string, latencyMs = AUTOCOMPLETE_LATENCY_MS): CompletionRequest {
  let dismissed = false;
  const promise = new Promise<string | null>((resolve, reject) => {
    window.setTimeout(() => (dismissed ? reject(new Error(AUTOCOMPLETE_DISMISSED)) : resolve(suggestCompletion(word))), latencyMs);
  });
  return { promise, dismiss: () => void (dismissed = true) };
}

/** Spec 8: a dismissed request is ignored; any other failure is logged. */
export function reportCompletionError(err: unknown): void {
  if (err instanceof Error && err.message === AUTOCOMPLETE_DISMISSED) return;
  console.error('rich-text autocomplete:', err);
}
