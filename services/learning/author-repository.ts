import type { FastifyInstance } from 'fastify';
import type { SqlEntityManager } from '@mikro-orm/knex';
import {
  Role,
  T,
  TAuthor,
  type AuthorBuilderCourseDto,
  type AuthorBuilderLessonDto,
  type AuthorBuilderTaskDto,
  type AuthorGroupDto,
  type AuthorGroupEditBody,
  type AuthorLessonDetailDto,
  type CourseEditBody,
  type LessonEditBody,
  type TaskEditBody,
  type TaskType,
} from '@school/contracts';
import { HttpError, badRequest, forbidden, notFound } from '../core/http-error';
import { User } from '../auth/entities';
import { Course, CourseModule, Group, GroupStudent, Lesson, Schedule, Task, TaskStatus } from './entities';
import { LessonResource, LessonTheory, Quiz, QuizOption, TaskAnswer, TaskResource, TaskText } from './task-entities';
import { CourseAuthor } from './author-entities';
import { userTitles } from './teacher-repository';
import { checkMeetingUrl, checkSlots } from './group-timetable';

const conflict = (message: string, code: string) => new HttpError(409, code, message);

const taskDto = (t: Task): AuthorBuilderTaskDto => ({ id: t.id, order: t.order, taskName: t.taskName, taskType: t.taskType, isOptional: t.isOptional });

/**
 * Building courses: every call names the author and checks course_authors first, so an author
 * changes only the courses they author (404 for what does not exist, 403 for someone else's).
 * Deleting refuses what students have worked on: their work is never lost by an author's click.
 */
export function createAuthorRepository(app: FastifyInstance): AuthorUnit {
  // Each call is its own unit of work on one fresh entity manager: what it loads is what it flushes.
  const unit = () => unitOfWork(app.em() as SqlEntityManager);
  // The method names, read off a unit that never runs (building one touches no database).
  const names = Object.keys(unitOfWork(null as unknown as SqlEntityManager)) as (keyof AuthorUnit)[];
  return Object.fromEntries(names.map((name) => [name, (...args: unknown[]) => (unit()[name] as (...a: unknown[]) => unknown)(...args)])) as AuthorUnit;
}

type AuthorUnit = ReturnType<typeof unitOfWork>;

function unitOfWork(m: SqlEntityManager) {
  async function assertAuthorOf(userId: number, courseId: number): Promise<void> {
    if (!(await m.count(CourseAuthor, { course: courseId, user: userId }))) throw forbidden(TAuthor.server.notYourCourse, 'NOT_COURSE_AUTHOR');
  }

  /** Tasks of a lesson with their task-group children; `roots` limits to these top-level ids. */
  async function withChildren(roots: Task[]): Promise<Task[]> {
    if (roots.length === 0) return [];
    const children = await m.find(Task, { parentId: { $in: roots.map((t) => t.id) } }, { orderBy: { order: 'asc', id: 'asc' } });
    return [...roots, ...children];
  }

  /** Has any student touched these tasks (a status other than none, or an answer)? */
  async function hasStudentWork(taskIds: number[]): Promise<boolean> {
    if (taskIds.length === 0) return false;
    const [statuses, answers] = await Promise.all([
      m.count(TaskStatus, { task: { $in: taskIds } }),
      m.count(TaskAnswer, { task: { $in: taskIds } }),
    ]);
    return statuses + answers > 0;
  }

  async function nextTaskOrder(lessonId: number): Promise<number> {
    const last = await m.findOne(Task, { lesson: lessonId }, { orderBy: { order: 'desc' } });
    return (last?.order ?? 0) + 1;
  }

  /** Copies a task's windows, quiz and files onto another task (duplicate, import). */
  async function copyContent(from: Task, to: Task): Promise<void> {
    const [texts, quiz, files] = await Promise.all([
      m.find(TaskText, { task: from.id }),
      m.findOne(Quiz, { task: from.id }),
      m.find(TaskResource, { task: from.id }, { orderBy: { id: 'asc' } }),
    ]);
    for (const t of texts) m.create(TaskText, { task: to, windowId: t.windowId, text: t.text });
    for (const f of files) m.create(TaskResource, { task: to, name: f.name, url: f.url, md5: f.md5 });
    if (quiz) {
      const copy = m.create(Quiz, { task: to, question: quiz.question });
      const options = await m.find(QuizOption, { quiz: quiz.id }, { orderBy: { order: 'asc', id: 'asc' } });
      for (const o of options) m.create(QuizOption, { quiz: copy, order: o.order, text: o.text, isCorrect: o.isCorrect });
    }
  }

  const repo = {
    assertAuthorOf,

    async course(userId: number, courseId: number): Promise<Course> {
      const course = await m.findOne(Course, { id: courseId });
      if (!course) throw notFound(T.server.notFound);
      await assertAuthorOf(userId, course.id);
      return course;
    },

    async lesson(userId: number, lessonId: number): Promise<Lesson> {
      const lesson = await m.findOne(Lesson, { id: lessonId });
      if (!lesson) throw notFound(T.server.notFound);
      await assertAuthorOf(userId, lesson.course.id);
      return lesson;
    },

    async task(userId: number, taskId: number): Promise<Task> {
      const task = await m.findOne(Task, { id: taskId }, { populate: ['lesson'] });
      if (!task) throw notFound(T.server.notFound);
      await assertAuthorOf(userId, task.lesson.course.id);
      return task;
    },

    /** The courses this author authors, with lessons (drafts too) and top-level tasks. */
    async courses(userId: number, only?: number): Promise<AuthorBuilderCourseDto[]> {
      // In the author's own order of the list (a new course goes last).
      const links = await m.find(CourseAuthor, { user: userId, ...(only ? { course: only } : {}) }, { orderBy: { position: 'asc', id: 'asc' } });
      const ids = links.map((l) => l.course.id);
      if (ids.length === 0) return [];
      const [unordered, lessons, tasks] = await Promise.all([
        m.find(Course, { id: { $in: ids } }),
        m.find(Lesson, { course: { $in: ids } }, { orderBy: { order: 'asc', id: 'asc' } }),
        m.find(Task, { parentId: null, lesson: { course: { $in: ids } } }, { orderBy: { order: 'asc', id: 'asc' } }),
      ]);
      const byId = new Map(unordered.map((c) => [c.id, c]));
      const courses = ids.map((id) => byId.get(id)).filter((c): c is Course => c !== undefined);
      const lessonDto = (l: Lesson): AuthorBuilderLessonDto => ({
        id: l.id,
        title: l.title,
        order: l.order,
        published: l.published,
        tasks: tasks.filter((t) => t.lesson.id === l.id).map(taskDto),
      });
      return courses.map((c) => ({
        id: c.id,
        title: c.title,
        logoUrl: c.logoUrl ?? null,
        isFunbox: c.isFunbox,
        archived: c.archived,
        lessons: lessons.filter((l) => l.course.id === c.id).map(lessonDto),
      }));
    },

    /** A new course with one module; the caller becomes its author. */
    async createCourse(userId: number, body: { title: string; logoUrl?: string | null }): Promise<Course> {
      const course = m.create(Course, { title: body.title.trim(), logoUrl: body.logoUrl ?? null, isFunbox: false, archived: false });
      m.create(CourseModule, { course, moduleNumber: 1, title: TAuthor.defaultModule });
      const last = await m.findOne(CourseAuthor, { user: userId }, { orderBy: { position: 'desc' } });
      m.create(CourseAuthor, { course, user: m.getReference(User, userId), position: (last?.position ?? 0) + 1 });
      await m.flush();
      return course;
    },

    /** The author's course list in a new order: the list must name each of their courses exactly once. */
    async reorderCourses(userId: number, courseIds: number[]): Promise<void> {
      const links = await m.find(CourseAuthor, { user: userId });
      const byCourse = new Map(links.map((l) => [l.course.id, l]));
      if (courseIds.length !== links.length || !courseIds.every((id) => byCourse.has(id))) {
        throw badRequest(TAuthor.server.courseOrderMismatch, 'COURSE_ORDER_MISMATCH');
      }
      courseIds.forEach((id, i) => (byCourse.get(id)!.position = i + 1));
      await m.flush();
    },

    /** The groups taking a course the caller authors: teacher, size, meeting link and timetable. */
    async courseGroups(userId: number, courseId: number, only?: number): Promise<AuthorGroupDto[]> {
      await repo.course(userId, courseId);
      const groups = await m.find(Group, { course: courseId, ...(only ? { id: only } : {}) }, { populate: ['teacher'], orderBy: { id: 'asc' } });
      if (groups.length === 0) return [];
      const ids = groups.map((g) => g.id);
      const [slots, members, titles] = await Promise.all([
        m.find(Schedule, { group: { $in: ids } }, { orderBy: { weekDay: 'asc', hour: 'asc', minute: 'asc', id: 'asc' } }),
        m.find(GroupStudent, { group: { $in: ids }, archived: false }, { fields: ['id', 'group'] }),
        userTitles(m, groups.map((g) => g.teacher)),
      ]);
      return groups.map((g) => ({
        id: g.id,
        title: g.title,
        teacherName: titles.get(g.teacher.id) ?? g.teacher.login,
        studentCount: members.filter((s) => s.group.id === g.id).length,
        webMeetingUrl: g.webMeetingUrl ?? null,
        schedules: slots.filter((s) => s.group.id === g.id).map((s) => ({ weekDay: s.weekDay, hour: s.hour, minute: s.minute })),
      }));
    },

    /** A group of the caller's course gets a new meeting link and/or timetable (checked, Russian errors). */
    async editGroup(userId: number, groupId: number, body: AuthorGroupEditBody): Promise<AuthorGroupDto> {
      const group = await m.findOne(Group, { id: groupId });
      if (!group) throw notFound(T.server.notFound);
      await assertAuthorOf(userId, group.course.id);
      if (body.webMeetingUrl !== undefined) group.webMeetingUrl = checkMeetingUrl(body.webMeetingUrl);
      if (body.schedules !== undefined) {
        const slots = checkSlots(body.schedules);
        // Removed through the unit of work, so the cache bus tells every process the timetable changed.
        for (const old of await m.find(Schedule, { group: group.id })) m.remove(old);
        for (const s of slots) m.create(Schedule, { group, weekDay: s.weekDay, hour: s.hour, minute: s.minute });
      }
      await m.flush();
      return (await repo.courseGroups(userId, group.course.id, group.id))[0];
    },

    async editCourse(userId: number, courseId: number, body: CourseEditBody): Promise<void> {
      const course = await repo.course(userId, courseId);
      if (body.title !== undefined) course.title = body.title.trim();
      if (body.logoUrl !== undefined) course.logoUrl = body.logoUrl;
      if (body.archived !== undefined) course.archived = body.archived;
      await m.flush();
    },

    /** A draft lesson at the end of the course, in its last module. */
    async createLesson(userId: number, courseId: number, title: string): Promise<Lesson> {
      const course = await repo.course(userId, courseId);
      let module = await m.findOne(CourseModule, { course: course.id }, { orderBy: { moduleNumber: 'desc', id: 'desc' } });
      module ??= m.create(CourseModule, { course, moduleNumber: 1, title: TAuthor.defaultModule });
      const last = await m.findOne(Lesson, { course: course.id }, { orderBy: { order: 'desc' } });
      const lesson = m.create(Lesson, { course, module, title: title.trim(), order: (last?.order ?? 0) + 1, published: false });
      await m.flush();
      return lesson;
    },

    /** The course's lessons in a new order: the list must name each of them exactly once. */
    async reorderLessons(userId: number, courseId: number, lessonIds: number[]): Promise<void> {
      await repo.course(userId, courseId);
      const lessons = await m.find(Lesson, { course: courseId });
      const byId = new Map(lessons.map((l) => [l.id, l]));
      if (lessonIds.length !== lessons.length || !lessonIds.every((id) => byId.has(id))) {
        throw badRequest(TAuthor.server.lessonOrderMismatch, 'LESSON_ORDER_MISMATCH');
      }
      lessonIds.forEach((id, i) => (byId.get(id)!.order = i + 1));
      await m.flush();
    },

    async lessonDetail(userId: number, lessonId: number): Promise<AuthorLessonDetailDto> {
      const lesson = await repo.lesson(userId, lessonId);
      const [theory, resources] = await Promise.all([
        m.findOne(LessonTheory, { lesson: lesson.id }),
        m.find(LessonResource, { lesson: lesson.id }, { orderBy: { id: 'asc' } }),
      ]);
      return {
        id: lesson.id,
        courseId: lesson.course.id,
        title: lesson.title,
        order: lesson.order,
        published: lesson.published,
        theory: theory?.text ?? '',
        resources: resources.map((r) => ({ name: r.name, url: r.url, resourceType: r.resourceType })),
      };
    },

    async editLesson(userId: number, lessonId: number, body: LessonEditBody): Promise<void> {
      const lesson = await repo.lesson(userId, lessonId);
      if (body.title !== undefined) lesson.title = body.title.trim();
      if (body.published !== undefined) lesson.published = body.published;
      if (body.theory !== undefined) {
        const theory = await m.findOne(LessonTheory, { lesson: lesson.id });
        if (theory) theory.text = body.theory;
        else m.create(LessonTheory, { lesson, text: body.theory });
      }
      if (body.resources !== undefined) {
        await m.nativeDelete(LessonResource, { lesson: lesson.id });
        for (const r of body.resources) m.create(LessonResource, { lesson, name: r.name.trim(), url: r.url, resourceType: r.resourceType });
      }
      await m.flush();
    },

    /** Removes a lesson with its tasks; refused (409) when a student has worked in it. */
    async deleteLesson(userId: number, lessonId: number): Promise<number> {
      const lesson = await repo.lesson(userId, lessonId);
      const tasks = await m.find(Task, { lesson: lesson.id }, { fields: ['id'] });
      if (await hasStudentWork(tasks.map((t) => t.id))) throw conflict(TAuthor.server.lessonHasWork, 'LESSON_HAS_STUDENT_WORK');
      await m.nativeDelete(Lesson, { id: lesson.id });
      return tasks.length;
    },

    async addTask(userId: number, lessonId: number, body: { taskType: TaskType; taskName: string; isOptional?: boolean }): Promise<AuthorBuilderTaskDto> {
      const lesson = await repo.lesson(userId, lessonId);
      const task = m.create(Task, {
        lesson,
        order: await nextTaskOrder(lesson.id),
        taskName: body.taskName.trim(),
        taskType: body.taskType,
        isOptional: body.isOptional ?? false,
        isAutoCheck: false,
        parentId: null,
        accessType: 0,
      });
      await m.flush();
      return taskDto(task);
    },

    /** Reorders the lesson's top-level tasks: the list must name each of them exactly once. */
    async reorderTasks(userId: number, lessonId: number, taskIds: number[]): Promise<AuthorBuilderTaskDto[]> {
      const lesson = await repo.lesson(userId, lessonId);
      const tasks = await m.find(Task, { lesson: lesson.id, parentId: null });
      const byId = new Map(tasks.map((t) => [t.id, t]));
      if (taskIds.length !== tasks.length || !taskIds.every((id) => byId.has(id))) {
        throw badRequest(TAuthor.server.taskOrderMismatch, 'TASK_ORDER_MISMATCH');
      }
      taskIds.forEach((id, i) => (byId.get(id)!.order = i + 1));
      await m.flush();
      return taskIds.map((id) => taskDto(byId.get(id)!));
    },

    /** Renames a task, flags it optional, or moves it (with its group's children) to the end of another lesson the caller authors. */
    async editTask(userId: number, taskId: number, body: TaskEditBody): Promise<AuthorBuilderTaskDto> {
      const task = await repo.task(userId, taskId);
      if (body.taskName !== undefined) task.taskName = body.taskName.trim();
      if (body.isOptional !== undefined) task.isOptional = body.isOptional;
      if (body.lessonId !== undefined && body.lessonId !== task.lesson.id) {
        if (task.parentId != null) throw badRequest(TAuthor.server.moveChild, 'TASK_IN_GROUP');
        const target = await repo.lesson(userId, body.lessonId);
        const moving = await withChildren([task]);
        let order = await nextTaskOrder(target.id);
        for (const t of moving) {
          t.lesson = target;
          t.order = order++;
        }
      }
      await m.flush();
      return taskDto(task);
    },

    /** A copy of a task (and its group's children) with windows, quiz and files, at the end of its lesson. */
    async duplicateTask(userId: number, taskId: number): Promise<AuthorBuilderTaskDto> {
      const task = await repo.task(userId, taskId);
      const originals = await withChildren([task]);
      let order = await nextTaskOrder(task.lesson.id);
      const copies = new Map<number, Task>();
      for (const t of originals) {
        const copy = m.create(Task, {
          lesson: task.lesson,
          order: order++,
          taskName: t.id === task.id ? `${t.taskName} ${TAuthor.copySuffix}`.slice(0, 200) : t.taskName,
          taskType: t.taskType,
          isOptional: t.isOptional,
          isAutoCheck: t.isAutoCheck,
          parentId: null,
          accessType: t.accessType,
        });
        copies.set(t.id, copy);
      }
      await m.flush();
      for (const t of originals) {
        const copy = copies.get(t.id)!;
        // The copied root stays in the original's group; copied children follow the copied root.
        copy.parentId = t.id === task.id || t.parentId == null ? (task.parentId ?? null) : (copies.get(t.parentId)?.id ?? null);
        await copyContent(t, copy);
      }
      await m.flush();
      return taskDto(copies.get(task.id)!);
    },

    /** Removes a task (and its group's children); refused (409) when a student has worked on it. */
    async deleteTask(userId: number, taskId: number): Promise<number> {
      const task = await repo.task(userId, taskId);
      const doomed = (await withChildren([task])).map((t) => t.id);
      if (await hasStudentWork(doomed)) throw conflict(TAuthor.server.taskHasWork, 'TASK_HAS_STUDENT_WORK');
      await m.nativeDelete(Task, { id: { $in: doomed } });
      return doomed.length;
    },

    /** A trial group of the course taught by the author, with these students (by login). */
    async createGroup(userId: number, courseId: number, body: { title: string; studentLogins: string[] }) {
      const course = await repo.course(userId, courseId);
      const logins = body.studentLogins.map((l) => l.trim());
      const students = await m.find(User, { login: { $in: logins }, role: Role.Student });
      const found = new Set(students.map((s) => s.login));
      const unknown = logins.filter((l) => !found.has(l));
      if (unknown.length > 0) throw badRequest(TAuthor.server.unknownStudents(unknown), 'UNKNOWN_STUDENTS');
      const group = m.create(Group, {
        title: body.title.trim(),
        course,
        teacher: m.getReference(User, userId),
        webMeetingUrl: null,
        startsAt: new Date(),
        venueId: null,
      });
      for (const student of students) m.create(GroupStudent, { group, student, archived: false });
      await m.flush();
      return { id: group.id, title: group.title, studentCount: students.length };
    },

  };
  return repo;
}

export type AuthorRepository = ReturnType<typeof createAuthorRepository>;

declare module 'fastify' {
  interface FastifyInstance {
    authoring: AuthorRepository;
  }
}
