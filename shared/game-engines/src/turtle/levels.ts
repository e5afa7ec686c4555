import type { DemoLevel } from '../common/types';
import { command, program, repeat } from '../program/builders';
import { jsonBlock, jsonNumber, jsonRepeat, jsonWorkspace } from '../program/blocklyJsonBuilders';
import type { ProgramInput } from '../program/programInput';
import { TURTLE_BLOCKS as T } from './blocks';
import { createBaseCheck, type TurtleConfig } from './runTurtle';

type TurtleSetupConfig = Omit<TurtleConfig, 'baseCheck'>;

/** The reference drawing is rendered from the solution on first use, as edit mode would store it. */
function level(spec: Omit<DemoLevel<TurtleConfig, ProgramInput>, 'config'> & { setup: TurtleSetupConfig }): DemoLevel<TurtleConfig, ProgramInput> {
  const { setup, ...rest } = spec;
  let config: TurtleConfig | undefined;
  return {
    ...rest,
    get config() {
      return (config ??= { ...setup, baseCheck: createBaseCheck(setup, spec.solution) });
    },
  };
}

const forward = (distance: number) => command(T.forward, { DISTANCE: distance });
const right = (angle: number) => command(T.turnRight, { ANGLE: angle });

export const TURTLE_LEVELS: DemoLevel<TurtleConfig, ProgramInput>[] = [
  level({
    id: 'turtle-square',
    title: 'Квадрат',
    setup: {},
    // Blockly JSON, as the client submits it.
    solution: jsonWorkspace([
      jsonRepeat(4, [
        jsonBlock(T.forward, { inputs: { DISTANCE: jsonNumber(100) } }),
        jsonBlock(T.turnRight, { inputs: { ANGLE: jsonNumber(90) } }),
      ]),
    ]),
    wrongSolution: program([repeat(3, [forward(100), right(90)])]),
  }),
  level({
    id: 'turtle-red-triangle',
    title: 'Красный треугольник',
    setup: {},
    solution: program([command(T.colour, { COLOUR: '#ff0000' }), repeat(3, [forward(150), right(120)])]),
    wrongSolution: program([command(T.colour, { COLOUR: '#0000ff' }), repeat(3, [forward(150), right(120)])]),
  }),
  level({
    id: 'turtle-star',
    title: 'Звезда',
    setup: { start: { x: -100, y: -30, angle: 72 } },
    solution: program([command(T.width, { WIDTH: 3 }), repeat(5, [forward(200), right(144)])]),
    wrongSolution: program([command(T.width, { WIDTH: 3 }), repeat(5, [forward(200), right(140)])]),
  }),
  level({
    id: 'turtle-maze',
    title: 'Дорожка в лабиринте',
    setup: { background: 'maze1', start: { x: -5, y: -5 } },
    solution: program([forward(6), right(90), forward(4), command(T.turnLeft, { ANGLE: 90 }), forward(3)]),
    wrongSolution: program([forward(6), right(90), forward(4), right(90), forward(3)]),
  }),
];
