import { readFileSync } from 'node:fs';
import path from 'node:path';
import { turtle } from '@school/game-engines';

const ASSETS = path.join(__dirname, '..', '..', 'assets', 'turtle');

/** Spec 2.6: background images come from /turtle/{type}.svg; every type the engine accepts has its file. */
describe('Turtle backgrounds', () => {
  it.each([...turtle.TURTLE_BACKGROUNDS])('%s resolves to a 600x600 picture that backgrounds.ts serves', (type) => {
    const svg = readFileSync(path.join(ASSETS, `${type}.svg`), 'utf8');
    expect(svg).toMatch(/^<svg [^>]*width="600" height="600"/);
    const served = readFileSync(path.join(__dirname, 'backgrounds.ts'), 'utf8');
    expect(served).toContain(`import ${type} from '../../assets/turtle/${type}.svg';`);
  });

  it('warns of a type it does not know instead of drawing nothing silently', () => {
    const warn = jest.fn();
    turtle.runProgram({ background: 'ocean' }, { blocks: { blocks: [] } }, undefined, warn);
    expect(warn).toHaveBeenCalledWith('Background "ocean" unknown, none drawn');
    const quiet = jest.fn();
    turtle.runProgram({ background: 'maze2' }, { blocks: { blocks: [] } }, undefined, quiet);
    expect(quiet).not.toHaveBeenCalled();
  });
});
