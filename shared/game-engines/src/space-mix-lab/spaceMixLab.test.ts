import type { Statement } from '../program/ast';
import { command, program, whileLoop } from '../program/builders';
import { jsonBlock, jsonOnStart, jsonWorkspace } from '../program/blocklyJsonBuilders';
import { SPACE_MIX_BLOCKS as B } from './blocks';
import { SPACE_MIX_CONSTANTS } from './constants';
import { ITEM_GROUPS, PRODUCTS, groupOf } from './items';
import { availableItems, findTarget, type SpaceMixLabConfig } from './labConfig';
import { SPACE_MIX_LEVELS } from './levels';
import { chooseGroup, mixResult } from './mixing';
import { runProgram } from './runSpaceMixLab';

const group = (...items: Statement[]) => command(B.group, {}, items);
const item = (ITEM: string, COUNT?: number) => command(B.item, COUNT === undefined ? { ITEM } : { ITEM, COUNT });
const config: SpaceMixLabConfig = {
  sources: { parts: { quantum_cog: 2 }, ore: { stardust: 1 }, energy: { plasma_capsule: 1 }, substances: { star_oil: 0 } },
  targets: { jetpack: ['quantum_cog', 'stardust'] },
};
const mix = (main: Statement[], labConfig = config) => runProgram(labConfig, program(main, { hasStartBlock: true }));

describe('space mix lab items and config', () => {
  it('has the exact item ids of spec 3.5 in four groups, and the products', () => {
    expect(ITEM_GROUPS).toEqual({
      parts: ['quantum_cog', 'antigravity_spring', 'gyroscopic_bearing', 'electromagnetic_bolt'],
      ore: ['stardust', 'moon_crystal', 'space_amber', 'meteor_fragment'],
      energy: ['solar_battery', 'energy_core', 'plasma_capsule', 'galaxy_accumulator'],
      substances: ['black_hole_liquid', 'time_nebula', 'star_oil', 'light_essence'],
    });
    expect(PRODUCTS).toHaveLength(11);
    expect(groupOf('galaxy_accumulator')).toBe('energy');
    expect(groupOf('jetpack')).toBeUndefined();
  });

  it('reads grouped and flat sources and reports unknown items', () => {
    const warnings: string[] = [];
    expect([...availableItems({ parts: { quantum_cog: 2 }, stardust: 3, unobtainium: 1 }, warnings)]).toEqual([
      ['stardust', 3],
      ['quantum_cog', 2],
    ]);
    expect(warnings).toEqual(['Unknown item "unobtainium" skipped']);
  });

  it('uses the first target with a non-empty recipe', () => {
    expect(findTarget({ teleport: [], jetpack: ['stardust'], photon_gun: ['star_oil'] })).toEqual({ target: 'jetpack', recipe: ['stardust'] });
    expect(findTarget({ teleport: [] })).toBeNull();
    expect(findTarget(undefined)).toBeNull();
  });

  it('exports the timing constants of spec 9', () => {
    expect(SPACE_MIX_CONSTANTS).toEqual({
      virtualCanvasSize: 2000,
      itemSize: 216,
      lightning: { lines: 5, steps: 24, stepMs: 50 },
      resultHoldMs: 5000,
      taskOverlayMs: 3600,
      autoPressMs: 1000,
      hintTimesMs: [4500, 9000],
      groupCount: 4,
    });
  });
});

describe('space mix lab mixing rules', () => {
  it('takes the first group whose counts are all available', () => {
    const available = new Map([['quantum_cog', 1], ['stardust', 1]] as const);
    const groups = [
      { items: [{ item: 'quantum_cog' as const }, { item: 'quantum_cog' as const }] },
      { items: [] },
      { items: [{ item: 'stardust' as const }] },
      { items: [{ item: 'quantum_cog' as const }] },
    ];
    expect(chooseGroup(groups, available)).toBe(2);
    expect(chooseGroup(groups.slice(0, 2), available)).toBe(-1);
  });

  it('matches the recipe in any order, counting repeats', () => {
    expect(mixResult(['stardust', 'quantum_cog'], ['quantum_cog', 'stardust'], 'jetpack')).toBe('jetpack');
    expect(mixResult(['stardust', 'stardust'], ['stardust'], 'jetpack')).toBe('space_debris');
    expect(mixResult(['stardust', 'quantum_cog'], ['stardust', 'stardust'], 'jetpack')).toBe('space_debris');
  });

  it('fails with power_failure when energy was used, else space_debris', () => {
    expect(mixResult(['stardust', 'plasma_capsule'], ['stardust'], 'jetpack')).toBe('power_failure');
    expect(mixResult(['stardust', 'star_oil'], ['stardust'], 'jetpack')).toBe('space_debris');
  });
});

describe('space mix lab runProgram', () => {
  it('uses the items one by one, then lightning, then the result', () => {
    const result = mix([group(item('stardust'), item('quantum_cog'))]);
    expect(result).toMatchObject({ success: true, target: 'jetpack', chosenGroup: 0, result: 'jetpack' });
    expect(result.steps).toEqual([
      { kind: 'use_item', item: 'stardust', group: 'ore', blockId: undefined },
      { kind: 'use_item', item: 'quantum_cog', group: 'parts', blockId: undefined },
      { kind: 'lightning' },
      { kind: 'result', result: 'jetpack', success: true },
    ]);
  });

  it('skips groups asking for more than is available, including items with count 0', () => {
    const result = mix([group(item('stardust', 2), item('quantum_cog')), group(item('star_oil')), group(item('quantum_cog'), item('stardust'))]);
    expect(result).toMatchObject({ success: true, chosenGroup: 2 });
  });

  it('reports power_failure and space_debris', () => {
    expect(mix([group(item('stardust'), item('plasma_capsule'))])).toMatchObject({
      success: false,
      result: 'power_failure',
      failureMessage: 'Сбой питания! Смесь не получилась.',
    });
    expect(mix([group(item('quantum_cog', 2))])).toMatchObject({ success: false, result: 'space_debris', failureMessage: 'Получился космический мусор.' });
  });

  it('fails when no group can be mixed', () => {
    expect(mix([group(item('star_oil'))])).toMatchObject({ success: false, chosenGroup: -1, result: null, failureMessage: 'Не хватает предметов ни для одной смеси.' });
    expect(mix([])).toMatchObject({ failureMessage: 'Не хватает предметов ни для одной смеси.' });
  });

  it('refuses a config without a non-empty recipe', () => {
    const result = mix([group(item('stardust'))], { ...config, targets: { jetpack: [] } });
    expect(result).toMatchObject({ success: false, failureMessage: 'В конфиге нет ни одного рецепта!', target: null });
  });

  it('requires the start block', () => {
    expect(runProgram(config, program([group(item('stardust'), item('quantum_cog'))])).failureMessage).toBe('Добавьте блок "При запуске"!');
  });

  it('makes loose items outside a group a mix of their own', () => {
    const result = mix([item('stardust'), item('quantum_cog'), group(item('quantum_cog'))]);
    expect(result).toMatchObject({ success: true, chosenGroup: 0 });
  });

  it('treats a nested group as a separate mix', () => {
    const result = mix([group(item('star_oil'), group(item('stardust'), item('quantum_cog')), item('plasma_capsule'))]);
    expect(result).toMatchObject({ success: true, chosenGroup: 1 });
  });

  it('skips unknown items and blocks with warnings', () => {
    const result = mix([group(item('stardust'), item('kryptonite'), command('spacemix_dance'), item('quantum_cog'))]);
    expect(result.success).toBe(true);
    expect(result.warnings).toEqual(['Unknown item "kryptonite" skipped', 'Unknown block "spacemix_dance" skipped']);
  });

  it('stops an endless program', () => {
    expect(mix([whileLoop({ kind: 'const', value: true }, [])]).failureMessage).toBe('Программа выполняется слишком долго. Проверь циклы.');
  });

  it('reads a COUNT field from Blockly JSON and keeps block ids', () => {
    const workspace = jsonWorkspace([
      jsonOnStart([jsonBlock(B.group, { inputs: { ITEMS: [jsonBlock(B.item, { id: 'q', fields: { ITEM: 'quantum_cog', COUNT: 1 } }), jsonBlock(B.item, { fields: { ITEM: 'stardust' } })] } })]),
    ]);
    expect(runProgram(config, workspace).steps[0]).toEqual({ kind: 'use_item', item: 'quantum_cog', group: 'parts', blockId: 'q' });
  });
});

describe('space mix lab demo levels', () => {
  it.each(SPACE_MIX_LEVELS.map((level) => [level.id, level] as const))('%s: the solution wins, the wrong one fails', (_id, level) => {
    const solved = runProgram(level.config, level.solution);
    expect(solved.failureMessage).toBeUndefined();
    expect(solved.success).toBe(true);
    expect(runProgram(level.config, level.wrongSolution).success).toBe(false);
  });
});
