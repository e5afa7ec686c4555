import { T, TKinds, TaskType, WindowId } from '@school/contracts';
import { defineTaskKind, fail, ok, parseJsonObject, windowText } from '../define';
import type { ParseResult, TaskContent } from '../types';

const { description, blocksConfig, blocklyGameMap, blocklyGame, solution } = WindowId;
// The block limits of the game map (spec 3.1: maximumBlocks and blocks), checked as the block screen checks them.
const LIMITS = ['maximumBlocks', 'blocks'] as const;

/** The game map of window 14: a JSON object naming one of the block games (the engine reads the rest). */
export interface BlocklyGameMap {
  game: string;
  [key: string]: unknown;
}

/** Validates window 14 with the block editor's own messages (block-games-and-rich-text 2.6). */
export function parseGameMap(content: TaskContent): ParseResult<BlocklyGameMap> {
  const map = parseJsonObject(windowText(content, blocklyGameMap));
  if (!map) return fail(T.blockly.config.invalidJson);
  const game = map.game;
  if (typeof game !== 'string' || !Object.hasOwn(T.blockly.gameNames, game)) return fail(T.blockly.config.noGame);
  // 'CustomGame' is played by the engine in `engine` (one of the other games; SpaceMixLab when absent).
  const engine = map.engine;
  if (game === 'CustomGame' && engine !== undefined && (typeof engine !== 'string' || engine === game || !Object.hasOwn(T.blockly.gameNames, engine))) {
    return fail(T.blockly.config.noCustomEngine);
  }
  for (const field of LIMITS) {
    const v = map[field];
    if (v !== undefined && !(Number.isInteger(v) && (v as number) >= 0)) return fail(TKinds.author.blocklyLimit(field));
  }
  if (map.toolbox !== undefined && !(Array.isArray(map.toolbox) && map.toolbox.every((b) => typeof b === 'string'))) {
    return fail(T.blockly.config.badToolbox);
  }
  return ok({ ...map, game });
}

const emptyProgram = JSON.stringify({ blocks: { languageVersion: 0, blocks: [] } });

function blockKind(type: TaskType, map: object) {
  return defineTaskKind({
    type,
    pass: 'server',
    windows: [description, blocksConfig, blocklyGameMap, blocklyGame, solution],
    answerWindows: [blocksConfig],
    studentHidden: [solution],
    // The block screen's tabs sit beside the game, and 'Проверка' there edits the game map.
    ownSidePanel: true,
    verdict: 'verifier',
    app: 'main',
    assistant: true,
    tutor: { language: 'blocks', role: 'helps' },
    parse: parseGameMap,
    example: {
      content: {
        taskText: [
          { windowId: description, text: 'Собери программу из блоков.' },
          { windowId: blocklyGameMap, text: JSON.stringify(map) },
        ],
      },
      answer: [{ windowId: blocksConfig, answerText: emptyProgram }],
    },
  });
}

export const blockly = blockKind(TaskType.Blockly, { game: 'Turtle', maximumBlocks: 10, toolbox: ['turtle_forward', 'turtle_turn_right'] });
export const customGame = blockKind(TaskType.CustomGame, { game: 'SpaceMixLab' });
