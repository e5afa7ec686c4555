import type { FastifyInstance, FastifyRequest, RouteOptions } from 'fastify';
import { Role, T } from '@school/contracts';
import { forbidden, notFound, unauthorized } from './http-error';

/** Who may call a route; declared on every /api route as `config.access` (see access-api in the README). */
export const ACCESS_RULES = [
  'public',
  'authenticated',
  'self',
  'selfOrTeacher',
  'selfOrReviewer',
  'selfOrTeacherOfCourse',
  'staff',
  'teacher',
  'reviewerOfCourse',
  'author',
] as const;
export type AccessRule = (typeof ACCESS_RULES)[number];

/** Where a course-scoped rule finds its course: the named key (params, then query, then body) holds that kind of id. */
export type CourseSource = { course: string } | { lesson: string } | { task: string };

/** What the access hook resolved for a call; handlers read it instead of checking again. */
export interface RequestAccess {
  callerId: number;
  role: Role;
  /** The student the call is about: the named student, or the caller. */
  subjectId: number;
  /** Teacher or course author: nothing is locked, authored data is visible. */
  staff: boolean;
  /** The caller reached the subject as their teacher (not as themselves). */
  teacherOfSubject: boolean;
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: AccessRule;
    /** Overrides where the subject (student id) comes from. */
    subject?: (request: FastifyRequest) => number | undefined;
    /** Required by the *OfCourse rules. */
    course?: CourseSource;
    /** @deprecated use access: 'public'. */
    public?: boolean;
  }
  interface FastifyRequest {
    access: RequestAccess | null;
  }
}

/** The one definition of staff. */
export function isStaffRole(role: string): boolean {
  return role === Role.Teacher || role === Role.CourseAuthor;
}

const COURSE_RULES: readonly AccessRule[] = ['selfOrTeacherOfCourse', 'reviewerOfCourse'];

/** The rule of a route (the legacy `public: true` counts as public). */
export function accessOf(config: { access?: AccessRule; public?: boolean } | undefined): AccessRule | undefined {
  return config?.access ?? (config?.public ? 'public' : undefined);
}

/** Checked when a route is registered: an unknown rule or a course rule without a course fails at start. */
export function validateDeclaration(route: RouteOptions) {
  const config = route.config;
  const rule = config?.access;
  if (rule === undefined) return;
  // One method or several (`GET,HEAD`), as a template literal writes an array.
  const where = `${[route.method].flat().join(',')} ${route.url}`;
  if (!ACCESS_RULES.includes(rule)) throw new Error(`${where}: unknown access rule ${rule}`);
  if (COURSE_RULES.includes(rule) && !config?.course) {
    throw new Error(`${where}: access ${rule} needs config.course`);
  }
}

type Bag = Record<string, unknown> | undefined;
const lookupKey = (request: FastifyRequest, key: string): unknown =>
  (request.params as Bag)?.[key] ?? (request.query as Bag)?.[key] ?? (request.body as Bag)?.[key];

function defaultSubject(request: FastifyRequest): number | undefined {
  const p = request.params as Bag;
  const q = request.query as Bag;
  const b = request.body as Bag;
  const raw = p?.userId ?? p?.studentId ?? q?.studentId ?? q?.student_id ?? (b && typeof b === 'object' ? b.studentId : undefined);
  if (raw === undefined || raw === null || raw === '') return undefined;
  const id = Number(raw);
  return Number.isSafeInteger(id) && id > 0 ? id : undefined;
}

/**
 * The course a course-scoped rule names: synchronously from the loaded course structure when it
 * knows the lesson or task (the hot reads), else after loading it (404 when it does not exist).
 */
function courseOf(app: FastifyInstance, request: FastifyRequest, source: CourseSource): number | Promise<number> {
  const [kind, key] = Object.entries(source)[0] as ['course' | 'lesson' | 'task', string];
  const id = Number(lookupKey(request, key));
  if (!Number.isSafeInteger(id) || id <= 0) throw notFound(T.server.notFound);
  if (kind === 'course') return id;
  const known = kind === 'lesson' ? app.courseStructure.known.courseOfLesson(id) : app.courseStructure.known.courseOfTask(id);
  if (known !== undefined) return known;
  const loading = kind === 'lesson' ? app.courseStructure.courseOfLesson(id) : app.courseStructure.courseOfTask(id);
  return loading.then((courseId) => {
    if (courseId === null) throw notFound(T.server.notFound);
    return courseId;
  });
}

/** Runs `then` on a value now, or once its promise settles. */
const after = <T>(value: T | Promise<T>, then: (v: T) => void | Promise<void>): void | Promise<void> =>
  value instanceof Promise ? value.then(then) : then(value);

/**
 * May this caller act on this student's things: themselves, or (teachers only) a student of one of
 * their groups, in the given course when one is named. An author never acts in a student's account.
 */
export async function mayActFor(app: FastifyInstance, access: RequestAccess, studentId: number, courseId?: number) {
  if (access.callerId === studentId) return true;
  return access.role === Role.Teacher && app.teaching.teaches(access.callerId, studentId, courseId);
}

/**
 * Resolves the caller and the subject and enforces the route's rule; fills request.access. Returns
 * a promise only when the rule needs the database (a teacher's relation, an unloaded course): the
 * common calls (a pupil about themselves) finish synchronously, with no promise per request.
 */
export function enforceAccess(app: FastifyInstance, request: FastifyRequest): Promise<void> | undefined {
  const config = request.routeOptions.config;
  const rule = accessOf(config) ?? 'authenticated';
  if (!request.user || !(request.user as { user_id?: number }).user_id) {
    // Only public routes get here without a verified token (the onRequest hook rejects the rest).
    request.access = null;
    return;
  }
  const { user_id: callerId, role } = request.user;
  const named = config.subject ? config.subject(request) : defaultSubject(request);
  const subjectId = named ?? callerId;
  const staff = isStaffRole(role);
  const access: RequestAccess = { callerId, role, subjectId, staff, teacherOfSubject: false };
  request.access = access;
  const self = subjectId === callerId;
  const deny = () => forbidden(T.server.forbidden);
  const asTeacher = (ok: Promise<boolean>) =>
    ok.then((yes) => {
      if (!yes) throw deny();
      access.teacherOfSubject = true;
    });

  switch (rule) {
    case 'public':
    case 'authenticated':
      return;
    case 'self':
      if (!self) throw deny();
      return;
    case 'selfOrTeacher':
      if (self) return;
      if (role !== Role.Teacher) throw deny();
      return asTeacher(app.teaching.teaches(callerId, subjectId));
    case 'selfOrReviewer':
      // Who reviews a student's work may read who they are: their teacher, or an author of a course they learn.
      if (self) return;
      if (role === Role.CourseAuthor) return asTeacher(app.teaching.authorsCourseOf(callerId, subjectId));
      if (role !== Role.Teacher) throw deny();
      return asTeacher(app.teaching.teaches(callerId, subjectId));
    case 'selfOrTeacherOfCourse':
      // The course is resolved even for the pupil themselves: an unknown lesson or task is a 404.
      return after(courseOf(app, request, config.course!), (courseId) => {
        if (self) return;
        // The course's author reviews its students' work like their teacher (the /check screen).
        if (role === Role.CourseAuthor) return asTeacher(app.teaching.authorsCourseOf(callerId, subjectId, courseId));
        if (role !== Role.Teacher) throw deny();
        return asTeacher(app.teaching.teaches(callerId, subjectId, courseId));
      }) as Promise<void> | undefined;
    case 'staff':
      if (!staff) throw deny();
      return;
    case 'teacher':
      if (role !== Role.Teacher) throw deny();
      return;
    case 'author':
      if (role !== Role.CourseAuthor) throw deny();
      return;
    case 'reviewerOfCourse': {
      if (role === Role.CourseAuthor) return;
      if (role !== Role.Teacher) throw deny();
      return after(courseOf(app, request, config.course!), async (courseId) => {
        const ok = self ? await app.teaching.teachesCourse(callerId, courseId) : await app.teaching.teaches(callerId, subjectId, courseId);
        if (!ok) throw deny();
        access.teacherOfSubject = !self;
      }) as Promise<void> | undefined;
    }
  }
}

export { unauthorized };
