import type { GameName } from '@school/game-engines';
import { VALUE_DEFAULTS, VALUE_INPUTS } from './block-definitions';

/** Blocks offered when blocklyGameMap.toolbox is missing or empty. */
export const DEFAULT_TOOLBOXES: Record<GameName, readonly string[]> = {
  Turtle: [
    'turtle_forward', 'turtle_backward', 'turtle_turn_right', 'turtle_turn_left', 'turtle_goto',
    'turtle_pen_up', 'turtle_pen_down', 'turtle_colour', 'turtle_width', 'turtle_shape', 'turtle_show', 'turtle_hide', 'turtle_wrap',
    'controls_repeat_ext',
  ],
  Labirint: [
    'labirint_start', 'labirint_move', 'labirint_push', 'labirint_pick', 'labirint_open_door', 'labirint_set_bomb',
    'controls_repeat_ext', 'controls_if', 'controls_whileUntil', 'logic_negate', 'labirint_is_free', 'labirint_has_item',
  ],
  Labirint3D: [
    'labirint3d_forward', 'labirint3d_left', 'labirint3d_right', 'labirint3d_pick_up', 'labirint3d_use_key',
    'labirint3d_use_gun', 'labirint3d_move', 'labirint3d_condition', 'controls_repeat_ext',
  ],
  FlowerDefence: [
    'flower_on_step', 'flower_if_event', 'flower_buy_flower', 'flower_add_water', 'flower_add_chemicals', 'flower_skip',
    'controls_if', 'flower_is_step', 'flower_event_is',
  ],
  SpaceMixLab: ['spacemix_group', 'spacemix_item', 'controls_repeat_ext'],
};

/** Games whose program must live in 'При запуске' (spec 4.1). */
export const START_BLOCK_GAMES: readonly GameName[] = ['Labirint3D', 'SpaceMixLab'];

const number = (value: number) => ({ shadow: { type: 'math_number', fields: { NUM: value } } });

/** A flyout toolbox (Blockly JSON) from a list of block types. */
export function buildToolbox(game: GameName, types: readonly string[] | undefined) {
  const list = (types && types.length ? types : DEFAULT_TOOLBOXES[game]).filter((type) => type !== 'on_start');
  return {
    kind: 'flyoutToolbox',
    contents: list.map((type) => {
      if (type === 'controls_repeat_ext') return { kind: 'block', type, inputs: { TIMES: number(game === 'Turtle' ? 4 : 2) } };
      const inputs = VALUE_INPUTS[type];
      if (!inputs) return { kind: 'block', type };
      return { kind: 'block', type, inputs: Object.fromEntries(inputs.map((name) => [name, number(VALUE_DEFAULTS[name] ?? 0)])) };
    }),
  };
}
