import type { DemoLevel } from '../common/types';
import type { Statement } from '../program/ast';
import { command, program, repeat } from '../program/builders';
import { jsonBlock, jsonOnStart, jsonWorkspace } from '../program/blocklyJsonBuilders';
import type { ProgramInput } from '../program/programInput';
import { SPACE_MIX_BLOCKS as B } from './blocks';
import type { SpaceMixLabConfig } from './labConfig';

const onStart = (main: Statement[]) => program(main, { hasStartBlock: true });
const group = (...items: Statement[]) => command(B.group, {}, items);
const item = (ITEM: string) => command(B.item, { ITEM });
const jsonItem = (ITEM: string) => jsonBlock(B.item, { fields: { ITEM } });

export const SPACE_MIX_LEVELS: DemoLevel<SpaceMixLabConfig, ProgramInput>[] = [
  {
    id: 'spacemix-jetpack',
    title: 'Реактивный ранец',
    config: {
      sources: { parts: { quantum_cog: 1, antigravity_spring: 1 }, ore: { stardust: 1 } },
      targets: { jetpack: ['quantum_cog', 'stardust'] },
    },
    // Blockly JSON, as the client submits it.
    solution: jsonWorkspace([jsonOnStart([jsonBlock(B.group, { inputs: { ITEMS: [jsonItem('stardust'), jsonItem('quantum_cog')] } })])]),
    wrongSolution: jsonWorkspace([jsonOnStart([jsonBlock(B.group, { inputs: { ITEMS: [jsonItem('quantum_cog'), jsonItem('antigravity_spring')] } })])]),
  },
  {
    id: 'spacemix-laser',
    title: 'Лазерный бластер',
    config: {
      sources: { energy: { energy_core: 1, solar_battery: 1 }, ore: { moon_crystal: 2, stardust: 1 } },
      targets: { laser_blaster: ['energy_core', 'moon_crystal', 'moon_crystal'] },
    },
    solution: onStart([group(item('energy_core'), repeat(2, [item('moon_crystal')]))]),
    wrongSolution: onStart([group(item('energy_core'), item('moon_crystal'), item('stardust'))]),
  },
  {
    id: 'spacemix-teleport',
    title: 'Телепорт',
    // Only the target with a recipe counts; the first mix needs light essence, which has run out.
    config: {
      sources: {
        parts: { gyroscopic_bearing: 1 },
        substances: { time_nebula: 1, star_oil: 1, light_essence: 0 },
      },
      targets: { unstable_platform: [], teleport: ['time_nebula', 'gyroscopic_bearing', 'star_oil'] },
    },
    solution: onStart([
      group(item('time_nebula'), item('gyroscopic_bearing'), item('light_essence')),
      group(item('star_oil'), item('time_nebula'), item('gyroscopic_bearing')),
    ]),
    wrongSolution: onStart([group(item('time_nebula'), item('star_oil')), group(item('star_oil'), item('time_nebula'), item('gyroscopic_bearing'))]),
  },
];
