import { flowerDefence, labirint, labirint3d, spaceMixLab, turtle, type GameName } from '@school/game-engines';
import { BLOCK_DEFINITIONS, VALUE_INPUTS } from './block-definitions';
import { buildToolbox, DEFAULT_TOOLBOXES } from './toolboxes';

const defined = new Map(BLOCK_DEFINITIONS.map((definition) => [definition.type, definition]));
const BUILT_IN = ['controls_repeat_ext', 'controls_if', 'controls_whileUntil', 'logic_negate'];

/** Names of every field and input a definition declares. */
function argNames(type: string): string[] {
  const definition = defined.get(type)!;
  return Object.entries(definition)
    .filter(([key]) => key.startsWith('args'))
    .flatMap(([, args]) => (args as { name?: string }[]).map((arg) => arg.name ?? ''))
    .filter(Boolean);
}

describe('block definitions', () => {
  it('define every block type the engines expect, with its field and input names', () => {
    const expected: Record<string, string[]> = {
      on_start: ['DO'],
      turtle_forward: ['DISTANCE'],
      turtle_turn_left: ['ANGLE'],
      turtle_goto: ['X', 'Y'],
      turtle_width: ['WIDTH'],
      turtle_colour: ['COLOUR'],
      turtle_wrap: ['WRAP'],
      turtle_shape: ['SHAPE'],
      labirint_move: ['DIRECTION'],
      labirint_push: ['DIRECTION'],
      labirint_is_free: ['DIRECTION'],
      labirint_has_item: ['ITEM'],
      labirint3d_condition: ['COLOR', 'DO', 'ELSE'],
      labirint3d_has_key: ['COLOR'],
      flower_on_step: ['STEP', 'DO'],
      flower_if_event: ['EVENT', 'DO'],
      flower_is_step: ['STEP'],
      flower_event_is: ['EVENT'],
      spacemix_group: ['ITEMS'],
      spacemix_item: ['ITEM', 'COUNT'],
    };
    for (const [type, names] of Object.entries(expected)) expect(argNames(type)).toEqual(expect.arrayContaining(names));
    const engineTypes = [
      ...Object.values(turtle.TURTLE_BLOCKS),
      ...Object.values(labirint.LABIRINT_BLOCKS),
      ...Object.values(labirint.LABIRINT_SENSORS),
      ...Object.values(labirint3d.LABIRINT3D_BLOCKS),
      ...Object.values(labirint3d.LABIRINT3D_SENSORS),
      ...Object.values(flowerDefence.FLOWER_BLOCKS),
      ...Object.values(flowerDefence.FLOWER_SENSORS),
      ...Object.values(spaceMixLab.SPACE_MIX_BLOCKS),
    ];
    expect(engineTypes.filter((type) => !defined.has(type))).toEqual([]);
  });

  it('offer only defined or built-in blocks in the default toolboxes, value inputs with a number shadow', () => {
    for (const game of Object.keys(DEFAULT_TOOLBOXES) as GameName[]) {
      const toolbox = buildToolbox(game, undefined);
      for (const entry of toolbox.contents) expect(defined.has(entry.type) || BUILT_IN.includes(entry.type)).toBe(true);
    }
    const forward = buildToolbox('Turtle', ['turtle_forward']).contents[0];
    expect(forward).toEqual({ kind: 'block', type: 'turtle_forward', inputs: { DISTANCE: { shadow: { type: 'math_number', fields: { NUM: 100 } } } } });
    expect(Object.keys(VALUE_INPUTS).every((type) => defined.has(type))).toBe(true);
  });

  it('never offers the fixed start block in a toolbox', () => {
    expect(buildToolbox('SpaceMixLab', ['on_start', 'spacemix_item']).contents.map((entry) => entry.type)).toEqual(['spacemix_item']);
  });

  it('lists the Russian items of the lab in the item dropdown', () => {
    const item = defined.get('spacemix_item')!;
    const options = (item.args0 as { name: string; options?: string[][] }[]).find((arg) => arg.name === 'ITEM')!.options!;
    expect(options).toContainEqual(['Звёздная пыль', 'stardust']);
    expect(options).toHaveLength(16);
  });
});
