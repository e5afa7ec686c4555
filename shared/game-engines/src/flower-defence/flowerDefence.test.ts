import { mulberry32 } from '../common/random';
import type { Statement } from '../program/ast';
import { command, ifElse, program, sensor, whileLoop } from '../program/builders';
import { FLOWER_BLOCKS as B, FLOWER_SENSORS as S } from './blocks';
import { FLOWER_CONSTANTS } from './constants';
import { eventSequence, type FlowerEventNode } from './gameEvents';
import { FLOWER_LEVELS } from './levels';
import { runProgram, type FlowerDefenceConfig } from './runFlowerDefence';

const chain = (...names: string[]): FlowerEventNode =>
  names.reduceRight<FlowerEventNode | null>((next, name) => ({ name, next }), null) ?? { name: 'end' };
const play = (config: Partial<FlowerDefenceConfig>, main: Statement[], seed?: number) =>
  runProgram({ flowers: 1, coins: 0, gameEvents: chain('skip'), ...config }, program(main), seed);
const onStep = (STEP: number, ...actions: string[]) => ifElse(sensor(S.isStep, { STEP }), actions.map((action) => command(action)));

describe('flower defence events', () => {
  it('starts with the toast and wins when no event is left', () => {
    const result = play({ gameEvents: chain('start', 'skip') }, []);
    expect(result.success).toBe(true);
    expect(result.steps.map((step) => [step.kind, step.message])).toEqual([
      ['start', 'Игра началась 🚀'],
      ['event', 'Ничего не произошло.'],
      ['end', 'Цветы спасены!'],
    ]);
  });

  it('rain adds 1 water: one more flower keeps the balance', () => {
    const won = play({ coins: 1, gameEvents: chain('raining') }, [command(B.buyFlower)]);
    expect(won.success).toBe(true);
    expect(won.steps[1]).toMatchObject({ event: 'raining', message: 'Пошёл дождь: воды стало больше.', counters: { flowers: 2, water: 2, coins: 0 } });
    const lost = play({ gameEvents: chain('raining') }, []);
    expect(lost).toMatchObject({ success: false, failureMessage: 'Цветы погибли: воды должно быть столько же, сколько цветов.' });
  });

  it('sun removes 1 water, never below 0', () => {
    const result = play({ flowers: 1, water: 0, coins: 0, gameEvents: chain('sunny') }, []);
    expect(result.steps[1]).toMatchObject({ message: 'Солнечно: вода испаряется.', counters: { water: 0 } });
    expect(result.success).toBe(false);
    expect(play({ coins: 1, gameEvents: chain('sunny') }, [command(B.addWater)]).success).toBe(true);
  });

  it('an attack without protection kills every flower', () => {
    const result = play({ flowers: 3, gameEvents: chain('attack', 'skip') }, []);
    expect(result.success).toBe(false);
    expect(result.steps.map((step) => step.message)).toEqual([
      'Игра началась 🚀',
      'Насекомые напали на цветы!',
      'Цветы погибли: воды должно быть столько же, сколько цветов.',
    ]);
    expect(result.steps[2]).toMatchObject({ kind: 'end', counters: { flowers: 0 } });
  });

  it('protection makes an attack harmless and wears off by 1 after each event', () => {
    const result = play({ flowers: 2, coins: 1, gameEvents: chain('attack', 'skip', 'attack') }, [onStep(1, B.addChemicals)]);
    expect(result.steps[1]).toMatchObject({ message: 'Защита сработала: насекомые не тронули цветы.', counters: { protection: 1 } });
    expect(result.steps[2]).toMatchObject({ step: 2, counters: { protection: 0 } });
    expect(result.steps[3]).toMatchObject({ message: 'Насекомые напали на цветы!' });
    expect(result.success).toBe(false);
  });

  it('two charges cover two steps', () => {
    const result = play({ coins: 2, gameEvents: chain('attack', 'attack') }, [onStep(1, B.addChemicals, B.addChemicals)]);
    expect(result.success).toBe(true);
  });

  it('loses only when water differs from flowers: 0 flowers with 0 water (0 = 0) is not a loss', () => {
    const zero = play({ flowers: 0, water: 0, gameEvents: chain('skip', 'skip') }, []);
    expect(zero.success).toBe(true);
    expect(zero.steps.map((step) => step.kind)).toEqual(['start', 'event', 'event', 'end']);
    expect(zero.steps[2].counters).toMatchObject({ flowers: 0, water: 0 });
    // An attack on flowers that have no water: 0 = 0 again, the game goes on and is won.
    const bitten = play({ flowers: 2, water: 0, gameEvents: chain('attack', 'skip') }, []);
    expect(bitten).toMatchObject({ success: true });
    expect(bitten.steps[1].counters).toMatchObject({ flowers: 0, water: 0 });
    expect(play({ flowers: 0, water: 1, gameEvents: chain('skip') }, []).success).toBe(false);
  });

  it('takes start water and protection from the config', () => {
    expect(play({ flowers: 2, water: 1, gameEvents: chain('raining') }, []).success).toBe(true);
    expect(play({ protection: 1, gameEvents: chain('attack') }, []).success).toBe(true);
  });

  it('stops at an end event and ignores what follows', () => {
    const result = play({ gameEvents: chain('skip', 'end', 'attack') }, []);
    expect(result.success).toBe(true);
    expect(result.steps.filter((step) => step.kind === 'event')).toHaveLength(1);
  });

  it('fails without events', () => {
    expect(play({ gameEvents: [] }, []).failureMessage).toBe('В конфиге нет событий игры.');
  });

  it('plays an unknown event as nothing happening, with a warning', () => {
    const result = play({ gameEvents: chain('snow') }, []);
    expect(result.steps[1].message).toBe('Ничего не произошло.');
    expect(result.warnings).toEqual(['Unknown event "snow" played as skip']);
  });

  it('shows each event for 2 s', () => {
    expect(FLOWER_CONSTANTS.eventDelayMs).toBe(2000);
    expect(play({}, []).steps[1].delayMs).toBe(2000);
  });

  it('chooses among the branches of an event tree with the seed', () => {
    const tree: FlowerEventNode = { name: 'start', next: [{ name: 'raining' }, { name: 'sunny' }] };
    const seen = new Set(Array.from({ length: 20 }, (_, seed) => eventSequence(tree, mulberry32(seed)).join()));
    expect([...seen].sort()).toEqual(['start,raining', 'start,sunny']);
  });
});

describe('flower defence actions', () => {
  it('each action costs 1 coin; skip is free', () => {
    const result = play({ coins: 3, flowers: 1, gameEvents: chain('skip') }, [command(B.buyFlower), command(B.addWater), command(B.skip)]);
    expect(result.steps[1].counters).toEqual({ coins: 1, flowers: 2, water: 2, protection: 0 });
    expect(result.steps[1].actions.map((action) => [action.action, action.ok])).toEqual([
      ['buy_flower', true],
      ['add_water', true],
      ['skip', true],
    ]);
  });

  it('refuses buying or adding with 0 coins: Недостаточно средств', () => {
    const result = play({ coins: 1, gameEvents: chain('skip') }, [command(B.addChemicals), command(B.buyFlower)]);
    expect(result.steps[1].actions[1]).toEqual({ action: 'buy_flower', blockId: undefined, ok: false, error: 'Недостаточно средств' });
    expect(result.steps[1].counters).toMatchObject({ coins: 0, flowers: 1, protection: 1 });
  });

  it('runs step blocks on their step only (steps count events after start)', () => {
    const result = play({ coins: 2, flowers: 1, gameEvents: chain('start', 'sunny', 'sunny') }, [onStep(1, B.addWater), onStep(2, B.addWater)]);
    expect(result.success).toBe(true);
    expect(result.steps.map((step) => step.step)).toEqual([undefined, 1, 2, undefined]);
  });

  it('clamps step numbers into 1-10', () => {
    const result = play({ coins: 1, gameEvents: chain('sunny') }, [onStep(0, B.addWater)]);
    expect(result.success).toBe(true);
  });

  it('reacts to the coming event', () => {
    const react = ifElse(sensor(S.eventIs, { EVENT: 'sunny' }), [command(B.addWater)], [command(B.skip)]);
    expect(play({ coins: 1, gameEvents: chain('skip', 'sunny') }, [react]).success).toBe(true);
  });

  it('stops a step program that never ends', () => {
    const result = play({}, [whileLoop({ kind: 'const', value: true }, [command(B.skip)])]);
    expect(result.failureMessage).toBe('Программа выполняется слишком долго. Проверь циклы.');
  });

  it('skips unknown blocks with a warning', () => {
    expect(play({}, [command('flower_dance')]).warnings).toEqual(['Unknown block "flower_dance" skipped']);
  });
});

describe('flower defence demo levels', () => {
  it.each(FLOWER_LEVELS.map((level) => [level.id, level] as const))('%s: the solution wins for every seed tried', (_id, level) => {
    for (let seed = 1; seed <= 10; seed++) {
      const result = runProgram(level.config, level.solution, seed);
      expect(result.failureMessage).toBeUndefined();
      expect(result.success).toBe(true);
    }
  });

  it.each(FLOWER_LEVELS.map((level) => [level.id, level] as const))('%s: the wrong solution fails for some seed', (_id, level) => {
    const outcomes = Array.from({ length: 10 }, (_, index) => runProgram(level.config, level.wrongSolution, index + 1).success);
    expect(outcomes).toContain(false);
  });
});
