export type * from './ast';
export type { BlockJson, InputJson, WorkspaceJson } from './blocklyJson';
export { isWorkspaceJson } from './blocklyJson';
export { CORE_BLOCKS } from './coreBlocks';
export { DEFAULT_DIALECT, defineDialect, type BlockDialect } from './dialect';
export { workspaceToProgram, type ConversionResult } from './workspaceToProgram';
export { toProgram, isProgram, type ProgramInput } from './programInput';
export {
  executeProgram,
  runToEnd,
  DEFAULT_MAX_STEPS,
  DEFAULT_MAX_CALL_DEPTH,
  type ProgramHost,
  type CommandOutcome,
  type ExecutionEnd,
  type ExecutionLimits,
} from './interpreter';
export { countBlocks, checkBlockLimits, type BlockCountRule, type BlockLimits } from './blockCounter';
export * from './builders';
export * from './blocklyJsonBuilders';
export { numberArg, stringArg, booleanArg, choiceArg } from './args';
export { programToWorkspace, type WorkspaceShape } from './programToWorkspace';
