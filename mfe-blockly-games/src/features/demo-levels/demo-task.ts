import { EMPTY_BLOCKS_CONFIG, SolveStatus, TaskType, WindowId, type TaskDto } from '@school/contracts';
import type { DemoLevel, GameName } from '@school/game-engines';

/** A task as the server would send it, built from a demo level (standalone page only). */
export function demoTask(game: GameName, level: DemoLevel<object, unknown>, maximumBlocks: number, blocksConfig = EMPTY_BLOCKS_CONFIG): TaskDto {
  const gameMap = { game, ...level.config, ...(maximumBlocks > 0 ? { maximumBlocks } : {}) };
  return {
    id: 0,
    lessonId: 0,
    taskId: 0,
    order: 1,
    parentId: null,
    taskName: level.title,
    taskType: TaskType.Blockly,
    isOptional: false,
    isAutoCheck: true,
    quiz: null,
    taskText: [
      { windowId: WindowId.description, text: level.title },
      { windowId: WindowId.blocksConfig, text: blocksConfig },
      { windowId: WindowId.blocklyGameMap, text: JSON.stringify(gameMap) },
    ],
    webResource: [],
    projectId: null,
    solveStatus: SolveStatus.Open,
    accessType: 0,
    studentId: null,
    title: level.title,
    desc: '',
  };
}
