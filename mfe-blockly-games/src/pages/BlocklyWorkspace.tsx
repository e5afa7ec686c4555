import { defineWorkspace, type WorkspaceProps } from '@school/contracts';
import { GAME_VIEWS } from '../app/game-views';
import { BlocklyTaskScreen } from '../features/blockly-workspace/BlocklyTaskScreen';

/** Task type module for Blockly and CustomGame tasks (WorkspaceProps contract), inside the shell's task screen. */
function BlocklyWorkspace(props: WorkspaceProps) {
  return <BlocklyTaskScreen {...props} games={GAME_VIEWS} embedded />;
}

export default defineWorkspace(BlocklyWorkspace);
