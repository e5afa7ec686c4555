import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { SolveStatus, T, type AnswerItem, type TaskType } from '@school/contracts';
import { forbidden, notFound } from '../core/http-error';
import { rawBool } from '../db/raw-values';
import { lockedFlags, studentTaskView } from '@school/task-kinds';
import { TaskAnswer, TaskText } from './task-entities';
import { asyncPlugin } from '../core/async-plugin';

/**
 * The learning domain's public interface for other domains (the tutor): read-only, built on the
 * database and the core course-structure cache only, so it works in a process where the learning
 * plugin is not mounted (SERVICES=aichat). Other domains import this file, never learning's
 * repositories: those rely on the learning plugin's decorators (groups, studentCache).
 * Every read goes to the database (no per-student cache here): exact in any deployment.
 */

/** Who the read is about, as the route's access rule resolved it (request.access). */
export interface ReaderSubject {
  studentId: number;
  /** Teachers and authors: every course visible, nothing locked. */
  staff: boolean;
}

export interface StudentGroup {
  groupId: number;
  courseId: number;
  archived: boolean;
}

export interface StudentTask {
  id: number;
  taskType: TaskType;
  lessonId: number;
  courseId: number;
}

export interface LearningReader {
  /** The student's groups, archived ones too (they keep the course visible). One query. */
  groupsOf(studentId: number): Promise<StudentGroup[]>;
  /**
   * A task the subject may work on, by the learning domain's rules: 404 when missing, 403 for a
   * course outside the student's groups (Funbox courses are everyone's), 403 TASK_LOCKED when
   * progress locks it. At most two queries (course structure is cached).
   */
  reachableTask(subject: ReaderSubject, taskId: number): Promise<StudentTask>;
  /** The task's windows as a student receives them: never the solution or the checks. */
  studentTexts(task: StudentTask, studentId: number): Promise<{ windowId: number; text: string }[]>;
  /** The student's saved answer windows; empty without an answer. */
  answerOf(taskId: number, studentId: number): Promise<AnswerItem[]>;
}

export function createLearningReader(app: FastifyInstance): LearningReader {
  const knex = () => (app.em() as SqlEntityManager).getKnex();

  const reader: LearningReader = {
    async groupsOf(studentId) {
      const rows: { groupId: number | string; courseId: number | string; archived: unknown }[] = await knex()('group_students as gs')
        .join('groups as g', 'g.id', 'gs.group_id')
        .where('gs.student_id', studentId)
        .orderBy('gs.id')
        .select('g.id as groupId', 'g.course_id as courseId', 'gs.archived as archived');
      return rows.map((r) => ({ groupId: Number(r.groupId), courseId: Number(r.courseId), archived: rawBool(r.archived) }));
    },

    async reachableTask(subject, taskId) {
      const row = await app.courseStructure.task(taskId);
      if (!row) throw notFound(T.server.notFound);
      const task: StudentTask = { id: row.id, taskType: row.taskType, lessonId: row.lessonId, courseId: row.courseId };
      if (subject.staff) return task;
      if (!(await app.courseStructure.lesson(row.lessonId))?.published) throw notFound(T.server.notFound);
      const [course, lessonTasks] = await Promise.all([app.courseStructure.course(row.courseId), app.courseStructure.tasksOf(row.lessonId)]);
      // Visibility (groups) and the progress lock (statuses) are independent reads: run together.
      const [visible, statuses] = await Promise.all([
        course?.isFunbox ? true : reader.groupsOf(subject.studentId).then((groups) => groups.some((g) => g.courseId === row.courseId)),
        knex()('task_statuses')
          .where('student_id', subject.studentId)
          .whereIn('task_id', lessonTasks.map((t) => t.id))
          .select('task_id as taskId', 'status') as Promise<{ taskId: number | string; status: SolveStatus }[]>,
      ]);
      if (!course) throw notFound(T.server.notFound);
      if (!visible) throw forbidden(T.server.forbidden);
      const byTask = new Map(statuses.map((s) => [Number(s.taskId), s.status]));
      // The same rule as the lesson's task list (lockedFlags of @school/task-kinds), over the lesson in order.
      const locked = lockedFlags(lessonTasks.map((t) => byTask.get(t.id) ?? SolveStatus.Nothing));
      if (locked[lessonTasks.findIndex((t) => t.id === row.id)]) throw forbidden(T.server.taskLocked, 'TASK_LOCKED');
      return task;
    },

    async studentTexts(task, studentId) {
      const texts = await app.em().find(TaskText, { task: task.id }, { orderBy: { windowId: 'asc' } });
      const view = studentTaskView(
        { taskType: task.taskType, taskText: texts.map((t) => ({ windowId: t.windowId, text: t.text })), quiz: null },
        // The task screen's seed (tasks-repository taskDto): shuffled windows read the same as there.
        { staff: false, seed: task.id * 7919 + studentId },
      );
      return view.taskText;
    },

    async answerOf(taskId, studentId) {
      const stored = await app.em().findOne(TaskAnswer, { task: taskId, student: studentId }, { fields: ['answerJson'] });
      return Array.isArray(stored?.answerJson) ? stored.answerJson : [];
    },
  };
  return reader;
}

declare module 'fastify' {
  interface FastifyInstance {
    learningReader: LearningReader;
  }
}

/** Mounted by the gateway for every deployment: it only decorates, nothing is read at start. */
export default fp(
  asyncPlugin((app: FastifyInstance) => {
    app.decorate('learningReader', createLearningReader(app));
  }),
  { name: 'learning-reader', dependencies: ['orm', 'course-structure'] },
);
