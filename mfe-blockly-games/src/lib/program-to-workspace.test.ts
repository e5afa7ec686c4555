import { countGameBlocks, runGameProgram } from '@school/game-engines';
import { DEMO_GAMES } from './demo-levels';
import { programToWorkspace, solutionWorkspace } from './program-to-workspace';

describe('solutionWorkspace', () => {
  for (const { game, levels } of DEMO_GAMES) {
    for (const level of levels) {
      it(`${game} ${level.id}: the reference solution as Blockly JSON still wins, the wrong one fails`, () => {
        const solution = solutionWorkspace(level.solution, game);
        expect(runGameProgram(game, level.config, solution).success).toBe(true);
        const wrong = solutionWorkspace(level.wrongSolution, game);
        // Random levels: the wrong attempt loses on some seed.
        const seeds = Array.from({ length: 20 }, (_, index) => index + 1);
        expect(seeds.some((seed) => !runGameProgram(game, level.config, wrong, seed).success)).toBe(true);
        expect(countGameBlocks(game, solution)).toBeGreaterThan(0);
      });
    }
  }

  it('puts value arguments into math_number shadows and the rest into fields', () => {
    const json = programToWorkspace(
      { main: [{ kind: 'command', name: 'turtle_forward', args: { DISTANCE: 50 } }, { kind: 'command', name: 'turtle_colour', args: { COLOUR: '#ff0000' } }], procedures: {}, hasStartBlock: false },
      'Turtle',
    );
    const top = json.blocks!.blocks![0];
    expect(top.inputs!.DISTANCE.shadow).toMatchObject({ type: 'math_number', fields: { NUM: 50 } });
    expect(top.next!.block).toMatchObject({ type: 'turtle_colour', fields: { COLOUR: '#ff0000' } });
  });

  it('wraps a start-block program in on_start, and Labirint in its own hat', () => {
    const program = { main: [{ kind: 'command' as const, name: 'x', args: {} }], procedures: {}, hasStartBlock: true };
    expect(programToWorkspace(program, 'SpaceMixLab').blocks!.blocks![0]).toMatchObject({ type: 'on_start', inputs: { DO: { block: { type: 'x' } } } });
    expect(programToWorkspace(program, 'Labirint').blocks!.blocks![0]).toMatchObject({ type: 'labirint_start', next: { block: { type: 'x' } } });
  });
});
