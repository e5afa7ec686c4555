import type { FastifyInstance } from 'fastify';
import type { SqlEntityManager } from '@mikro-orm/knex';
import { COURSE_EXPORT_FORMAT, COURSE_EXPORT_VERSION, TAuthor, type CourseExportDto } from '@school/contracts';
import { badRequest } from '../core/http-error';
import { User } from '../auth/entities';
import { Course, CourseModule, Lesson, Task } from './entities';
import { LessonResource, LessonTheory, Quiz, QuizOption, TaskResource, TaskText } from './task-entities';
import { CourseAuthor } from './author-entities';

/**
 * A course as one versioned file and back, so schools can share courses. Ids never leave: lessons
 * name their module and tasks their task group by position. Files stay where they are, named by URL.
 */
export function createCourseTransfer(app: FastifyInstance) {
  const em = () => app.em() as SqlEntityManager;

  async function exportCourse(course: Course): Promise<CourseExportDto> {
    const m = em();
    const [modules, lessons] = await Promise.all([
      m.find(CourseModule, { course: course.id }, { orderBy: { moduleNumber: 'asc', id: 'asc' } }),
      m.find(Lesson, { course: course.id }, { orderBy: { order: 'asc', id: 'asc' } }),
    ]);
    const lessonIds = lessons.map((l) => l.id);
    const [tasks, theories, lessonResources] = await Promise.all([
      m.find(Task, { lesson: { $in: lessonIds } }, { orderBy: { order: 'asc', id: 'asc' } }),
      m.find(LessonTheory, { lesson: { $in: lessonIds } }),
      m.find(LessonResource, { lesson: { $in: lessonIds } }, { orderBy: { id: 'asc' } }),
    ]);
    const taskIds = tasks.map((t) => t.id);
    const [texts, quizzes, files] = await Promise.all([
      m.find(TaskText, { task: { $in: taskIds } }, { orderBy: { windowId: 'asc' } }),
      m.find(Quiz, { task: { $in: taskIds } }),
      m.find(TaskResource, { task: { $in: taskIds } }, { orderBy: { id: 'asc' } }),
    ]);
    const options = await m.find(QuizOption, { quiz: { $in: quizzes.map((q) => q.id) } }, { orderBy: { order: 'asc', id: 'asc' } });
    const moduleIndex = new Map(modules.map((mod, i) => [mod.id, i]));
    return {
      format: COURSE_EXPORT_FORMAT,
      version: COURSE_EXPORT_VERSION,
      course: { title: course.title, logoUrl: course.logoUrl ?? null },
      modules: modules.map((mod) => ({ moduleNumber: mod.moduleNumber, title: mod.title })),
      lessons: lessons.map((l) => {
        const own = tasks.filter((t) => t.lesson.id === l.id);
        const position = new Map(own.map((t, i) => [t.id, i]));
        return {
          title: l.title,
          moduleIndex: moduleIndex.get(l.module.id) ?? 0,
          published: l.published,
          theory: theories.find((th) => th.lesson.id === l.id)?.text ?? '',
          resources: lessonResources.filter((r) => r.lesson.id === l.id).map((r) => ({ name: r.name, url: r.url, resourceType: r.resourceType })),
          tasks: own.map((t) => {
            const quiz = quizzes.find((q) => q.task.id === t.id);
            return {
              taskName: t.taskName,
              taskType: t.taskType,
              isOptional: t.isOptional,
              isAutoCheck: t.isAutoCheck,
              accessType: t.accessType,
              parentIndex: t.parentId == null ? null : (position.get(t.parentId) ?? null),
              windows: texts.filter((x) => x.task.id === t.id).map((x) => ({ windowId: x.windowId, text: x.text })),
              quiz: quiz
                ? { question: quiz.question, options: options.filter((o) => o.quiz.id === quiz.id).map((o) => ({ text: o.text, isCorrect: o.isCorrect })) }
                : null,
              files: files.filter((f) => f.task.id === t.id).map((f) => ({ name: f.name, url: f.url, md5: f.md5 })),
            };
          }),
        };
      }),
    };
  }

  /** Positions that point nowhere (a module or a task group that is not there) and twice-given windows are refused before anything is written. */
  function assertConsistent(file: CourseExportDto): void {
    for (const lesson of file.lessons) {
      if (lesson.moduleIndex >= file.modules.length) throw badRequest(TAuthor.server.badExport, 'COURSE_FILE_INVALID');
      lesson.tasks.forEach((t, i) => {
        const windows = new Set(t.windows.map((w) => w.windowId));
        if (windows.size !== t.windows.length || (t.parentIndex !== null && (t.parentIndex >= lesson.tasks.length || t.parentIndex === i))) {
          throw badRequest(TAuthor.server.badExport, 'COURSE_FILE_INVALID');
        }
      });
    }
  }

  /** A new course from a file, authored by the importer; nothing is written when the file is inconsistent. */
  async function importCourse(userId: number, file: CourseExportDto): Promise<Course> {
    assertConsistent(file);
    return app.db.transaction(async (m) => {
      const course = m.create(Course, { title: file.course.title.trim(), logoUrl: file.course.logoUrl, isFunbox: false, archived: false });
      m.create(CourseAuthor, { course, user: m.getReference(User, userId) });
      const modules = file.modules.map((mod) => m.create(CourseModule, { course, moduleNumber: mod.moduleNumber, title: mod.title }));
      const created: { tasks: Task[]; plan: CourseExportDto['lessons'][number]['tasks'] }[] = [];
      file.lessons.forEach((l, li) => {
        const lesson = m.create(Lesson, { course, module: modules[l.moduleIndex], title: l.title, order: li + 1, published: l.published });
        if (l.theory) m.create(LessonTheory, { lesson, text: l.theory });
        for (const r of l.resources) m.create(LessonResource, { lesson, name: r.name, url: r.url, resourceType: r.resourceType });
        const tasks = l.tasks.map((t, ti) => {
          const task = m.create(Task, {
            lesson,
            order: ti + 1,
            taskName: t.taskName,
            taskType: t.taskType,
            isOptional: t.isOptional,
            isAutoCheck: t.isAutoCheck,
            parentId: null,
            accessType: t.accessType,
          });
          for (const w of t.windows) m.create(TaskText, { task, windowId: w.windowId, text: w.text });
          for (const f of t.files) m.create(TaskResource, { task, name: f.name, url: f.url, md5: f.md5 });
          if (t.quiz) {
            const quiz = m.create(Quiz, { task, question: t.quiz.question });
            t.quiz.options.forEach((o, oi) => m.create(QuizOption, { quiz, order: oi + 1, text: o.text, isCorrect: o.isCorrect }));
          }
          return task;
        });
        created.push({ tasks, plan: l.tasks });
      });
      await m.flush();
      // Task groups point at tasks by id: known only now.
      for (const { tasks, plan } of created) {
        plan.forEach((t, i) => {
          if (t.parentIndex !== null) tasks[i].parentId = tasks[t.parentIndex].id;
        });
      }
      await m.flush();
      return course;
    });
  }

  return { exportCourse, importCourse };
}
