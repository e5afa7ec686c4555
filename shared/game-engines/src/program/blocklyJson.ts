/**
 * The subset of Blockly's JSON serialization (Blockly.serialization.workspaces.save) that the
 * converter reads. Everything is optional because the data comes from learners' browsers.
 */
export interface BlockJson {
  type: string;
  id?: string;
  x?: number;
  y?: number;
  fields?: Record<string, unknown>;
  inputs?: Record<string, InputJson>;
  next?: InputJson;
  extraState?: unknown;
  /** Blockly before v11. */
  enabled?: boolean;
  /** Blockly v11+: a disabled block lists at least one reason. */
  disabledReasons?: string[];
}

/** A connection: `block` is a real block; `shadow` is the default shown when block is absent. */
export interface InputJson {
  block?: BlockJson;
  shadow?: BlockJson;
}

export interface WorkspaceJson {
  blocks?: {
    languageVersion?: number;
    blocks?: BlockJson[];
  };
  variables?: unknown[];
}

export function isWorkspaceJson(value: unknown): value is WorkspaceJson {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
  const blocks = (value as { blocks?: unknown }).blocks;
  return blocks === undefined || (typeof blocks === 'object' && blocks !== null);
}

export function topBlocks(workspace: WorkspaceJson): BlockJson[] {
  const list = workspace.blocks?.blocks;
  return Array.isArray(list) ? list.filter(isBlockJson) : [];
}

export function isBlockJson(value: unknown): value is BlockJson {
  return typeof value === 'object' && value !== null && typeof (value as BlockJson).type === 'string';
}

/** The block plugged into a connection: the real one, or the shadow when there is none. */
export function connectedBlock(input: InputJson | undefined): BlockJson | undefined {
  const block = input?.block ?? input?.shadow;
  return isBlockJson(block) ? block : undefined;
}

export function isDisabled(block: BlockJson): boolean {
  return block.enabled === false || (Array.isArray(block.disabledReasons) && block.disabledReasons.length > 0);
}
