import { turtle } from '@school/game-engines';
import { jsonBlock, jsonNumber, jsonWorkspace } from '@school/game-engines/src/program/blocklyJsonBuilders';
import { recordTurtleReference } from './turtle-reference';

const forward = (DISTANCE: number) => jsonBlock('turtle_forward', { inputs: { DISTANCE: jsonNumber(DISTANCE) } });

describe('recording the Turtle reference in edit mode (spec 4.2)', () => {
  it('stores the drawing as baseCheck, replacing an old one; the same program then passes', () => {
    const program = jsonWorkspace([forward(120)]);
    const text = recordTurtleReference({ game: 'Turtle', maximumBlocks: 5, baseCheck: 'rle1:old', background: 'grid' }, program);
    const map = JSON.parse(text!) as turtle.TurtleConfig & { game: string; maximumBlocks: number };
    expect(map).toMatchObject({ game: 'Turtle', maximumBlocks: 5, background: 'grid' });
    expect(map.baseCheck).toMatch(/^rle1:/);
    expect(turtle.runProgram(map, program)).toMatchObject({ success: true, comparison: { differingPixels: 0 } });
    expect(turtle.runProgram(map, jsonWorkspace([forward(60)])).success).toBe(false);
  });

  it('records nothing for a program that draws nothing', () => {
    expect(recordTurtleReference({ game: 'Turtle' }, jsonWorkspace([jsonBlock('turtle_pen_up'), forward(50)]))).toBeNull();
  });
});
