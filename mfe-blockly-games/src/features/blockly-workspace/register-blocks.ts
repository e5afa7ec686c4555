import * as Blockly from 'blockly/core';
import 'blockly/blocks';
import * as Ru from 'blockly/msg/ru';
import { BLOCK_DEFINITIONS } from '../../lib/blocks/block-definitions';

let registered = false;

/** Russian Blockly messages and every game block, defined once per page. */
export function registerBlocks(): void {
  if (registered) return;
  registered = true;
  Blockly.setLocale(Ru as unknown as Record<string, string>);
  Blockly.common.defineBlocksWithJsonArray(BLOCK_DEFINITIONS.filter((definition) => !Blockly.Blocks[definition.type]));
}
