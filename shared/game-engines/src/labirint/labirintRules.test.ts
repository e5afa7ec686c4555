import type { Statement } from '../program/ast';
import { command, ifElse, program, repeat, sensor, whileLoop } from '../program/builders';
import { LABIRINT_BLOCKS as B, LABIRINT_SENSORS as S } from './blocks';
import { CELL } from './cellCodes';
import { createLabirintState, type LabirintConfig } from './labirintState';
import { simulateLabirint } from './runLabirint';

const move = (DIRECTION: string) => command(B.move, { DIRECTION });
const run = (config: LabirintConfig, main: Statement[]) => simulateLabirint(config, program(main), 1);

describe('labirint start state', () => {
  it('puts the robot on its start cell, turns that cell into floor and faces right by default', () => {
    const { state } = createLabirintState({ map: [[1, 2, 13]] }, 1);
    expect(state).toEqual({ grid: [[1, 1, 13]], robot: { x: 1, y: 0 }, heading: 'right', item: null });
  });

  it('takes the starting direction and item from the config', () => {
    const { state } = createLabirintState({ map: [[2]], direction: 'down', item: 9 }, 1);
    expect(state?.heading).toBe('down');
    expect(state?.item).toBe(CELL.bomb);
  });

  it('fails without a robot on the map', () => {
    const result = run({ map: [[1, 13]] }, [move('right')]);
    expect(result).toMatchObject({ success: false, failureMessage: 'На карте нет робота (клетка 2).', initialState: null });
  });
});

describe('labirint moves and turns', () => {
  it.each([
    ['void', 0],
    ['stone', 10],
    ['monster', 11],
    ['wall', 12],
  ])('a move into a %s cell is blocked and the robot stays', (_name, code) => {
    const result = run({ map: [[2, code, 13]] }, [move('right')]);
    expect(result.steps).toEqual([{ kind: 'move', blockId: undefined, from: { x: 0, y: 0 }, to: { x: 0, y: 0 }, blocked: true }]);
    expect(result.failureMessage).toBe('Робот не дошёл до выхода.');
  });

  it('a move over the map edge is blocked', () => {
    const result = run({ map: [[2, 13]], direction: 'up' }, [move('up')]);
    expect(result.steps).toEqual([{ kind: 'move', blockId: undefined, from: { x: 0, y: 0 }, to: { x: 0, y: 0 }, blocked: true }]);
  });

  it('walks over floor, doors and items', () => {
    const result = run({ map: [[2, 1, 3, 6, 9, 13]] }, [repeat(5, [move('right')])]);
    expect(result.success).toBe(true);
    expect(result.steps.map((step) => step.kind === 'move' && step.to.x)).toEqual([1, 2, 3, 4, 5]);
  });

  it('logs turns in degrees: right 90, down 180, left 270, up 0', () => {
    const result = run({ map: [[1, 1], [2, 1]], direction: 'up' }, [move('right'), move('up'), move('left'), move('down')]);
    const turns = result.steps.filter((step) => step.kind === 'turn');
    expect(turns).toEqual([
      { kind: 'turn', blockId: undefined, degrees: 90, heading: 'right', angle: 90 },
      { kind: 'turn', blockId: undefined, degrees: -90, heading: 'up', angle: 0 },
      { kind: 'turn', blockId: undefined, degrees: -90, heading: 'left', angle: 270 },
      { kind: 'turn', blockId: undefined, degrees: -90, heading: 'down', angle: 180 },
    ]);
  });

  it('a half turn is 180 degrees and facing the same way logs no turn', () => {
    const result = run({ map: [[1, 2, 1]] }, [move('right'), move('left')]);
    expect(result.steps.map((step) => step.kind)).toEqual(['move', 'turn', 'move']);
    expect(result.steps[1]).toMatchObject({ degrees: 180, angle: 270 });
  });

  it('stepping onto the exit wins and stops the program', () => {
    const result = run({ map: [[2, 13, 1]] }, [move('right'), move('right')]);
    expect(result.success).toBe(true);
    expect(result.steps).toHaveLength(1);
  });
});

describe('labirint doors', () => {
  it.each([
    ['blue', CELL.blueDoor, CELL.blueKey],
    ['red', CELL.redDoor, CELL.redKey],
    ['green', CELL.greenDoor, CELL.greenKey],
  ])('a %s door opens with the %s key and wins', (_colour, door, key) => {
    const result = run({ map: [[2, key, door, 1]] }, [move('right'), command(B.pick), move('right'), command(B.openDoor), move('right')]);
    expect(result.success).toBe(true);
    expect(result.steps.at(-1)).toMatchObject({ kind: 'action', action: 'open_door', cell: { x: 2, y: 0 }, item: key });
  });

  it('a key of another colour clears the log', () => {
    const result = run({ map: [[2, CELL.redDoor]], item: CELL.blueKey }, [move('right'), command(B.openDoor)]);
    expect(result).toMatchObject({ success: false, steps: [], failureMessage: 'Нужен ключ того же цвета, что и дверь.' });
  });

  it('opening without any key clears the log', () => {
    const result = run({ map: [[2, CELL.greenDoor]] }, [move('right'), command(B.openDoor)]);
    expect(result).toMatchObject({ success: false, steps: [], failureMessage: 'Нужен ключ того же цвета, что и дверь.' });
  });

  it('opening where there is no door clears the log', () => {
    const result = run({ map: [[2, 1]], item: CELL.blueKey }, [move('right'), command(B.openDoor)]);
    expect(result).toMatchObject({ success: false, steps: [], failureMessage: 'Здесь нет двери.' });
  });
});

describe('labirint picking', () => {
  it('picks a key: the robot carries it and the cell becomes floor', () => {
    const host = run({ map: [[2, CELL.greenKey, 13]] }, [move('right'), command(B.pick), move('right')]);
    expect(host.steps[1]).toMatchObject({ kind: 'action', action: 'pick', cell: { x: 1, y: 0 }, item: CELL.greenKey });
    expect(host.success).toBe(true);
  });

  it('a new item replaces the carried one', () => {
    const result = run({ map: [[2, CELL.bomb, CELL.redKey]] }, [move('right'), command(B.pick), move('right'), command(B.pick)]);
    expect(result.steps.at(-1)).toMatchObject({ action: 'pick', item: CELL.redKey });
  });

  it.each([
    ['floor', CELL.floor],
    ['door', CELL.blueDoor],
  ])('picking on a %s cell clears the log', (_name, code) => {
    const result = run({ map: [[2, code]] }, [move('right'), command(B.pick)]);
    expect(result).toMatchObject({ success: false, steps: [], failureMessage: 'Здесь нечего поднять.' });
  });

  it('picking on the start cell (floor) clears the log', () => {
    expect(run({ map: [[2, 13]] }, [command(B.pick)]).failureMessage).toBe('Здесь нечего поднять.');
  });
});

describe('labirint bombs', () => {
  it('removes the monsters of the four neighbouring cells only and uses the bomb up', () => {
    const config = {
      map: [
        [11, 11, 11],
        [11, 2, 1],
        [1, 11, 13],
      ],
      item: CELL.bomb,
    };
    const result = run(config, [command(B.setBomb), move('down'), move('right')]);
    expect(result.steps[0]).toEqual({
      kind: 'action',
      blockId: undefined,
      action: 'set_bomb',
      cell: { x: 1, y: 1 },
      item: null,
      removedMonsters: [{ x: 1, y: 0 }, { x: 1, y: 2 }, { x: 0, y: 1 }],
    });
    expect(result.success).toBe(true);
  });

  it('setting a bomb without one clears the log', () => {
    const result = run({ map: [[2, 11]], item: CELL.redKey }, [move('right'), command(B.setBomb)]);
    expect(result).toMatchObject({ success: false, steps: [], failureMessage: 'У робота нет бомбы.' });
  });
});

describe('labirint stones', () => {
  it('pushes a stone onto floor; the robot follows', () => {
    const result = run({ map: [[2, 10, 1], [1, 13, 1]] }, [command(B.push, { DIRECTION: 'right' }), move('down')]);
    expect(result.steps[0]).toEqual({ kind: 'push', blockId: undefined, robotTo: { x: 1, y: 0 }, stoneFrom: { x: 1, y: 0 }, stoneTo: { x: 2, y: 0 }, blocked: false });
    expect(result.success).toBe(true);
  });

  it.each([
    ['wall', 12],
    ['exit', 13],
    ['another stone', 10],
    ['item', 6],
  ])('does not push a stone onto a %s cell', (_name, code) => {
    const result = run({ map: [[2, 10, code]] }, [command(B.push, { DIRECTION: 'right' })]);
    expect(result.steps[0]).toMatchObject({ kind: 'push', robotTo: { x: 0, y: 0 }, blocked: true });
  });

  it('does not push a stone over the map edge, nor push when there is no stone', () => {
    expect(run({ map: [[2, 10]] }, [command(B.push, { DIRECTION: 'right' })]).steps[0]).toMatchObject({ blocked: true });
    expect(run({ map: [[2, 1, 1]] }, [command(B.push, { DIRECTION: 'right' })]).steps[0]).toMatchObject({ blocked: true, robotTo: { x: 0, y: 0 } });
  });
});

describe('labirint sensors and limits', () => {
  it('is_free looks at the neighbouring cell; has_item at the carried item', () => {
    const seek = whileLoop(sensor(S.isFree, { DIRECTION: 'right' }), [move('right')]);
    const result = run({ map: [[2, 1, 1, 12], [1, 1, 13, 1]], item: CELL.redKey }, [
      seek,
      ifElse(sensor(S.hasItem, { ITEM: 'key_red' }), [move('down'), move('left')], [move('up')]),
    ]);
    expect(result.success).toBe(true);
    expect(run({ map: [[2, 13]] }, [ifElse(sensor(S.hasItem, { ITEM: 'bomb' }), [], [move('right')])]).success).toBe(true);
  });

  it('clamps repeat counts to the maze field range 0-10', () => {
    const result = run({ map: [[2, ...Array<number>(14).fill(1)]] }, [repeat(12, [move('right')])]);
    expect(result.steps).toHaveLength(10);
  });

  it('stops an endless loop', () => {
    const result = run({ map: [[2, 1, 13]] }, [whileLoop({ kind: 'const', value: true }, [move('left')])]);
    expect(result.failureMessage).toBe('Программа выполняется слишком долго. Проверь циклы.');
  });

  it('skips unknown blocks with a warning', () => {
    const result = run({ map: [[2, 13]] }, [command('labirint_dance'), move('right')]);
    expect(result.success).toBe(true);
    expect(result.warnings).toEqual(['Unknown block "labirint_dance" skipped']);
  });

  it('carries block ids in the log for highlighting', () => {
    const result = simulateLabirint({ map: [[2, 13]] }, { main: [{ kind: 'command', id: 'b7', name: B.move, args: { DIRECTION: 'right' } }], procedures: {}, hasStartBlock: false }, 1);
    expect(result.steps[0].blockId).toBe('b7');
  });
});
