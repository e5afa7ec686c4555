import type { Program } from './ast';
import { isWorkspaceJson, type WorkspaceJson } from './blocklyJson';
import type { BlockDialect } from './dialect';
import { workspaceToProgram, type ConversionResult } from './workspaceToProgram';

/** What a runProgram accepts: a Program, or Blockly's saved workspace as submitted by a client. */
export type ProgramInput = Program | WorkspaceJson;

export function isProgram(input: unknown): input is Program {
  return typeof input === 'object' && input !== null && Array.isArray((input as Program).main);
}

export function toProgram(input: ProgramInput, dialect: BlockDialect): ConversionResult {
  if (isProgram(input)) return { program: { ...input, procedures: input.procedures ?? {} }, warnings: [] };
  if (isWorkspaceJson(input)) return workspaceToProgram(input, dialect);
  return { program: { main: [], procedures: {}, hasStartBlock: false }, warnings: ['Program is neither a Program nor a workspace'] };
}
