export { runProgram, type FlowerDefenceConfig, type FlowerDefenceRunResult } from './runFlowerDefence';
export { FLOWER_BLOCKS, FLOWER_SENSORS, FLOWER_DIALECT, FLOWER_BLOCK_COUNT_RULE } from './blocks';
export { FLOWER_CONSTANTS } from './constants';
export { eventSequence, FLOWER_EVENT_NAMES, type FlowerEventName, type FlowerEventNode } from './gameEvents';
export type { FlowerStep, FlowerCounters, FlowerAction, FlowerActionRecord } from './flowerState';
export { FLOWER_LEVELS } from './levels';
export { gardenLayout, GARDEN_CELLS, GARDEN_ITEMS, type GardenLayout, type GardenCell, type GardenItem, type GardenItemName } from './gardenMap';
