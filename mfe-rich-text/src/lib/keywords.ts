/**
 * Congratulation keywords (spec 9: "congratulation keywords are highlighted"). Whole words only,
 * any case: "Ура!" matches, "культура" does not.
 */
export const CONGRATULATION_KEYWORDS: readonly string[] = [
  'поздравляю',
  'поздравляем',
  'поздравления',
  'молодец',
  'молодцы',
  'умница',
  'умничка',
  'браво',
  'ура',
  'congratulations',
  'congrats',
  'hooray',
  'bravo',
];

// \p{L}\p{N} instead of \b: \b knows only ASCII letters, so it would cut Cyrillic words.
const KEYWORD_RE = new RegExp(`(?<![\\p{L}\\p{N}_])(?:${CONGRATULATION_KEYWORDS.join('|')})(?![\\p{L}\\p{N}_])`, 'iu');

/** The first keyword in the text as [start, end), or null. */
export function findKeyword(text: string): { start: number; end: number } | null {
  const m = KEYWORD_RE.exec(text);
  return m ? { start: m.index, end: m.index + m[0].length } : null;
}
