import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { SqlEntityManager } from '@mikro-orm/knex';
import type { TaskType } from '@school/contracts';
import type { CacheBus } from '../db/cache-bus';
import { rawBool } from '../db/raw-values';
import { asyncPlugin } from './async-plugin';

export interface CourseRow {
  id: number;
  title: string;
  logoUrl: string | null;
  isFunbox: boolean;
}
export interface ModuleRow {
  id: number;
  courseId: number;
  moduleNumber: number;
  title: string;
}
export interface LessonRow {
  id: number;
  courseId: number;
  moduleId: number;
  title: string;
  order: number;
  /** Students see only published lessons (drafts are the authors'). */
  published: boolean;
}
export interface TaskRow {
  id: number;
  lessonId: number;
  courseId: number;
  order: number;
  taskName: string;
  taskType: TaskType;
  isOptional: boolean;
  isAutoCheck: boolean;
  parentId: number | null;
  accessType: number;
}

interface Snapshot {
  courses: Map<number, CourseRow>;
  modulesByCourse: Map<number, ModuleRow[]>;
  lessons: Map<number, LessonRow>;
  lessonsByCourse: Map<number, LessonRow[]>;
  tasks: Map<number, TaskRow>;
  tasksByLesson: Map<number, TaskRow[]>;
}

const group = <T, K>(rows: T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const list = map.get(key(row));
    if (list) list.push(row);
    else map.set(key(row), [row]);
  }
  return map;
};


/**
 * Course structure (courses, modules, lessons, task metadata) held in process: it changes rarely
 * and every course page, task list and course-scoped access check reads it. Loaded with four
 * small queries on first use; any ORM write to these entities drops it (through the cache bus, so
 * also in the other processes sharing the database), editors that write with raw SQL call
 * invalidate(), and a lookup by id that misses reloads once.
 */
export function createCourseStructure(em: () => SqlEntityManager, bus: CacheBus) {
  let snapshot: Snapshot | null = null;
  let loading: Promise<Snapshot> | null = null;
  let generation = 0;

  async function load(): Promise<Snapshot> {
    const knex = em().getKnex();
    const started = generation;
    const [courses, modules, lessons, tasks] = await Promise.all([
      knex('courses').select('id', 'title', 'logo_url as logoUrl', 'is_funbox as isFunbox').orderBy('id'),
      knex('course_modules').select('id', 'course_id as courseId', 'module_number as moduleNumber', 'title').orderBy(['module_number', 'id']),
      knex('lessons').select('id', 'course_id as courseId', 'module_id as moduleId', 'title', 'order', 'published').orderBy(['order', 'id']),
      knex('tasks as t')
        .join('lessons as l', 'l.id', 't.lesson_id')
        .select(
          't.id',
          't.lesson_id as lessonId',
          'l.course_id as courseId',
          't.order',
          't.task_name as taskName',
          't.task_type as taskType',
          't.is_optional as isOptional',
          't.is_auto_check as isAutoCheck',
          't.parent_id as parentId',
          't.access_type as accessType',
        )
        .orderBy([{ column: 't.order' }, { column: 't.id' }]),
    ]);
    const lessonRows: LessonRow[] = lessons.map((r: LessonRow) => ({ ...r, id: Number(r.id), courseId: Number(r.courseId), moduleId: Number(r.moduleId), order: Number(r.order), published: rawBool(r.published) }));
    const taskRows: TaskRow[] = tasks.map((r: TaskRow) => ({
      ...r,
      id: Number(r.id),
      lessonId: Number(r.lessonId),
      courseId: Number(r.courseId),
      order: Number(r.order),
      isOptional: rawBool(r.isOptional),
      isAutoCheck: rawBool(r.isAutoCheck),
      parentId: r.parentId === null ? null : Number(r.parentId),
      accessType: Number(r.accessType),
    }));
    const moduleRows: ModuleRow[] = modules.map((r: ModuleRow) => ({ ...r, id: Number(r.id), courseId: Number(r.courseId), moduleNumber: Number(r.moduleNumber) }));
    const next: Snapshot = {
      courses: new Map(courses.map((r: CourseRow) => [Number(r.id), { ...r, id: Number(r.id), isFunbox: rawBool(r.isFunbox) }])),
      modulesByCourse: group(moduleRows, (m) => m.courseId),
      lessons: new Map(lessonRows.map((l) => [l.id, l])),
      lessonsByCourse: group(lessonRows, (l) => l.courseId),
      tasks: new Map(taskRows.map((t) => [t.id, t])),
      tasksByLesson: group(taskRows, (t) => t.lessonId),
    };
    // An edit that landed while loading makes this load stale: keep it for this caller only.
    if (started === generation) snapshot = next;
    return next;
  }

  async function current(): Promise<Snapshot> {
    if (snapshot) return snapshot;
    loading ??= load().finally(() => {
      loading = null;
    });
    return loading;
  }

  async function lookup<T>(read: (s: Snapshot) => T | undefined): Promise<T | null> {
    const hit = read(await current());
    if (hit !== undefined) return hit;
    // Perhaps added a moment ago by another process: reload here (not announced: nothing was written).
    forget();
    return read(await current()) ?? null;
  }

  const structure = {
    snapshot: current,
    /** Answers from the loaded structure only, synchronously; undefined when that needs a load. */
    known: {
      courseOfLesson: (id: number): number | undefined => snapshot?.lessons.get(id)?.courseId,
      courseOfTask: (id: number): number | undefined => snapshot?.tasks.get(id)?.courseId,
    },
    course: (id: number) => lookup((s) => s.courses.get(id)),
    lesson: (id: number) => lookup((s) => s.lessons.get(id)),
    task: (id: number) => lookup((s) => s.tasks.get(id)),
    courseOfLesson: async (id: number) => (await structure.lesson(id))?.courseId ?? null,
    courseOfTask: async (id: number) => (await structure.task(id))?.courseId ?? null,
    /** Lessons of a course in course order. */
    lessonsOf: async (courseId: number) => (await current()).lessonsByCourse.get(courseId) ?? [],
    modulesOf: async (courseId: number) => (await current()).modulesByCourse.get(courseId) ?? [],
    /** Tasks of a lesson in lesson order. */
    tasksOf: async (lessonId: number) => (await current()).tasksByLesson.get(lessonId) ?? [],
    /** Course structure was written (raw SQL): forget it here and in the other processes. */
    invalidate() {
      forget();
      bus.publish('course-structure');
    },
  };
  function forget() {
    generation++;
    snapshot = null;
  }
  // ORM writes to courses, modules, lessons and tasks, here or in another process.
  bus.subscribe('course-structure', forget);
  return structure;
}

export type CourseStructure = ReturnType<typeof createCourseStructure>;

declare module 'fastify' {
  interface FastifyInstance {
    courseStructure: CourseStructure;
  }
}

export default fp(
  asyncPlugin((app: FastifyInstance) => {
    app.decorate('courseStructure', createCourseStructure(() => app.em() as SqlEntityManager, app.cacheBus));
  }),
  { name: 'course-structure', dependencies: ['orm'] },
);
