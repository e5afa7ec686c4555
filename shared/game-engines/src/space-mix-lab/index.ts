export { runProgram, type SpaceMixLabRunResult, type SpaceMixStep } from './runSpaceMixLab';
export { SPACE_MIX_BLOCKS, SPACE_MIX_DIALECT, SPACE_MIX_BLOCK_COUNT_RULE } from './blocks';
export { SPACE_MIX_CONSTANTS } from './constants';
export { ITEM_GROUPS, ITEM_GROUP_NAMES, PRODUCTS, groupOf, isLabItem, type ItemGroup, type LabItem, type Product, type FailedMix } from './items';
export { availableItems, findTarget, type SpaceMixLabConfig } from './labConfig';
export { chooseGroup, mixResult, type MixGroup } from './mixing';
export { SPACE_MIX_LEVELS } from './levels';
