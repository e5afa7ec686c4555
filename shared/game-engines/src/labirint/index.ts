export { runProgram, previewSeed, simulateLabirint, type LabirintRunResult, type LabirintSimulation } from './runLabirint';
export { LABIRINT_BLOCKS, LABIRINT_SENSORS, LABIRINT_DIALECT, LABIRINT_BLOCK_COUNT_RULE } from './blocks';
export { LABIRINT_CONSTANTS } from './constants';
export { CELL, ITEM_NAMES, type ItemColour } from './cellCodes';
export { parseCellSpec, RandomCellResolver, type CellSpec } from './randomCells';
export { createLabirintState, cloneLabirintState, type LabirintConfig, type LabirintState } from './labirintState';
export type { LabirintAction } from './actionLog';
export { LABIRINT_LEVELS } from './levels';
