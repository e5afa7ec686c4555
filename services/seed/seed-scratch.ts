import type { EntityManager } from '@mikro-orm/core';
import { ApiPaths, TaskType } from '@school/contracts';
import { Task } from '../learning/entities';
import { TaskResource } from '../learning/task-entities';
import { saveInlineFile } from '../files/files-repository';
import { packSb3, spriteTarget, stageTarget, svgCostume } from './sb3-builder';

/** The seeded Scratch task that gets the starter project (seed-learning-content.ts). */
export const SCRATCH_TASK_NAME = 'Игра в Scratch';
export const SCRATCH_STARTER_NAME = 'starter.sb3';

const BACKDROP = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360" viewBox="0 0 480 360">' +
    '<rect width="480" height="360" fill="#fff6d9"/><rect y="290" width="480" height="70" fill="#c7e6a3"/></svg>',
);

const CAT = Buffer.from(
  '<svg xmlns="http://www.w3.org/2000/svg" width="90" height="90" viewBox="0 0 90 90">' +
    '<path d="M15 10 L35 30 L55 30 L75 10 L75 60 Q45 90 15 60 Z" fill="#ffab19" stroke="#c47a00" stroke-width="4"/>' +
    '<circle cx="33" cy="45" r="5" fill="#000"/><circle cx="57" cy="45" r="5" fill="#000"/>' +
    '<path d="M38 60 Q45 66 52 60" stroke="#000" stroke-width="3" fill="none"/></svg>',
);

/** The starter of the guess-the-number task: the cat greets the player after the green flag. */
export function scratchStarterSb3(): Buffer {
  const blocks = {
    flag: { opcode: 'event_whenflagclicked', next: 'say', parent: null, inputs: {}, fields: {}, shadow: false, topLevel: true, x: 40, y: 40 },
    say: {
      opcode: 'looks_sayforsecs',
      next: null,
      parent: 'flag',
      inputs: { MESSAGE: [1, [10, 'Я загадал число от 1 до 10!']], SECS: [1, [4, '2']] },
      fields: {},
      shadow: false,
      topLevel: false,
    },
  };
  const targets = [stageTarget(svgCostume('фон', BACKDROP, 240, 180)), spriteTarget('Кот', svgCostume('кот', CAT, 45, 45), blocks)];
  return packSb3(targets, [{ data: BACKDROP, ext: 'svg' }, { data: CAT, ext: 'svg' }], { agent: 'school-seed' });
}

/** Gives every seeded Scratch task named SCRATCH_TASK_NAME its starter project (a task file). */
export async function seedScratchStarters(em: EntityManager): Promise<void> {
  const tasks = await em.find(Task, { taskType: TaskType.Scratch, taskName: SCRATCH_TASK_NAME });
  if (tasks.length === 0) return;
  const id = await saveInlineFile(em, SCRATCH_STARTER_NAME, scratchStarterSb3(), 'application/x.scratch.sb3');
  for (const task of tasks) em.create(TaskResource, { task, name: SCRATCH_STARTER_NAME, url: ApiPaths.file(id), md5: id });
  await em.flush();
}
