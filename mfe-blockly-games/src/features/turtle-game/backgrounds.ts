import grid from '../../assets/turtle/grid.svg';
import maze1 from '../../assets/turtle/maze1.svg';
import meadow from '../../assets/turtle/meadow.svg';
import space from '../../assets/turtle/space.svg';

/** /turtle/{type}.svg of this remote, resolved against the remote's own URL by webpack. */
const BACKGROUNDS: Record<string, string> = { grid, maze1, meadow, space };

export function backgroundUrl(type: string | undefined): string | null {
  return (type && BACKGROUNDS[type]) || null;
}
