import type { DemoLevel } from '../common/types';
import { command, ifElse, program, sensor } from '../program/builders';
import { jsonBlock, jsonWorkspace } from '../program/blocklyJsonBuilders';
import type { ProgramInput } from '../program/programInput';
import { FLOWER_BLOCKS as B, FLOWER_SENSORS as S } from './blocks';
import type { FlowerEventNode } from './gameEvents';
import type { FlowerDefenceConfig } from './runFlowerDefence';

/** A chain of events from names: start, the names, end. */
function chain(...names: string[]): FlowerEventNode {
  return [...names, 'end'].reduceRight<FlowerEventNode | null>((next, name) => ({ name, next }), null) ?? { name: 'end' };
}

/** A random weather event for each of `steps` steps (a tree: every node offers three). */
function randomWeather(steps: number): FlowerEventNode {
  let next: FlowerEventNode | FlowerEventNode[] = { name: 'end' };
  for (let step = 0; step < steps; step++) next = ['raining', 'sunny', 'attack'].map((name) => ({ name, next }));
  return { name: 'start', next };
}

const onStep = (STEP: number, action: string) => ifElse(sensor(S.isStep, { STEP }), [command(action)]);
const jsonOnEvent = (EVENT: string, action: string) => jsonBlock(B.ifEvent, { fields: { EVENT }, inputs: { DO: [jsonBlock(action)] } });

export const FLOWER_LEVELS: DemoLevel<FlowerDefenceConfig, ProgramInput>[] = [
  {
    id: 'flowers-sunny-day',
    title: 'Солнечный день',
    config: { flowers: 1, coins: 1, gameEvents: chain('start', 'sunny') },
    solution: program([onStep(1, B.addWater)]),
    wrongSolution: program([onStep(1, B.skip)]),
  },
  {
    id: 'flowers-rain-and-bugs',
    title: 'Дождь и жуки',
    config: {
      flowers: 2,
      coins: 2,
      gameEvents: chain('start', 'raining', 'attack', 'skip'),
      // Drawn by the UI (gardenMap.ts): a fenced garden, three beds, a path to the pond.
      map: [
        [4, 4, 4, 4, 4, 4],
        [0, 1, 2, 1, 1, 0],
        [0, 0, 2, 0, 3, 0],
        [4, 4, 4, 4, 4, 4],
      ],
      item: 'watering_can',
    },
    solution: program([onStep(1, B.buyFlower), onStep(2, B.addChemicals), onStep(3, B.skip)]),
    wrongSolution: program([onStep(1, B.buyFlower)]),
  },
  {
    id: 'flowers-changeable-weather',
    title: 'Переменчивая погода',
    config: { flowers: 1, coins: 3, gameEvents: randomWeather(3) },
    // Blockly JSON: event blocks react to whatever weather comes.
    solution: jsonWorkspace([
      jsonOnEvent('raining', B.buyFlower),
      jsonOnEvent('sunny', B.addWater),
      jsonOnEvent('attack', B.addChemicals),
    ]),
    wrongSolution: jsonWorkspace([jsonOnEvent('raining', B.buyFlower), jsonOnEvent('sunny', B.addWater)]),
  },
];
