import { FlowerGame } from '../features/flower-game/FlowerGame';
import { Labirint3dGame } from '../features/labirint3d-game/Labirint3dGame';
import { LabirintGame } from '../features/labirint-game/LabirintGame';
import { SpaceMixGame } from '../features/space-mix-game/SpaceMixGame';
import { TurtleGame } from '../features/turtle-game/TurtleGame';
import type { GameViews } from '../lib/game-view';

/** The renderer of each game, by blocklyGameMap.game. */
export const GAME_VIEWS: GameViews = {
  Turtle: TurtleGame,
  Labirint: LabirintGame,
  Labirint3D: Labirint3dGame,
  FlowerDefence: FlowerGame,
  SpaceMixLab: SpaceMixGame,
};
