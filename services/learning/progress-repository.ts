import type { FastifyInstance } from 'fastify';
import type { EntityManager } from '@mikro-orm/core';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { SolveStatus, T, TaskAction, type AnswerSaveBody, type AnswerSaveResultDto, type TaskStatusResultDto, solveStatusCode } from '@school/contracts';
import { HttpError, forbidden } from '../core/http-error';
import { Task, TaskStatus } from './entities';
import { TaskAnswer, TaskEvent } from './task-entities';
import { LOGGED_ACTIONS, automaticPass, isFinished, transition } from './status-machine';
import type { Subject } from './tasks-repository';

export const conflict = (message: string, code: string) => new HttpError(409, code, message);

/** Statuses and answers of students: every write goes through the state machine. */
export function createProgressRepository(app: FastifyInstance) {
  async function writeStatus(task: { id: number }, studentId: number, next: SolveStatus, current: SolveStatus, em: EntityManager = app.em()) {
    if (next === current) return;
    const updated = await em.nativeUpdate(TaskStatus, { task: task.id, student: studentId }, { status: next, updatedAt: new Date() });
    if (updated === 0) {
      em.create(TaskStatus, { task: task.id, student: studentId, status: next, updatedAt: new Date() });
      await em.flush();
    }
    app.studentCache.dropStatuses(studentId);
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
      // Spec 4.1: an automatic check that passes marks the task correct, and MarkCorrect is logged.
      // Everything done for a student by someone else (a teacher acting for them) is logged with both ids.
      const onBehalf = subject.callerId !== subject.studentId;
      const logged = automaticPass(action, current, step.next)
        ? TaskAction.MarkCorrect
        : LOGGED_ACTIONS.includes(action) || onBehalf
          ? action
          : null;
      if (logged) {
        const em = app.em();
        em.create(TaskEvent, {
          task: task.id,
          lessonId: task.lesson.id,
          student: subject.studentId,
          actor: subject.callerId,
          action: logged,
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
    async saveAnswer(task: { id: number }, subject: Subject, body: AnswerSaveBody): Promise<AnswerSaveResultDto> {
      const sqlite = app.db.dialect === 'sqlite';
      const now = new Date();
      // Columns as the ORM stores them (SQLite: booleans 0/1, datetimes as epoch ms).
      const fields = {
        answer_json: JSON.stringify(body.answer),
        resources_json: JSON.stringify(body.resources ?? []),
        revision: body.revision,
        auto_check_passed: sqlite ? Number(body.autoCheckPassed) : body.autoCheckPassed,
        project_id: body.projectId ?? null,
        updated_at: sqlite ? now.getTime() : now,
      };
      const where = { task_id: task.id, student_id: subject.studentId };
      const knex = (app.em() as SqlEntityManager).getKnex();
      // One short transaction in plain SQL (the hot write of every open task screen; the ORM's unit of
      // work costs ten times more here), queued behind other writes on SQLite: the status read, the
      // revision-guarded write and the status change land together or not at all.
      const save = () =>
        app.db.writes.run(() =>
          knex.transaction(async (trx) => {
            const row: { status: SolveStatus } | undefined = await trx('task_statuses').where(where).first('status');
            const current = row?.status ?? SolveStatus.Nothing;
            if (isFinished(current)) throw conflict(T.server.taskFinished, 'TASK_FINISHED');
            let applied = (await trx('task_answers').where(where).andWhere('revision', '<', body.revision).update(fields)) > 0;
            let revision = body.revision;
            if (!applied) {
              const stored: { revision: number | string } | undefined = await trx('task_answers').where(where).first('revision');
              if (stored) revision = Number(stored.revision);
              else {
                await trx('task_answers').insert({ ...where, ...fields });
                applied = true;
              }
            }
            const next = current === SolveStatus.Nothing ? SolveStatus.Open : current;
            if (next !== current) {
              const status = { status: next, updated_at: fields.updated_at };
              if (row) await trx('task_statuses').where(where).update(status);
              else await trx('task_statuses').insert({ ...where, ...status });
            }
            return { applied, revision, solveStatus: next, changed: next !== current };
          }),
        );
      let result: Awaited<ReturnType<typeof save>>;
      try {
        result = await save();
      } catch (err) {
        // PostgreSQL: a concurrent first save of the same student won the insert; the rerun sees its row.
        if ((err as { code?: string }).code !== '23505') throw err;
        result = await save();
      }
      if (result.changed) app.studentCache.dropStatuses(subject.studentId);
      return { applied: result.applied, revision: result.revision, solveStatus: result.solveStatus };
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
