import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  SolveStatus,
  T,
  WindowId,
  type AnswerItem,
  type QuizDto,
  type TaskDto,
  type TaskListItemDto,
  type TaskSaveBody,
  type WebResourceDto,
  type TaskType,
} from '@school/contracts';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { TaskPreviewFields } from './checks/previews';
import { forbidden, notFound } from '../core/http-error';
import type { LessonRow } from '../core/course-structure';
import { Lesson, Task, TaskStatus } from './entities';
import { Quiz, QuizOption, TaskResource, TaskText } from './task-entities';
import { lockedFlags, studentTaskView, windowText } from '@school/task-kinds';

/** Who a learning call is about: the student whose statuses and answers are read or written. */
export interface Subject {
  studentId: number;
  /** The caller is a teacher or course author: nothing is locked, correct options are visible. */
  staff: boolean;
  callerId: number;
}

/** What the answer and status paths need of a task: a Task entity, or a row of the course-structure cache. */
export interface TaskRef {
  id: number;
  taskType: TaskType;
  lesson: { id: number; course: { id: number } };
}

export function createTasksRepository(app: FastifyInstance) {
  /** The kind's preview (a target picture); a preview that fails leaves the task without one. */
  async function previewOf(task: { id: number; taskType: string }, texts: readonly TaskText[]): Promise<TaskPreviewFields> {
    const preview = app.taskPreviews.get(task.taskType);
    if (!preview) return {};
    try {
      return (await preview({ taskId: task.id, taskText: texts.map((t) => ({ windowId: t.windowId, text: t.text })) })) ?? {};
    } catch (error) {
      app.log.warn({ err: error, taskId: task.id }, 'task preview failed');
      return {};
    }
  }

  /**
   * Starts the previews of a lesson's tasks in the background (once per task and process), so a
   * task opened next finds its picture made instead of waiting for a first sandboxed run.
   */
  const warmed = new Set<number>();
  function warmPreviews(list: readonly TaskListItemDto[]): void {
    const ids = list.filter((t) => !warmed.has(t.id) && app.taskPreviews.get(t.taskType)).map((t) => t.id);
    if (!ids.length) return;
    for (const id of ids) warmed.add(id);
    void app
      .em()
      .find(TaskText, { task: { $in: ids } }, { orderBy: { windowId: 'asc' } })
      .then((texts) => {
        for (const t of list.filter((item) => ids.includes(item.id))) {
          void previewOf(t, texts.filter((x) => x.task.id === t.id));
        }
      })
      .catch((error: unknown) => app.log.warn({ err: error }, 'warming task previews failed'));
  }

  const repo = {
    warmPreviews,

    /**
     * The student a call is about, as the route's access declaration resolved and checked it
     * (services/core/access.ts). A different id than the one checked is refused.
     */
    subject(request: FastifyRequest, studentId?: number): Subject {
      const access = request.access;
      if (!access) throw forbidden(T.server.forbidden);
      const target = studentId ?? access.callerId;
      if (target !== access.subjectId) throw forbidden(T.server.forbidden);
      // A teacher acting for the student (teacher-as-student token, claim `act`) is the one logged as acting.
      return { studentId: target, staff: access.staff, callerId: (request.user as { act?: number }).act ?? access.callerId };
    },

    async lessonOr404(lessonId: number): Promise<Lesson> {
      const lesson = await app.em().findOne(Lesson, { id: lessonId }, { populate: ['course', 'module'] });
      if (!lesson) throw notFound(T.server.notFound);
      return lesson;
    },

    async taskOr404(lessonId: number, taskId: number): Promise<Task> {
      const task = await app.em().findOne(Task, { id: taskId, lesson: lessonId }, { populate: ['lesson'] });
      if (!task) throw notFound(T.server.notFound);
      return task;
    },

    async taskByIdOr404(taskId: number): Promise<Task> {
      const task = await app.em().findOne(Task, { id: taskId }, { populate: ['lesson'] });
      if (!task) throw notFound(T.server.notFound);
      return task;
    },

    /** A lesson the subject may see (from the course-structure cache): 404 when missing, 403 for a course they are not in. */
    async visibleLesson(subject: Subject, lessonId: number): Promise<LessonRow> {
      const lesson = await app.courseStructure.lesson(lessonId);
      // A draft lesson does not exist for students.
      if (!lesson || (!subject.staff && !lesson.published)) throw notFound(T.server.notFound);
      await repo.assertCourseVisible(subject, lesson.courseId);
      return lesson;
    },

    /**
     * A task the subject may work on: it exists (in the given lesson when one is named), its course
     * is visible to them and progress has not locked it. The task's lesson is loaded with it, so
     * its course id needs no further query.
     */
    async reachableTask(subject: Subject, taskId: number, lessonId?: number): Promise<Task> {
      const task = lessonId === undefined ? await repo.taskByIdOr404(taskId) : await repo.taskOr404(lessonId, taskId);
      if (!subject.staff && !task.lesson.published) throw notFound(T.server.notFound);
      await repo.assertCourseVisible(subject, task.lesson.course.id);
      await repo.assertUnlocked(task, subject);
      return task;
    },

    /**
     * reachableTask without loading the task: the course-structure cache knows it, the per-student
     * cache knows the enrolment and the statuses (no query once warm).
     */
    async reachableRef(subject: Subject, taskId: number): Promise<TaskRef> {
      const row = await app.courseStructure.task(taskId);
      if (!row || (!subject.staff && !(await app.courseStructure.lesson(row.lessonId))?.published)) throw notFound(T.server.notFound);
      // Visibility (memberships) and the progress lock (statuses) are independent reads: run together.
      const [, list] = await Promise.all([
        repo.assertCourseVisible(subject, row.courseId),
        subject.staff ? null : repo.lessonTaskList(row.lessonId, subject),
      ]);
      if (list?.find((t) => t.id === row.id)?.locked) throw forbidden(T.server.taskLocked, 'TASK_LOCKED');
      return { id: row.id, taskType: row.taskType, lesson: { id: row.lessonId, course: { id: row.courseId } } };
    },

    /** Students see the courses of their groups and the Funbox courses; staff see everything. */
    async assertCourseVisible(subject: Subject, courseId: number): Promise<void> {
      if (subject.staff) return;
      const course = await app.courseStructure.course(courseId);
      if (!course) throw notFound(T.server.notFound);
      if (course.isFunbox) return;
      const memberships = await app.groups.memberships(subject.studentId);
      if (!memberships.some((m) => Number(m.courseId) === courseId)) throw forbidden(T.server.forbidden);
    },

    /** Every status of the student (held in process, see student-cache.ts). */
    async statusesOf(studentId: number): Promise<Map<number, SolveStatus>> {
      return app.studentCache.statuses(studentId, async () => {
        // Plain rows: this is every student's first read after a write elsewhere, no entities needed.
        const rows: { taskId: number | string; status: SolveStatus }[] = await (app.em() as SqlEntityManager)
          .getKnex()('task_statuses')
          .where('student_id', studentId)
          .select('task_id as taskId', 'status');
        return new Map(rows.map((r) => [Number(r.taskId), r.status]));
      });
    },

    async statusMap(studentId: number, taskIds: number[]): Promise<Map<number, SolveStatus>> {
      if (taskIds.length === 0) return new Map();
      return repo.statusesOf(studentId);
    },

    async statusOf(studentId: number, taskId: number): Promise<SolveStatus> {
      const row = await app.em().findOne(TaskStatus, { student: studentId, task: taskId });
      return row?.status ?? SolveStatus.Nothing;
    },

    /** The lesson's tasks in order with the subject's statuses and progress locks. */
    async lessonTaskList(lessonId: number, subject: Subject): Promise<TaskListItemDto[]> {
      const tasks = await app.courseStructure.tasksOf(lessonId);
      const statuses = await repo.statusMap(subject.studentId, tasks.map((t) => t.id));
      const list = tasks.map((t) => statuses.get(t.id) ?? SolveStatus.Nothing);
      const locks = subject.staff ? list.map(() => false) : lockedFlags(list);
      return tasks.map((t, i) => ({
        id: t.id,
        order: t.order,
        isOptional: t.isOptional,
        taskType: t.taskType,
        solveStatus: list[i],
        lessonId,
        taskName: t.taskName,
        locked: locks[i],
        parentId: t.parentId,
      }));
    },

    /** Throws 403 TASK_LOCKED when a student reaches a task locked by progress. */
    async assertUnlocked(task: Task, subject: Subject): Promise<void> {
      if (subject.staff) return;
      const list = await repo.lessonTaskList(task.lesson.id, subject);
      if (list.find((t) => t.id === task.id)?.locked) throw forbidden(T.server.taskLocked, 'TASK_LOCKED');
    },

    /** The full task as the subject may see it: the task kind's student view decides what a student receives. */
    async taskDto(task: Task, subject: Subject): Promise<TaskDto> {
      const em = app.em();
      const [texts, quiz, resources, solveStatus] = await Promise.all([
        em.find(TaskText, { task: task.id }, { orderBy: { windowId: 'asc' } }),
        em.findOne(Quiz, { task: task.id }),
        em.find(TaskResource, { task: task.id }, { orderBy: { id: 'asc' } }),
        repo.statusOf(subject.studentId, task.id),
      ]);
      const options = quiz ? await em.find(QuizOption, { quiz: quiz.id }, { orderBy: { order: 'asc', id: 'asc' } }) : [];
      const description = windowText({ taskText: texts }, WindowId.description);
      const quizDto: QuizDto | null = quiz
        ? { question: quiz.question, answers: options.map((o) => ({ id: o.id, text: o.text, isCorrect: o.isCorrect })) }
        : null;
      const full: TaskDto = {
        id: task.id,
        lessonId: task.lesson.id,
        taskId: task.id,
        order: task.order,
        parentId: task.parentId ?? null,
        taskName: task.taskName,
        taskType: task.taskType,
        isOptional: task.isOptional,
        isAutoCheck: task.isAutoCheck,
        quiz: quizDto,
        taskText: texts.map((t) => ({ id: t.id, taskId: task.id, windowId: t.windowId, text: t.text })),
        webResource: resources.map(resourceDto),
        projectId: null,
        solveStatus,
        accessType: task.accessType,
        studentId: subject.studentId,
        title: task.taskName,
        desc: description.slice(0, 200),
        ...(await previewOf(task, texts)),
      };
      // The seed keeps a student's shuffled quiz items in the same order on every load.
      return studentTaskView(full, { staff: subject.staff, seed: task.id * 7919 + subject.studentId });
    },

    async files(taskId: number): Promise<WebResourceDto[]> {
      const rows = await app.em().find(TaskResource, { task: taskId }, { orderBy: { id: 'asc' } });
      return rows.map(resourceDto);
    },

    /** Edit mode: replaces the texts, quiz and files of a task in one transaction. */
    async saveTask(task: Task, body: TaskSaveBody): Promise<void> {
      await app.em().transactional(async (em) => {
        const managed = await em.findOneOrFail(Task, { id: task.id });
        if (body.taskName) managed.taskName = body.taskName;
        await em.nativeDelete(TaskText, { task: task.id });
        const seen = new Set<number>();
        for (const w of body.taskText) {
          if (seen.has(w.windowId)) continue;
          seen.add(w.windowId);
          em.create(TaskText, { task: managed, windowId: w.windowId, text: w.text });
        }
        const oldQuiz = await em.findOne(Quiz, { task: task.id });
        if (oldQuiz) {
          await em.nativeDelete(QuizOption, { quiz: oldQuiz.id });
          await em.nativeDelete(Quiz, { id: oldQuiz.id });
        }
        if (body.quiz) {
          const quiz = em.create(Quiz, { task: managed, question: body.quiz.question });
          body.quiz.answers.forEach((a, i) =>
            em.create(QuizOption, { quiz, order: i + 1, text: a.text, isCorrect: a.isCorrect ?? false }),
          );
        }
        await em.nativeDelete(TaskResource, { task: task.id });
        for (const r of body.webResource) em.create(TaskResource, { task: managed, name: r.name, url: r.url, md5: r.md5 });
      });
    },

    /** The correct options of a task's quiz, or null when the task has no quiz. */
    async quizKey(taskId: number): Promise<{ optionIds: Set<number>; correctIds: Set<number> } | null> {
      const em = app.em();
      const quiz = await em.findOne(Quiz, { task: taskId });
      if (!quiz) return null;
      const options = await em.find(QuizOption, { quiz: quiz.id });
      return {
        optionIds: new Set(options.map((o) => o.id)),
        correctIds: new Set(options.filter((o) => o.isCorrect).map((o) => o.id)),
      };
    },
  };
  return repo;
}

function resourceDto(r: TaskResource): WebResourceDto {
  return { name: r.name, url: r.url, md5: r.md5 };
}

/** The stored answer (a JSON column) as window texts; anything but a list reads as no answer. */
export function parseAnswer(stored: unknown): AnswerItem[] {
  return Array.isArray(stored) ? (stored as AnswerItem[]) : [];
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    tasks: TasksRepository;
  }
}
