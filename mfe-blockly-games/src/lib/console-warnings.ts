import type { GameName, WarningSink } from '@school/game-engines';

/**
 * The browser's warning sink for an engine (spec 8: unknown commands, bad config pieces and JSON
 * the parser cannot read are console warnings only; the piece is skipped and the game goes on).
 */
export function consoleWarnings(game: GameName): WarningSink {
  return (message) => console.warn(`Block game ${game}: ${message}`);
}
