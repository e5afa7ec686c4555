import type { FastifyInstance } from 'fastify';
import { TaskType, WindowId, type AnswerItem } from '@school/contracts';
import { badRequest } from '../../core/http-error';
import type { Task } from '../entities';
import { TaskText } from '../task-entities';
import { checkBlocklySubmission } from './blockly-check';

/** Task types whose autocheck the server repeats with the game engines. */
export const SERVER_CHECKED_BLOCK_TYPES: readonly string[] = [TaskType.Blockly, TaskType.CustomGame];

/**
 * The browser's "passed" is not trusted: the saved program (answer window 13) is run again
 * against the task's game map (window 14) before Solved is recorded.
 */
export async function assertBlocklyPassed(app: FastifyInstance, task: Task, studentId: number): Promise<void> {
  const [gameMap, answer] = await Promise.all([
    app.em().findOne(TaskText, { task: task.id, windowId: WindowId.blocklyGameMap }),
    app.progress.answerOf(task.id, studentId),
  ]);
  let items: AnswerItem[] = [];
  try {
    items = answer ? (JSON.parse(answer.answerJson) as AnswerItem[]) : [];
  } catch {
    items = [];
  }
  const program = items.find((i) => i.windowId === WindowId.blocksConfig)?.answerText ?? '';
  const result = checkBlocklySubmission(gameMap?.text ?? '', program);
  if (!result.passed) throw badRequest(result.message ?? 'Программа не прошла проверку.', 'BLOCKLY_CHECK_FAILED');
}
