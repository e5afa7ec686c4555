import { countGameBlocks, program as programTools } from '../index';
import type { Statement } from '../program/ast';
import { command, ifElse, program, sensor } from '../program/builders';
import { jsonBlock, jsonOnStart, jsonWorkspace } from '../program/blocklyJsonBuilders';
import { LABIRINT3D_BLOCKS as B, LABIRINT3D_SENSORS as S } from './blocks';
import { LABIRINT3D_CONSTANTS } from './constants';
import { DEFAULT_LABIRINT3D_CONFIG } from './defaultMap';
import { createLabirint3dRunner, runProgram } from './labirint3dRunner';
import type { Labirint3dConfig } from './labirint3dState';

const [forward, left, right, pickUp, useKey, useGun, push] = [B.forward, B.left, B.right, B.pickUp, B.useKey, B.useGun, B.move].map(
  (type) => command(type),
);
const level = (map: (number | string)[][], inventory: string[] = []): Labirint3dConfig => ({ map, botDirection: 'right', inventory });
const run = (config: Labirint3dConfig, main: Statement[], seed = 1) => runProgram(config, program(main, { hasStartBlock: true }), seed);

describe('labirint3d constants', () => {
  it('match spec 9', () => {
    expect(LABIRINT3D_CONSTANTS).toMatchObject({
      tileSize: 128,
      inventorySlots: 5,
      botSpeed: 0.1,
      botPushSpeed: 0.04,
      pickupDelayMs: 750,
      smileHoldMs: 1200,
      resetAfterFailureMs: 3000,
      cloudCount: 40,
    });
  });
});

describe('labirint3d success', () => {
  it('succeeds only when the commands end on the flag', () => {
    expect(run(level([[2, 1, 3]]), [forward, forward]).success).toBe(true);
    expect(run(level([[2, 3, 1]]), [forward, forward])).toMatchObject({ success: false, failureMessage: 'Бот не дошёл до флага.' });
  });

  it('requires the start block', () => {
    const result = runProgram(level([[2, 3]]), program([forward]));
    expect(result).toMatchObject({ success: false, steps: [], failureMessage: 'Добавьте блок "При запуске"!' });
  });

  it('fails without a bot start cell', () => {
    expect(run(level([[1, 3]]), [forward]).failureMessage).toBe('На карте нет бота (клетка 2).');
  });

  it('turns left and right', () => {
    const result = run(level([[1, 3, 1], [1, 2, 1]]), [left, left, left, forward]);
    expect(result.steps.map((step) => step.direction)).toEqual(['up', 'left', 'down', 'down']);
    expect(result.success).toBe(false);
    expect(run(level([[1, 3, 1], [1, 2, 1]]), [left, forward]).success).toBe(true);
    expect(run(level([[2, 1], [3, 1]]), [right, forward]).success).toBe(true);
  });
});

describe('labirint3d failures (spec 4.4)', () => {
  it.each([
    ['a missing tile', [[2, 0, 3]], 'Бот не может пройти: впереди нет плитки.'],
    ['the map edge', [[2]], 'Бот не может пройти: впереди нет плитки.'],
    ['a closed door', [[2, 41, 3]], 'Бот не может пройти: впереди препятствие.'],
    ['a stone', [[2, 8, 3]], 'Бот не может пройти: впереди препятствие.'],
    ['a monster', [[2, 93, 3]], 'Бот не может пройти: впереди препятствие.'],
  ])('moving into %s fails and stops the program', (_name, map, message) => {
    const result = run(level(map), [forward, forward]);
    expect(result).toMatchObject({ success: false, failureMessage: message });
    expect(result.steps).toHaveLength(1);
    expect(result.steps[0]).toMatchObject({ command: 'forward', ok: false, failureMessage: message, bot: { x: 0, y: 0 } });
  });

  it('picking up with nothing there fails', () => {
    expect(run(level([[2, 3]]), [pickUp]).failureMessage).toBe('Здесь нечего поднять.');
  });

  it('picking up the flag or an open door fails', () => {
    expect(run(level([[2, 3]]), [forward, pickUp]).failureMessage).toBe('Это нельзя поднять.');
    expect(run(level([[2, 41, 3]], ['key_red']), [useKey, forward, pickUp]).failureMessage).toBe('Это нельзя поднять.');
  });

  it('using a key with no door ahead, or without the matching key, fails', () => {
    expect(run(level([[2, 1, 3]], ['key_red']), [useKey]).failureMessage).toBe('Впереди нет двери.');
    expect(run(level([[2, 42, 3]], ['key_red']), [useKey]).failureMessage).toBe('Нет ключа нужного цвета.');
    expect(run(level([[2, 42, 3]], ['key_yellow']), [useKey, useKey]).failureMessage).toBe('Впереди нет двери.');
  });

  it('using the gun with no monster ahead, or without a gun, fails', () => {
    expect(run(level([[2, 1, 3]], ['gun']), [useGun]).failureMessage).toBe('Впереди нет монстра.');
    expect(run(level([[2, 91, 3]]), [useGun]).failureMessage).toBe('У бота нет очистителя.');
  });

  it.each([
    ['there is no stone', [[2, 1, 1, 3]], 'Впереди нет камня.'],
    ['the cell behind is missing', [[2, 8, 0, 3]], 'Камень некуда толкнуть.'],
    ['the cell behind is off the map', [[2, 8]], 'Камень некуда толкнуть.'],
    ['the cell behind holds a stone', [[2, 8, 8, 3]], 'Камень некуда толкнуть.'],
    ['the cell behind holds a monster', [[2, 8, 92, 3]], 'Камень некуда толкнуть.'],
    ['the cell behind holds the flag', [[2, 8, 3]], 'Камень некуда толкнуть.'],
  ])('pushing fails when %s', (_name, map, message) => {
    expect(run(level(map), [push]).failureMessage).toBe(message);
  });
});

describe('labirint3d items', () => {
  it('picks up a key into the inventory and clears the cell', () => {
    const result = run(level([[2, 62, 3]]), [forward, pickUp, forward]);
    expect(result.steps[1]).toMatchObject({
      command: 'pick_up',
      ok: true,
      picked: 'key_yellow',
      inventory: [{ item: 'key_yellow', count: 1 }],
      changes: [{ x: 1, y: 0, cell: { tile: true, object: null } }],
    });
    expect(result.success).toBe(true);
  });

  it('stacks a second key of the same colour in its slot', () => {
    const result = run(level([[2, 63, 63, 3]], ['gun']), [forward, pickUp, forward, pickUp, forward]);
    expect(result.finalState?.inventory).toEqual([{ item: 'gun', count: 1 }, { item: 'key_green', count: 2 }]);
  });

  it('opens a door with the matching key, using the key up', () => {
    const result = run(level([[2, 54, 3]], ['key_blue', 'gun']), [useKey, forward, forward]);
    expect(result.success).toBe(true);
    expect(result.steps[0].changes).toEqual([{ x: 1, y: 0, cell: { tile: true, object: { kind: 'door', colour: 'blue', orientation: 'up_down', open: true } } }]);
    expect(result.steps[0].inventory).toEqual([{ item: 'gun', count: 1 }]);
  });

  it('removes a shot monster and keeps the gun', () => {
    const result = run(level([[2, 7, 94, 3]]), [forward, pickUp, useGun, forward, forward]);
    expect(result.success).toBe(true);
    expect(result.steps[2].changes).toEqual([{ x: 2, y: 0, cell: { tile: true, object: null } }]);
    expect(result.finalState?.inventory).toEqual([{ item: 'gun', count: 1 }]);
  });

  it('pushes a stone one cell; the bot follows it at pushing speed', () => {
    const result = run(level([[2, 8, 1], [0, 3, 0]]), [push, right, forward]);
    expect(result.steps[0]).toMatchObject({ command: 'move', ok: true, pushing: true, bot: { x: 1, y: 0 } });
    expect(result.steps[0].changes).toEqual([
      { x: 2, y: 0, cell: { tile: true, object: { kind: 'stone' } } },
      { x: 1, y: 0, cell: { tile: true, object: null } },
    ]);
    expect(result.success).toBe(true);
  });

  it('turns a key box into a key of one of its colours, chosen by the seed', () => {
    const colours = new Set<string>();
    for (let seed = 1; seed <= 40; seed++) {
      const result = run(level([[2, 6024]]), [forward, pickUp], seed);
      colours.add(String(result.steps[1].picked));
    }
    expect([...colours].sort()).toEqual(['key_blue', 'key_yellow']);
    expect(run(level([[2, 6024]]), [forward, pickUp], 5)).toEqual(run(level([[2, 6024]]), [forward, pickUp], 5));
  });

  it('a restart resets all items: every run starts from the config', () => {
    const config = level([[2, 61, 41, 3]]);
    const first = run(config, [forward, pickUp, useKey]);
    expect(first.finalState?.cells[0][1].object).toBeNull();
    expect(first.initialState?.cells[0][1].object).toEqual({ kind: 'key', colour: 'red' });
    expect(run(config, [forward, pickUp, useKey, forward, forward]).success).toBe(true);
  });
});

describe('labirint3d conditions', () => {
  const config = level([[2, 3], [3, 0]], ['key_green']);

  it('runs the true branch when the inventory holds the key of that colour', () => {
    const result = run(config, [ifElse(sensor(S.hasKey, { COLOR: 'green' }), [forward], [right, forward])]);
    expect(result.success).toBe(true);
    expect(result.steps[0]).toMatchObject({ command: 'condition', result: true });
  });

  it('runs the false branch otherwise', () => {
    const result = run(config, [ifElse(sensor(S.hasKey, { COLOR: 'red' }), [forward], [right, forward])]);
    expect(result.steps.map((step) => step.command)).toEqual(['condition', 'right', 'forward']);
    expect(result.steps[0].result).toBe(false);
    expect(result.finalState?.bot).toEqual({ x: 0, y: 1 });
  });

  it('converts the condition block with its DO and ELSE inputs from Blockly JSON', () => {
    const workspace = jsonWorkspace([
      jsonOnStart([
        jsonBlock(B.condition, { id: 'cond', fields: { COLOR: 'green' }, inputs: { DO: [jsonBlock(B.forward)], ELSE: [jsonBlock(B.right)] } }),
      ]),
    ]);
    const result = runProgram(config, workspace);
    expect(result.success).toBe(true);
    expect(result.steps[0]).toMatchObject({ blockId: 'cond', command: 'condition', result: true });
  });
});

describe('labirint3d config and runner', () => {
  it.each([
    ['no map', { botDirection: 'right', inventory: [] }],
    ['no botDirection', { map: [[2, 3]], inventory: [] }],
    ['no inventory', { map: [[2, 3]], botDirection: 'right' }],
    ['a bad direction', { map: [[2, 3]], botDirection: 'north', inventory: [] }],
  ])('uses the built-in map when the config has %s', (_name, config) => {
    const result = run(config as Labirint3dConfig, [forward]);
    expect(result.initialState?.cells).toHaveLength(DEFAULT_LABIRINT3D_CONFIG.map.length);
  });

  it('the built-in map is solvable', () => {
    const main = [forward, forward, right, forward, forward, pickUp, left, useKey, forward, forward];
    expect(run({}, main).success).toBe(true);
  });

  it('warns about unknown cells and inventory items and skips them', () => {
    const result = run({ map: [[2, 77, 3]], botDirection: 'right', inventory: ['banana'] }, []);
    expect(result.warnings).toEqual(['Unknown map code 77 at row 1, column 2: no tile', 'Inventory item "banana" skipped (unknown or more than 5 kinds)']);
    expect(result.initialState?.cells[0][1]).toEqual({ tile: false, object: null });
  });

  it('steps block by block, reporting the executing block id', () => {
    const workspace = jsonWorkspace([jsonOnStart([jsonBlock(B.forward, { id: 'a' }), jsonBlock(B.forward, { id: 'b' })])]);
    const runner = createLabirint3dRunner(level([[2, 1, 3]]), workspace);
    expect(runner.initialState?.bot).toEqual({ x: 0, y: 0 });
    expect(runner.next()).toMatchObject({ blockId: 'a', bot: { x: 1, y: 0 } });
    expect(runner.next()).toMatchObject({ blockId: 'b', bot: { x: 2, y: 0 } });
    expect(runner.next()).toBeNull();
    expect(runner.finish()).toMatchObject({ success: true });
  });

  it('skips unknown blocks with a warning, and clamps repeats to 0-10', () => {
    const result = run(level([[2, ...Array<number>(12).fill(1)]]), [command('labirint3d_fly'), { kind: 'repeat', times: 11, body: [forward] }]);
    expect(result.warnings).toContain('Unknown block "labirint3d_fly" skipped');
    expect(result.finalState?.bot).toEqual({ x: 10, y: 0 });
  });
});

describe('labirint3d block limits (spec 4.1)', () => {
  it('does not count the fixed start block: a limit of N allows N commands, as in SpaceMixLab', () => {
    const three = jsonWorkspace([jsonOnStart([jsonBlock(B.forward), jsonBlock(B.forward), jsonBlock(B.forward)])]);
    expect(countGameBlocks('Labirint3D', three)).toBe(3);
    expect(countGameBlocks('Labirint3D', three)).toBe(countGameBlocks('SpaceMixLab', three));
    expect(programTools.checkBlockLimits(countGameBlocks('Labirint3D', three), { maximumBlocks: 3 })).toBeNull();
    expect(programTools.checkBlockLimits(countGameBlocks('Labirint3D', three), { maximumBlocks: 2 })).toBe('Превышен лимит команд (3/2)');
  });

  it('counts nested blocks inside the start block, not loose blocks outside it', () => {
    const workspace = jsonWorkspace(
      [jsonOnStart([jsonBlock(B.condition, { fields: { COLOR: 'red' }, inputs: { DO: [jsonBlock(B.forward)], ELSE: [jsonBlock(B.left)] } })])],
      [jsonBlock(B.right), jsonBlock(B.right)],
    );
    expect(countGameBlocks('Labirint3D', workspace)).toBe(3);
  });
});
