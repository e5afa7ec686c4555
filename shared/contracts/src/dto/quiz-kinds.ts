/**
 * Data of the task kinds the spec leaves open. It is stored as JSON in the task's
 * frontendConfig window (WindowId 12); the workspace shuffles what it shows. These kinds are
 * checked in the browser and report Autocheck (unlike Quiz, whose options are checked on the server).
 *
 * - MatchQuiz / StickyMatchQuiz: pairs to connect; StickyMatchQuiz shows the right column as stickers.
 * - FillQuiz: text where each gap is written [[answer]] (alternatives separated by '|').
 * - SortQuiz: items in the correct order.
 * - TypingGame: each correctly typed word earns coins; hints cost coins ('Недостаточно средств').
 * - Video / Manga: the media are the task's webResource files (urls), watched or read to the end.
 */
export interface MatchQuizConfig {
  pairs: { left: string; right: string }[];
}

export interface FillQuizConfig {
  text: string;
}

export interface SortQuizConfig {
  items: string[];
}

export interface TypingGameConfig {
  coinsPerWord: number;
  hintPrice: number;
}
