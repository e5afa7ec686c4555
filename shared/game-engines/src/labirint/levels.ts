import type { DemoLevel } from '../common/types';
import { command, ifElse, not, program, repeat, sensor } from '../program/builders';
import { jsonBlock, jsonWorkspace } from '../program/blocklyJsonBuilders';
import type { ProgramInput } from '../program/programInput';
import { LABIRINT_BLOCKS as B, LABIRINT_SENSORS as S } from './blocks';
import type { LabirintConfig } from './labirintState';

const move = (DIRECTION: string) => command(B.move, { DIRECTION });
const jsonMove = (DIRECTION: string) => jsonBlock(B.move, { fields: { DIRECTION } });

export const LABIRINT_LEVELS: DemoLevel<LabirintConfig, ProgramInput>[] = [
  {
    id: 'labirint-path',
    title: 'Дорога к выходу',
    config: {
      map: [
        [12, 12, 12, 12, 12],
        [12, 2, 1, 1, 12],
        [12, 12, 12, 1, 12],
        [12, 12, 12, 13, 12],
        [12, 12, 12, 12, 12],
      ],
    },
    // Blockly JSON: the chain below the start block, plus a loose block that must not run.
    solution: jsonWorkspace(
      [jsonBlock(B.start), jsonMove('right'), jsonMove('right'), jsonMove('down'), jsonMove('down')],
      [jsonMove('up')],
    ),
    wrongSolution: program([move('right'), move('down'), move('down')]),
  },
  {
    id: 'labirint-key-door',
    title: 'Ключ от двери',
    // The key and the door share OO group 1, so their colours always match.
    config: { map: [[12, 2, 1, '6OR8OR7OO1', 1, '3OR4OR5OO1', 12]] },
    solution: program([repeat(2, [move('right')]), command(B.pick), repeat(2, [move('right')]), command(B.openDoor)]),
    wrongSolution: program([repeat(4, [move('right')]), command(B.openDoor)]),
  },
  {
    id: 'labirint-bomb',
    title: 'Бомба для монстра',
    // The monster is there in some variants only: the program must check.
    config: {
      map: [
        [12, 12, 12, 12, 12],
        [12, 2, 9, 1, 12],
        [12, 12, 1, 12, 12],
        [12, 12, '1OR11', 12, 12],
        [12, 12, 13, 12, 12],
      ],
    },
    solution: program([
      move('right'),
      command(B.pick),
      move('down'),
      ifElse(not(sensor(S.isFree, { DIRECTION: 'down' })), [command(B.setBomb)]),
      repeat(2, [move('down')]),
    ]),
    wrongSolution: program([move('right'), repeat(3, [move('down')])]),
  },
  {
    id: 'labirint-stone',
    title: 'Толкни камень',
    config: {
      map: [
        [12, 12, 12, 12, 12],
        [12, 2, 10, 1, 12],
        [12, 12, 1, 12, 12],
        [12, 12, 13, 12, 12],
      ],
    },
    solution: program([command(B.push, { DIRECTION: 'right' }), move('down'), move('down')]),
    wrongSolution: program([move('right'), move('down'), move('down')]),
  },
];
