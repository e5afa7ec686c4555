import type { DemoLevel } from '../common/types';
import { command, program } from '../program/builders';
import { jsonBlock, jsonOnStart, jsonRepeat, jsonWorkspace } from '../program/blocklyJsonBuilders';
import type { Statement } from '../program/ast';
import type { ProgramInput } from '../program/programInput';
import { LABIRINT3D_BLOCKS as B } from './blocks';
import type { Labirint3dConfig } from './labirint3dState';

const onStart = (main: Statement[]) => program(main, { hasStartBlock: true });
const [forward, left, right, pickUp, useKey, useGun, push] = [B.forward, B.left, B.right, B.pickUp, B.useKey, B.useGun, B.move].map(
  (type) => command(type),
);
const json = (type: string) => jsonBlock(type);

export const LABIRINT3D_LEVELS: DemoLevel<Labirint3dConfig, ProgramInput>[] = [
  {
    id: 'labirint3d-path',
    title: 'К флагу',
    config: {
      map: [
        [2, 1, 1],
        [0, 0, 1],
        [0, 0, 3],
      ],
      botDirection: 'right',
      inventory: [],
    },
    // Blockly JSON with the 'При запуске' block, as the client submits it.
    solution: jsonWorkspace([
      jsonOnStart([jsonRepeat(2, [json(B.forward)]), json(B.right), jsonRepeat(2, [json(B.forward)])]),
    ]),
    wrongSolution: jsonWorkspace([jsonOnStart([jsonRepeat(3, [json(B.forward)])])]),
  },
  {
    id: 'labirint3d-key-door',
    title: 'Красная дверь',
    config: { map: [[2, 61, 41, 3]], botDirection: 'right', inventory: [] },
    solution: onStart([forward, pickUp, useKey, forward, forward]),
    wrongSolution: onStart([forward, forward, forward]),
  },
  {
    id: 'labirint3d-monster-stone',
    title: 'Монстр и камень',
    config: {
      map: [
        [2, 7, 91, 1],
        [0, 0, 0, 8],
        [0, 0, 3, 1],
        [0, 0, 0, 1],
      ],
      botDirection: 'right',
      inventory: [],
    },
    solution: onStart([forward, pickUp, useGun, forward, forward, right, push, push, right, forward]),
    wrongSolution: onStart([forward, forward]),
  },
  {
    id: 'labirint3d-key-box',
    title: 'Ключ наугад',
    // The box gives a red or a blue key: the program must check which one it got.
    config: {
      map: [
        [1, 1, 3],
        [41, 0, 44],
        [1, 6014, 1],
        [0, 2, 0],
      ],
      botDirection: 'up',
      inventory: [],
    },
    solution: onStart([
      forward,
      pickUp,
      {
        kind: 'if',
        branches: [
          {
            condition: { kind: 'sensor', name: 'labirint3d_has_key', args: { COLOR: 'red' } },
            body: [left, forward, right, useKey, forward, forward, right, forward, forward],
          },
        ],
        elseBody: [right, forward, left, useKey, forward, forward],
      },
    ]),
    wrongSolution: onStart([forward, pickUp, left, forward, right, useKey, forward, forward, right, forward, forward]),
  },
];
