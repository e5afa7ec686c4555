import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  HIDDEN_FROM_STUDENT_WINDOWS,
  QUIZ_KIND_TYPES,
  WindowId,
  Role,
  SolveStatus,
  T,
  type AnswerItem,
  type QuizDto,
  type TaskDto,
  type TaskListItemDto,
  type TaskSaveBody,
  type WebResourceDto,
} from '@school/contracts';
import { forbidden, notFound } from '../core/http-error';
import { Course, GroupStudent, Lesson, Task, TaskStatus } from './entities';
import { Quiz, QuizOption, TaskResource, TaskText } from './task-entities';
import { lockedFlags } from './progress-lock';
import { parseKindData, studentView } from './checks/quiz-kinds';

/** Who a learning call is about: the student whose statuses and answers are read or written. */
export interface Subject {
  studentId: number;
  /** The caller is a teacher or course author: nothing is locked, correct options are visible. */
  staff: boolean;
  callerId: number;
}

export function isStaff(request: FastifyRequest): boolean {
  return request.user.role === Role.Teacher || request.user.role === Role.CourseAuthor;
}

export function createTasksRepository(app: FastifyInstance) {
  const repo = {
    /** The student a call is about: the caller, or studentId when the caller may act for them. */
    async subject(request: FastifyRequest, studentId?: number): Promise<Subject> {
      const callerId = request.user.user_id;
      const target = studentId ?? callerId;
      if (target !== callerId) await app.assertStudentAccess(request, target);
      return { studentId: target, staff: isStaff(request), callerId };
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

    /** A lesson the subject may see: 404 when missing, 403 for a course they are not in. */
    async visibleLesson(subject: Subject, lessonId: number): Promise<Lesson> {
      const lesson = await repo.lessonOr404(lessonId);
      await repo.assertCourseVisible(subject, lesson.course.id);
      return lesson;
    },

    /**
     * A task the subject may work on: it exists (in the given lesson when one is named), its course
     * is visible to them and progress has not locked it. The task's lesson is loaded with it, so
     * its course id needs no further query.
     */
    async reachableTask(subject: Subject, taskId: number, lessonId?: number): Promise<Task> {
      const task = lessonId === undefined ? await repo.taskByIdOr404(taskId) : await repo.taskOr404(lessonId, taskId);
      await repo.assertCourseVisible(subject, task.lesson.course.id);
      await repo.assertUnlocked(task, subject);
      return task;
    },

    /** Students see the courses of their groups and the Funbox courses; staff see everything. */
    async assertCourseVisible(subject: Subject, courseId: number): Promise<void> {
      if (subject.staff) return;
      const em = app.em();
      const course = await em.findOne(Course, { id: courseId });
      if (!course) throw notFound(T.server.notFound);
      if (course.isFunbox) return;
      const enrolled = await em.count(GroupStudent, { student: subject.studentId, group: { course: courseId } });
      if (enrolled === 0) throw forbidden(T.server.forbidden);
    },

    async statusMap(studentId: number, taskIds: number[]): Promise<Map<number, SolveStatus>> {
      if (taskIds.length === 0) return new Map();
      const rows = await app.em().find(TaskStatus, { student: studentId, task: { $in: taskIds } });
      return new Map(rows.map((r) => [r.task.id, r.status]));
    },

    async statusOf(studentId: number, taskId: number): Promise<SolveStatus> {
      const row = await app.em().findOne(TaskStatus, { student: studentId, task: taskId });
      return row?.status ?? SolveStatus.Nothing;
    },

    /** The lesson's tasks in order with the subject's statuses and progress locks. */
    async lessonTaskList(lessonId: number, subject: Subject): Promise<TaskListItemDto[]> {
      const tasks = await app.em().find(Task, { lesson: lessonId }, { orderBy: { order: 'asc', id: 'asc' } });
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

    /** The full task as the subject may see it: no solution and no correct options for students. */
    async taskDto(task: Task, subject: Subject): Promise<TaskDto> {
      const em = app.em();
      const [texts, quiz, resources, solveStatus] = await Promise.all([
        em.find(TaskText, { task: task.id }, { orderBy: { windowId: 'asc' } }),
        em.findOne(Quiz, { task: task.id }),
        em.find(TaskResource, { task: task.id }, { orderBy: { id: 'asc' } }),
        repo.statusOf(subject.studentId, task.id),
      ]);
      const options = quiz ? await em.find(QuizOption, { quiz: quiz.id }, { orderBy: { order: 'asc', id: 'asc' } }) : [];
      const visibleTexts = subject.staff
        ? texts.map((t) => ({ id: t.id, windowId: t.windowId, text: t.text }))
        : texts
            .filter((t) => !HIDDEN_FROM_STUDENT_WINDOWS.includes(t.windowId as 17))
            .map((t) => ({ id: t.id, windowId: t.windowId, text: studentText(task, t.windowId, t.text, subject.studentId) }));
      const description = texts.find((t) => t.windowId === 1)?.text ?? '';
      const quizDto: QuizDto | null = quiz
        ? {
            question: quiz.question,
            answers: options.map((o) => (subject.staff ? { id: o.id, text: o.text, isCorrect: o.isCorrect } : { id: o.id, text: o.text })),
          }
        : null;
      return {
        id: task.id,
        lessonId: task.lesson.id,
        taskId: task.id,
        order: task.order,
        parentId: task.parentId,
        taskName: task.taskName,
        taskType: task.taskType,
        isOptional: task.isOptional,
        isAutoCheck: task.isAutoCheck,
        quiz: quizDto,
        taskText: visibleTexts.map((t) => ({ id: t.id, taskId: task.id, windowId: t.windowId as TaskDto['taskText'][number]['windowId'], text: t.text })),
        webResource: resources.map(resourceDto),
        projectId: null,
        solveStatus,
        accessType: task.accessType,
        studentId: subject.studentId,
        title: task.taskName,
        desc: description.slice(0, 200),
      };
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

/**
 * A student receives the data of a server-checked quiz kind (window 12) as a view without the
 * answers; broken data becomes an empty string (the workspace then shows only the description).
 */
function studentText(task: Task, windowId: number, text: string, studentId: number): string {
  if (windowId !== WindowId.frontendConfig || !QUIZ_KIND_TYPES.includes(task.taskType)) return text;
  const parsed = parseKindData(task.taskType, text);
  if (!parsed.ok) return '';
  return JSON.stringify(studentView(task.taskType, parsed.config, task.id * 7919 + studentId));
}

function resourceDto(r: TaskResource): WebResourceDto {
  return { name: r.name, url: r.url, md5: r.md5 };
}

export function parseAnswer(json: string): AnswerItem[] {
  try {
    const value = JSON.parse(json) as unknown;
    return Array.isArray(value) ? (value as AnswerItem[]) : [];
  } catch {
    return [];
  }
}

export type TasksRepository = ReturnType<typeof createTasksRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    tasks: TasksRepository;
  }
}
