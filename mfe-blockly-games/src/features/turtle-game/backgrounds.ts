import { turtle } from '@school/game-engines';
import grid from '../../assets/turtle/grid.svg';
import maze1 from '../../assets/turtle/maze1.svg';
import maze2 from '../../assets/turtle/maze2.svg';
import maze3 from '../../assets/turtle/maze3.svg';
import meadow from '../../assets/turtle/meadow.svg';
import space from '../../assets/turtle/space.svg';

/** /turtle/{type}.svg of this remote, resolved against the remote's own URL by webpack: one per engine type. */
const BACKGROUNDS: Record<turtle.TurtleBackground, string> = { grid, meadow, space, maze1, maze2, maze3 };

export function backgroundUrl(type: string | undefined): string | null {
  return turtle.isTurtleBackground(type) ? BACKGROUNDS[type] : null;
}
