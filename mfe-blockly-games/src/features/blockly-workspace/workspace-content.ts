import * as Blockly from 'blockly/core';
import { labirint, type GameName } from '@school/game-engines';
import { START_BLOCK_GAMES } from '../../lib/blocks/toolboxes';
import { isEmptyBlocksConfig } from '../../lib/task-windows';

/** Saved text in the XML of older tasks (the rest is Blockly JSON). */
export const isXmlWorkspace = (text: string): boolean => text.trim().startsWith('<');

/**
 * Loads a saved workspace (Blockly JSON, or the XML of older tasks). A failed load clears the
 * workspace (spec 4.1). Returns false when the text could not be loaded.
 */
export function loadWorkspace(workspace: Blockly.Workspace, text: string | undefined): boolean {
  Blockly.Events.disable();
  try {
    workspace.clear();
    if (isEmptyBlocksConfig(text)) return true;
    const trimmed = text!.trim();
    if (isXmlWorkspace(trimmed)) Blockly.Xml.domToWorkspace(Blockly.utils.xml.textToDom(trimmed), workspace);
    else Blockly.serialization.workspaces.load(JSON.parse(trimmed), workspace, { recordUndo: false });
    return true;
  } catch (error) {
    console.warn('Workspace load failed, starting empty', error);
    workspace.clear();
    return false;
  } finally {
    Blockly.Events.enable();
  }
}

/**
 * Spec 4.1: Labirint3D and SpaceMixLab need one fixed 'При запуске' block (created when missing,
 * undeletable, immovable); the other games do without it, so it is removed (its blocks stay).
 * Labirint gets its own start hat when the workspace is empty. The repeat counts of the maze
 * games are limited to 0-10 (spec 5).
 */
export function applyStartBlockRule(workspace: Blockly.Workspace, game: GameName): void {
  // Part of loading, not a learner's edit: no change events.
  Blockly.Events.disable();
  try {
    fixStartBlocks(workspace, game);
    applyRepeatLimits(workspace, game);
  } finally {
    Blockly.Events.enable();
  }
}

function fixStartBlocks(workspace: Blockly.Workspace, game: GameName): void {
  const starts = workspace.getBlocksByType('on_start', false);
  if (START_BLOCK_GAMES.includes(game)) {
    const [start, ...extra] = starts;
    extra.forEach((block) => block.dispose(true));
    const block = start ?? placeNewBlock(workspace, 'on_start');
    block.setDeletable(false);
    block.setMovable(false);
    return;
  }
  for (const block of starts) {
    block.getInputTargetBlock('DO')?.unplug();
    block.dispose(true);
  }
  if (game === 'Labirint' && workspace.getAllBlocks(false).length === 0) placeNewBlock(workspace, 'labirint_start');
}

/** Spec 5: on the maze games the repeat count is a whole number 0-10. */
export const REPEAT_LIMITED_GAMES: readonly GameName[] = ['Labirint', 'Labirint3D'];

/** The number field holding a repeat count: `controls_repeat`'s own, or the number plugged into `controls_repeat_ext`. */
function repeatCountField(block: Blockly.Block): Blockly.FieldNumber | null {
  if (block.type === 'controls_repeat') return block.getField('TIMES') as Blockly.FieldNumber | null;
  if (block.type !== 'math_number') return null;
  const parent = block.getParent();
  if (parent?.type !== 'controls_repeat_ext' || parent.getInputWithBlock(block)?.name !== 'TIMES') return null;
  return block.getField('NUM') as Blockly.FieldNumber | null;
}

/**
 * Limits every repeat count of a maze game to 0-10, step 1 (values outside are clamped). Called
 * after loading and whenever blocks are created or moved (a number may be plugged in later).
 */
export function applyRepeatLimits(workspace: Blockly.Workspace, game: GameName): void {
  if (!REPEAT_LIMITED_GAMES.includes(game)) return;
  const { min, max } = labirint.LABIRINT_CONSTANTS.repeatRange;
  for (const block of workspace.getAllBlocks(false)) {
    const field = repeatCountField(block);
    if (field && (field.getMin() !== min || field.getMax() !== max || field.getPrecision() !== 1)) field.setConstraints(min, max, 1);
  }
}

/** A new block near the top left corner (drawn when the workspace is on screen). */
function placeNewBlock(workspace: Blockly.Workspace, type: string): Blockly.Block {
  const block = workspace.newBlock(type);
  if (block instanceof Blockly.BlockSvg) {
    block.initSvg();
    block.render();
  }
  block.moveBy(30, 30);
  return block;
}

export function saveWorkspace(workspace: Blockly.Workspace): string {
  return JSON.stringify(Blockly.serialization.workspaces.save(workspace));
}
