import type { DemoLevel, GameName } from '@school/game-engines';
import { flowerDefence, labirint, labirint3d, spaceMixLab, turtle } from '@school/game-engines';
import type { ProgramInput } from '@school/game-engines/src/program/programInput';

export interface GameLevels {
  game: GameName;
  levels: DemoLevel<object, ProgramInput>[];
}

/** Every demo level of every game, in the order the demo page lists them. */
export const DEMO_GAMES: GameLevels[] = [
  { game: 'Turtle', levels: turtle.TURTLE_LEVELS },
  { game: 'Labirint', levels: labirint.LABIRINT_LEVELS },
  { game: 'Labirint3D', levels: labirint3d.LABIRINT3D_LEVELS },
  { game: 'FlowerDefence', levels: flowerDefence.FLOWER_LEVELS },
  { game: 'SpaceMixLab', levels: spaceMixLab.SPACE_MIX_LEVELS },
];

export function findDemoLevel(game: string | undefined, levelId: string | undefined) {
  const entry = DEMO_GAMES.find((candidate) => candidate.game === game);
  const level = entry?.levels.find((candidate) => candidate.id === levelId);
  return entry && level ? { game: entry.game, level } : null;
}
