import type { FastifyInstance } from 'fastify';
import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { Knex, SqlEntityManager } from '@mikro-orm/knex';
import { sqliteTransaction, statement, type SqliteConnection } from '../db/sqlite-direct';
import { SolveStatus, T, TaskAction, type AnswerSaveBody, type AnswerSaveResultDto, type TaskStatusResultDto, solveStatusCode } from '@school/contracts';
import { HttpError, forbidden } from '../core/http-error';
import { Task, TaskStatus } from './entities';
import { TaskAnswer, TaskEvent } from './task-entities';
import { LOGGED_ACTIONS, automaticPass, isFinished, transition } from './status-machine';
import { assertPassable } from './checks/pass-check';
import { resetQuizTries } from './checks/quiz-attempts';
import type { Subject } from './tasks-repository';

export const conflict = (message: string, code: string) => new HttpError(409, code, message);

/** The columns an answer save writes. */
interface AnswerFields {
  /** JSON text: SQLite stores it in its json column as is, PostgreSQL casts it to jsonb. */
  answer_json: string;
  resources_json: string;
  /** Null: the spec's payload without a revision, written whatever is stored (last write wins). */
  revision: number | null;
  auto_check_passed: number | boolean;
  project_id: number | null;
  updated_at: number | Date;
}
interface SaveOutcome {
  applied: boolean;
  revision: number;
  solveStatus: SolveStatus;
  changed: boolean;
}

/** A save opens an untouched task; a finished one (on check or solved) refuses it. */
function statusAfterSave(current: SolveStatus): SolveStatus {
  if (isFinished(current)) throw conflict(T.server.taskFinished, 'TASK_FINISHED');
  return current === SolveStatus.Nothing ? SolveStatus.Open : current;
}

/** The save as prepared statements on the SQLite connection, inside sqliteTransaction (synchronous). */
function saveSqlite(conn: SqliteConnection, taskId: number, studentId: number, f: AnswerFields): SaveOutcome {
  const row = statement(conn, 'select status from task_statuses where task_id = ? and student_id = ?').get(taskId, studentId) as { status: SolveStatus } | undefined;
  const current = row?.status ?? SolveStatus.Nothing;
  const next = statusAfterSave(current);
  const values = [f.answer_json, f.resources_json, f.revision, f.auto_check_passed, f.project_id, f.updated_at];
  let applied =
    statement(
      conn,
      'update task_answers set answer_json = ?, resources_json = ?, revision = coalesce(?, revision), auto_check_passed = ?, project_id = ?, updated_at = ? where task_id = ? and student_id = ? and (? is null or revision < ?)',
    ).run(...values, taskId, studentId, f.revision, f.revision).changes > 0;
  let revision = f.revision ?? 0;
  if (!applied || f.revision === null) {
    const stored = statement(conn, 'select revision from task_answers where task_id = ? and student_id = ?').get(taskId, studentId) as { revision: number } | undefined;
    if (stored) revision = Number(stored.revision);
    else {
      statement(
        conn,
        'insert into task_answers (answer_json, resources_json, revision, auto_check_passed, project_id, updated_at, task_id, student_id) values (?, ?, coalesce(?, 0), ?, ?, ?, ?, ?)',
      ).run(...values, taskId, studentId);
      applied = true;
    }
  }
  if (next !== current) {
    if (row) statement(conn, 'update task_statuses set status = ?, updated_at = ? where task_id = ? and student_id = ?').run(next, f.updated_at, taskId, studentId);
    else statement(conn, 'insert into task_statuses (status, updated_at, task_id, student_id) values (?, ?, ?, ?)').run(next, f.updated_at, taskId, studentId);
  }
  return { applied, revision, solveStatus: next, changed: next !== current };
}

const FINISHED = Object.values(SolveStatus).filter((status) => isFinished(status));

/** SQL literals of fixed values (the finished statuses), so the named statement's text never changes. */
const quoted = (values: readonly string[]) => values.map((v) => `'${v.replace(/'/g, "''")}'`).join(', ');

/**
 * The same save on PostgreSQL as one statement (one round trip, atomic on its own): the status
 * read, the revision-guarded upsert of the answer (ON CONFLICT re-checks the guard against the
 * latest row, so concurrent saves keep the highest revision; a save without a revision always
 * lands and keeps the stored one) and the first save opening the task.
 * Nothing is written when the task is finished. Four round trips in a transaction held a pooled
 * connection long enough to queue 200 saving pupils for half a second.
 * $1 task, $2 student, $3-$8 the answer's fields, $9 the status a first save opens, $10 the status before any.
 */
const SAVE_ANSWER_SQL = `
    with cur as (select status from task_statuses where task_id = $1 and student_id = $2),
    ok as (select 1 as one where not exists (select 1 from cur where status in (${quoted(FINISHED)}))),
    ans as (
      insert into task_answers (answer_json, resources_json, revision, auto_check_passed, project_id, updated_at, task_id, student_id)
      select $3::jsonb, $4::jsonb, coalesce($5::double precision, 0), $6::boolean, $7::int, $8::timestamptz, $1::int, $2::int from ok
      on conflict (task_id, student_id) do update set answer_json = excluded.answer_json, resources_json = excluded.resources_json,
        revision = coalesce($5::double precision, task_answers.revision), auto_check_passed = excluded.auto_check_passed,
        project_id = excluded.project_id, updated_at = excluded.updated_at
      where $5::double precision is null or task_answers.revision < $5::double precision
      returning revision
    ),
    opened as (
      insert into task_statuses (status, updated_at, task_id, student_id)
      select $9::varchar, $8::timestamptz, $1::int, $2::int from ok where coalesce((select status from cur), $10) = $10
      on conflict (task_id, student_id) do update set status = excluded.status, updated_at = excluded.updated_at
      returning status
    )
    select (select status from cur) as current, (select revision from ans) as applied,
      (select revision from task_answers where task_id = $1 and student_id = $2) as stored, (select count(*) from opened) as opened`;

interface PgConnection {
  query(q: { name: string; text: string; values: unknown[] }): Promise<{ rows: { current: SolveStatus | null; applied: number | null; stored: number | null }[] }>;
}

/** Runs SAVE_ANSWER_SQL on a pooled connection of the ORM's knex. */
async function savePostgres(knex: Knex, taskId: number, studentId: number, f: AnswerFields): Promise<SaveOutcome> {
  const client = knex.client as { acquireConnection(): Promise<PgConnection>; releaseConnection(conn: PgConnection): Promise<void> };
  const values = [taskId, studentId, f.answer_json, f.resources_json, f.revision, f.auto_check_passed, f.project_id, f.updated_at, SolveStatus.Open, SolveStatus.Nothing];
  const conn = await client.acquireConnection();
  // A named statement: each pooled connection parses and plans it once, not on every save (twice
  // the saves per second: planning this statement cost PostgreSQL more than running it).
  const { rows } = await conn.query({ name: 'save_answer', text: SAVE_ANSWER_SQL, values }).finally(() => client.releaseConnection(conn));
  const row = rows[0];
  const current = row.current ?? SolveStatus.Nothing;
  // A finished task wrote nothing (the statement's guard); the refusal is the state machine's.
  const next = statusAfterSave(current);
  const applied = row.applied !== null;
  return { applied, revision: Number(applied ? row.applied : row.stored), solveStatus: next, changed: next !== current };
}

const RESETS_TRIES: readonly TaskAction[] = [TaskAction.Nothing, TaskAction.MarkWrong];

/** Statuses and answers of students: every write goes through the state machine. */
export function createProgressRepository(app: FastifyInstance) {
  async function writeStatus(task: { id: number }, studentId: number, next: SolveStatus, current: SolveStatus, em: EntityManager = app.em()) {
    if (next === current) return;
    const where = { task: task.id, student: studentId };
    const updated = await em.nativeUpdate(TaskStatus, where, { status: next, updatedAt: new Date() });
    if (updated === 0) {
      try {
        await em.insert(TaskStatus, { ...where, status: next, updatedAt: new Date() });
      } catch (e) {
        // A parallel first write inserted the row a moment ago: this write updates it instead of failing.
        if (!(e instanceof UniqueConstraintViolationException)) throw e;
        await em.nativeUpdate(TaskStatus, where, { status: next, updatedAt: new Date() });
      }
    }
    app.studentCache.dropStatuses(studentId);
  }

  const repo = {
    /** Applies a task action for the subject; refuses what the state machine refuses. */
    async applyAction(task: Task, subject: Subject, action: TaskAction): Promise<TaskStatusResultDto> {
      assertPassable(task.taskType, action);
      const current = await app.tasks.statusOf(subject.studentId, task.id);
      const step = transition(current, action, subject.staff);
      if (!step.ok) {
        if (step.reason === 'reviewerOnly') throw forbidden(T.server.reviewerOnly, 'REVIEWER_ONLY');
        throw conflict(T.server.badTransition, 'BAD_TRANSITION');
      }
      await writeStatus(task, subject.studentId, step.next, current);
      // A reviewer who reopens the task or sends it back gives the student fresh quiz tries: the way
      // out of QUIZ_NO_TRIES, whose text sends the student to the teacher.
      if (subject.staff && RESETS_TRIES.includes(action)) await resetQuizTries(app.em(), task.id, subject.studentId);
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
     * arrives late never overwrites a newer one); a save without a revision (the spec's payload)
     * always lands. A finished task (on check or solved) refuses saves.
     */
    async saveAnswer(task: { id: number }, subject: Subject, body: AnswerSaveBody): Promise<AnswerSaveResultDto> {
      const sqlite = app.db.dialect === 'sqlite';
      const now = new Date();
      // Columns as the ORM stores them (SQLite: booleans 0/1, datetimes as epoch ms).
      const fields = {
        answer_json: JSON.stringify(body.answer),
        resources_json: JSON.stringify(body.resources ?? []),
        revision: body.revision ?? null,
        auto_check_passed: sqlite ? Number(body.autoCheckPassed) : body.autoCheckPassed,
        project_id: body.projectId ?? null,
        updated_at: sqlite ? now.getTime() : now,
      };
      const knex = (app.em() as SqlEntityManager).getKnex();
      // One short transaction in plain SQL (the hot write of every open task screen; the ORM's unit of
      // work costs ten times more here): the status read, the revision-guarded write and the status
      // change land together or not at all. SQLite: synchronous on the one connection, queued behind
      // other writes; PostgreSQL: a knex transaction (a concurrent first save of the same student
      // losing the insert race is rerun and then sees the winner's row).
      const save = () => (sqlite ? app.db.writes.run(() => sqliteTransaction(knex, (conn) => saveSqlite(conn, task.id, subject.studentId, fields))) : savePostgres(knex, task.id, subject.studentId, fields));
      let result: SaveOutcome;
      try {
        result = await save();
      } catch (err) {
        if ((err as { code?: string }).code !== '23505') throw err;
        result = await save();
      }
      if (result.changed) app.studentCache.setStatus(subject.studentId, task.id, result.solveStatus);
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
