import { T } from '@school/contracts';
import { CUSTOM_GAME, engineOfGameMap, type GameName } from '@school/game-engines';

/** blocklyGameMap (window 14): the common fields plus the game's own config (spec 3.1). */
export interface GameMap {
  /** One of the engines, or 'CustomGame' with the engine in `engine` (shared/contracts README). */
  game: GameName | typeof CUSTOM_GAME;
  toolbox?: string[];
  maximumBlocks?: number;
  blocks?: number;
  baseCheck?: string;
  [key: string]: unknown;
}

/** `game`: the engine that plays the map (the map's own `game` may be 'CustomGame'). */
export type GameMapParse = { ok: true; map: GameMap; game: GameName } | { ok: false; error: string };

const isLimit = (value: unknown) => value === undefined || (Number.isInteger(value) && (value as number) >= 0);

/** Reads and validates the game config an author typed or a task carries. */
export function parseGameMap(text: string | undefined): GameMapParse {
  let value: unknown;
  try {
    value = JSON.parse(text ?? '');
  } catch {
    return { ok: false, error: T.blockly.config.invalidJson };
  }
  if (!value || typeof value !== 'object' || Array.isArray(value)) return { ok: false, error: T.blockly.config.invalidJson };
  const map = value as Record<string, unknown>;
  const game = engineOfGameMap(map);
  if (!game) return { ok: false, error: map.game === CUSTOM_GAME ? T.blockly.config.noCustomEngine : T.blockly.config.noGame };
  for (const field of ['maximumBlocks', 'blocks']) {
    if (!isLimit(map[field])) return { ok: false, error: T.blockly.config.badLimit(field) };
  }
  if (map.toolbox !== undefined && !(Array.isArray(map.toolbox) && map.toolbox.every((type) => typeof type === 'string'))) {
    return { ok: false, error: T.blockly.config.badToolbox };
  }
  return { ok: true, map: map as GameMap, game };
}

/** The limit shown by the counter 'Использовано блоков: used / limit' (the stricter one). */
export function blockLimitOf(map: Pick<GameMap, 'maximumBlocks' | 'blocks'>): number {
  const limits = [map.maximumBlocks, map.blocks].filter((limit): limit is number => typeof limit === 'number' && limit > 0);
  return limits.length ? Math.min(...limits) : 0;
}
