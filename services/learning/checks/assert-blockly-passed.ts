import type { FastifyInstance } from 'fastify';
import { T, TaskType, WindowId, type AnswerItem } from '@school/contracts';
import { badRequest } from '../../core/http-error';
import type { Task } from '../entities';
import { TaskText } from '../task-entities';
import { checkBlocklySubmission } from './blockly-check';

/** Task types whose autocheck the server repeats with the game engines. */
export const SERVER_CHECKED_BLOCK_TYPES: readonly string[] = [TaskType.Blockly, TaskType.CustomGame];

/** Runs the program of an answer (window 13) against the task's game map (window 14); throws 400 when it fails. */
async function assertProgramPasses(app: FastifyInstance, task: Task, items: readonly AnswerItem[]): Promise<void> {
  const gameMap = await app.em().findOne(TaskText, { task: task.id, windowId: WindowId.blocklyGameMap });
  const program = items.find((i) => i.windowId === WindowId.blocksConfig)?.answerText ?? '';
  const result = checkBlocklySubmission(gameMap?.text ?? '', program);
  if (!result.passed) throw badRequest(result.message ?? T.blockly.checkFailed, 'BLOCKLY_CHECK_FAILED');
}

/**
 * The browser's "passed" is not trusted: the saved program (answer window 13) is run again
 * against the task's game map (window 14) before Solved is recorded.
 */
export async function assertBlocklyPassed(app: FastifyInstance, task: Task, studentId: number): Promise<void> {
  const answer = await app.progress.answerOf(task.id, studentId);
  let items: AnswerItem[] = [];
  try {
    items = answer ? (JSON.parse(answer.answerJson) as AnswerItem[]) : [];
  } catch {
    items = [];
  }
  await assertProgramPasses(app, task, items);
}

/** An answer saved with autoCheckPassed=true claims a pass: for server-checked types the claim is verified. */
export async function assertBlocklyClaim(app: FastifyInstance, task: Task, claimed: boolean, items: readonly AnswerItem[]): Promise<void> {
  if (claimed && SERVER_CHECKED_BLOCK_TYPES.includes(task.taskType)) await assertProgramPasses(app, task, items);
}
