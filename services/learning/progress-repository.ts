import type { FastifyInstance } from 'fastify';
import { SolveStatus, T, TaskAction, type AnswerSaveBody, type AnswerSaveResultDto, type TaskStatusResultDto, solveStatusCode } from '@school/contracts';
import { HttpError, forbidden } from '../core/http-error';
import { Task, TaskStatus } from './entities';
import { TaskAnswer, TaskEvent } from './task-entities';
import { LOGGED_ACTIONS, isFinished, transition } from './status-machine';
import type { Subject } from './tasks-repository';

export const conflict = (message: string, code: string) => new HttpError(409, code, message);

/** Statuses and answers of students: every write goes through the state machine. */
export function createProgressRepository(app: FastifyInstance) {
  async function writeStatus(task: Task, studentId: number, next: SolveStatus, current: SolveStatus) {
    if (next === current) return;
    const em = app.em();
    const updated = await em.nativeUpdate(TaskStatus, { task: task.id, student: studentId }, { status: next, updatedAt: new Date() });
    if (updated === 0) {
      em.create(TaskStatus, { task: task.id, student: studentId, status: next, updatedAt: new Date() });
      await em.flush();
    }
  }

  const repo = {
    /** Applies a task action for the subject; refuses what the state machine refuses. */
    async applyAction(task: Task, subject: Subject, action: TaskAction): Promise<TaskStatusResultDto> {
      const current = await app.tasks.statusOf(subject.studentId, task.id);
      const step = transition(current, action, subject.staff);
      if (!step.ok) {
        if (step.reason === 'reviewerOnly') throw forbidden(T.server.reviewerOnly, 'REVIEWER_ONLY');
        throw conflict(T.server.badTransition, 'BAD_TRANSITION');
      }
      await writeStatus(task, subject.studentId, step.next, current);
      if (LOGGED_ACTIONS.includes(action)) {
        const em = app.em();
        em.create(TaskEvent, {
          task: task.id,
          lessonId: task.lesson.id,
          student: subject.studentId,
          actor: subject.callerId,
          action,
          createdAt: new Date(),
        });
        await em.flush();
      }
      return {
        lessonTaskId: task.id,
        studentId: subject.studentId,
        action,
        solveStatus: step.next,
        statusCode: solveStatusCode(step.next),
      };
    },

    /**
     * Saves an answer unless a save with a higher revision is already stored (an older save that
     * arrives late never overwrites a newer one). A finished task (on check or solved) refuses saves.
     */
    async saveAnswer(task: Task, subject: Subject, body: AnswerSaveBody): Promise<AnswerSaveResultDto> {
      const current = await app.tasks.statusOf(subject.studentId, task.id);
      if (isFinished(current)) throw conflict(T.server.taskFinished, 'TASK_FINISHED');
      const fields = {
        answerJson: JSON.stringify(body.answer),
        resourcesJson: JSON.stringify(body.resources ?? []),
        revision: body.revision,
        autoCheckPassed: body.autoCheckPassed,
        projectId: body.projectId ?? null,
        updatedAt: new Date(),
      };
      const em = app.em();
      const where = { task: task.id, student: subject.studentId };
      let applied = (await em.nativeUpdate(TaskAnswer, { ...where, revision: { $lt: body.revision } }, fields)) > 0;
      if (!applied && (await em.count(TaskAnswer, where)) === 0) {
        try {
          await em.insert(TaskAnswer, { task: task.id, student: subject.studentId, ...fields });
          applied = true;
        } catch {
          // A concurrent first save won the insert: fall back to the revision rule.
          applied = (await app.em().nativeUpdate(TaskAnswer, { ...where, revision: { $lt: body.revision } }, fields)) > 0;
        }
      }
      const stored = await app.em().findOneOrFail(TaskAnswer, where);
      const next = current === SolveStatus.Nothing ? SolveStatus.Open : current;
      await writeStatus(task, subject.studentId, next, current);
      return { applied, revision: stored.revision, solveStatus: next };
    },

    async answerOf(taskId: number, studentId: number): Promise<TaskAnswer | null> {
      return app.em().findOne(TaskAnswer, { task: taskId, student: studentId });
    },
  };
  return repo;
}

export type ProgressRepository = ReturnType<typeof createProgressRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    progress: ProgressRepository;
  }
}
