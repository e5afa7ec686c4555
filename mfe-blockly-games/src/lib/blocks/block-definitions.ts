import { T } from '@school/contracts';
import { turtle } from '@school/game-engines';
import { ITEM_GROUPS, type ItemGroup } from '@school/game-engines/src/space-mix-lab';

/** Blockly JSON block definitions (pure data) of every block the engines expect, by category colour. */
export type BlockDefinition = Record<string, unknown> & { type: string };

const B = T.blockly.blocks;
export const CATEGORY_COLOURS = { start: 45, motion: 210, action: 20, pen: 290, sensor: 185, flowers: 120, space: 260 } as const;

const statement = (type: string, message0: string, colour: number, extra: Record<string, unknown> = {}): BlockDefinition => ({
  type,
  message0,
  previousStatement: null,
  nextStatement: null,
  colour,
  ...extra,
});
const numberInput = (name: string) => ({ type: 'input_value', name, check: 'Number' });
const dropdown = (name: string, options: Record<string, string>) => ({
  type: 'field_dropdown',
  name,
  options: Object.entries(options).map(([value, label]) => [label, value]),
});
const sensor = (type: string, message0: string, args0: unknown[]): BlockDefinition => ({
  type,
  message0,
  args0,
  output: 'Boolean',
  colour: CATEGORY_COLOURS.sensor,
});

const TURTLE_COLOURS: Record<string, string> = {
  '#000000': B.colours.black,
  '#ff0000': B.colours.red,
  '#ff9900': B.colours.orange,
  '#ffdd00': B.colours.yellow,
  '#00aa00': B.colours.green,
  '#0000ff': B.colours.blue,
  '#9933ff': B.colours.violet,
  '#ffffff': B.colours.white,
};

const START: BlockDefinition[] = [
  {
    type: 'on_start',
    message0: `${B.onStart} %1 %2`,
    args0: [{ type: 'input_dummy' }, { type: 'input_statement', name: 'DO' }],
    colour: CATEGORY_COLOURS.start,
  },
  { type: 'labirint_start', message0: B.onStart, nextStatement: null, colour: CATEGORY_COLOURS.start, hat: 'cap' },
];

const TURTLE: BlockDefinition[] = [
  statement('turtle_forward', B.turtleForward, CATEGORY_COLOURS.motion, { args0: [numberInput('DISTANCE')], inputsInline: true }),
  statement('turtle_backward', B.turtleBackward, CATEGORY_COLOURS.motion, { args0: [numberInput('DISTANCE')], inputsInline: true }),
  statement('turtle_turn_right', B.turtleRight, CATEGORY_COLOURS.motion, { args0: [numberInput('ANGLE')], inputsInline: true }),
  statement('turtle_turn_left', B.turtleLeft, CATEGORY_COLOURS.motion, { args0: [numberInput('ANGLE')], inputsInline: true }),
  statement('turtle_goto', B.turtleGoto, CATEGORY_COLOURS.motion, { args0: [numberInput('X'), numberInput('Y')], inputsInline: true }),
  statement('turtle_pen_up', B.turtlePenUp, CATEGORY_COLOURS.pen),
  statement('turtle_pen_down', B.turtlePenDown, CATEGORY_COLOURS.pen),
  statement('turtle_width', B.turtleWidth, CATEGORY_COLOURS.pen, { args0: [numberInput('WIDTH')], inputsInline: true }),
  statement('turtle_colour', B.turtleColour, CATEGORY_COLOURS.pen, { args0: [dropdown('COLOUR', TURTLE_COLOURS)] }),
  statement('turtle_show', B.turtleShow, CATEGORY_COLOURS.pen),
  statement('turtle_hide', B.turtleHide, CATEGORY_COLOURS.pen),
  statement('turtle_wrap', B.turtleWrap, CATEGORY_COLOURS.motion, { args0: [dropdown('WRAP', { on: B.on, off: B.off })] }),
  statement('turtle_shape', B.turtleShape, CATEGORY_COLOURS.pen, { args0: [dropdown('SHAPE', B.shapes)] }),
];

const LABIRINT: BlockDefinition[] = [
  statement('labirint_move', B.labirintMove, CATEGORY_COLOURS.motion, { args0: [dropdown('DIRECTION', B.directions)] }),
  statement('labirint_push', B.labirintPush, CATEGORY_COLOURS.motion, { args0: [dropdown('DIRECTION', B.directions)] }),
  statement('labirint_pick', B.labirintPick, CATEGORY_COLOURS.action),
  statement('labirint_open_door', B.labirintOpenDoor, CATEGORY_COLOURS.action),
  statement('labirint_set_bomb', B.labirintSetBomb, CATEGORY_COLOURS.action),
  sensor('labirint_is_free', B.labirintIsFree, [dropdown('DIRECTION', B.directions)]),
  sensor('labirint_has_item', B.labirintHasItem, [dropdown('ITEM', B.labirintItems)]),
];

const LABIRINT3D: BlockDefinition[] = [
  statement('labirint3d_forward', B.bot3dForward, CATEGORY_COLOURS.motion),
  statement('labirint3d_left', B.bot3dLeft, CATEGORY_COLOURS.motion),
  statement('labirint3d_right', B.bot3dRight, CATEGORY_COLOURS.motion),
  statement('labirint3d_pick_up', B.bot3dPickUp, CATEGORY_COLOURS.action),
  statement('labirint3d_use_key', B.bot3dUseKey, CATEGORY_COLOURS.action),
  statement('labirint3d_use_gun', B.bot3dUseGun, CATEGORY_COLOURS.action),
  statement('labirint3d_move', B.bot3dMove, CATEGORY_COLOURS.action),
  statement('labirint3d_condition', B.bot3dCondition, CATEGORY_COLOURS.sensor, {
    args0: [dropdown('COLOR', B.keyColours), { type: 'input_dummy' }, { type: 'input_statement', name: 'DO' }, { type: 'input_statement', name: 'ELSE' }],
  }),
  sensor('labirint3d_has_key', B.bot3dHasKey, [dropdown('COLOR', B.keyColours)]),
];

const STEP_OPTIONS = Object.fromEntries(Array.from({ length: 10 }, (_, index) => [String(index + 1), String(index + 1)]));

const FLOWERS: BlockDefinition[] = [
  statement('flower_on_step', B.flowerOnStep, CATEGORY_COLOURS.flowers, {
    args0: [dropdown('STEP', STEP_OPTIONS), { type: 'input_dummy' }, { type: 'input_statement', name: 'DO' }],
  }),
  statement('flower_if_event', B.flowerIfEvent, CATEGORY_COLOURS.flowers, {
    args0: [dropdown('EVENT', B.flowerEvents), { type: 'input_dummy' }, { type: 'input_statement', name: 'DO' }],
  }),
  statement('flower_buy_flower', B.flowerBuy, CATEGORY_COLOURS.action),
  statement('flower_add_water', B.flowerWater, CATEGORY_COLOURS.action),
  statement('flower_add_chemicals', B.flowerChemicals, CATEGORY_COLOURS.action),
  statement('flower_skip', B.flowerSkip, CATEGORY_COLOURS.action),
  sensor('flower_is_step', B.flowerIsStep, [dropdown('STEP', STEP_OPTIONS)]),
  sensor('flower_event_is', B.flowerEventIs, [dropdown('EVENT', B.flowerEvents)]),
];

const ITEM_OPTIONS = Object.fromEntries(
  (Object.keys(ITEM_GROUPS) as ItemGroup[]).flatMap((group) => ITEM_GROUPS[group].map((item) => [item, T.blockly.spaceMix.items[item] ?? item])),
);
const COUNT_OPTIONS = Object.fromEntries(['1', '2', '3', '4', '5'].map((count) => [count, count]));

const SPACE_MIX: BlockDefinition[] = [
  statement('spacemix_group', B.spaceGroup, CATEGORY_COLOURS.space, {
    args0: [{ type: 'input_dummy' }, { type: 'input_statement', name: 'ITEMS' }],
  }),
  statement('spacemix_item', B.spaceItem, CATEGORY_COLOURS.space, { args0: [dropdown('ITEM', ITEM_OPTIONS), dropdown('COUNT', COUNT_OPTIONS)] }),
];

export const BLOCK_DEFINITIONS: BlockDefinition[] = [...START, ...TURTLE, ...LABIRINT, ...LABIRINT3D, ...FLOWERS, ...SPACE_MIX];

/** Game blocks whose numeric args are value inputs (with a math_number shadow), by block type. */
export const VALUE_INPUTS: Readonly<Record<string, readonly string[]>> = turtle.TURTLE_VALUE_INPUTS;

/** Default values of those inputs in the toolbox. */
export const VALUE_DEFAULTS: Record<string, number> = { DISTANCE: 100, ANGLE: 90, X: 0, Y: 0, WIDTH: 5 };
