import { Type, type Static } from 'typebox';
import { Count, Data, Id, IsoTime, Nullable, Str, TaskTypeName } from './dto/schema-kit';

/**
 * The teacher's side and the author's courses: paths and shapes (paths ours; the spec shows none).
 * The schemas validate on the server and type the client (Static<>): one source for both.
 */
type Id = number | string;

export const TeacherPaths = {
  /** The teacher's groups with course, schedule, student count and tasks waiting for check. */
  groups: '/api/teacher/groups',
  /** Students x tasks of one lesson (lessonId) or the whole course, with where each student is now. */
  groupProgress: (groupId: Id) => `/api/teacher/group/${groupId}/progress`,
  /** Every task in ManualCheck across the teacher's groups, oldest first. */
  reviewQueue: '/api/teacher/review-queue',
  /** Teacher-as-student login: a student token that carries the teacher's id as the actor. */
  actAs: (studentId: Id) => `/api/teacher/act/${studentId}`,
  /** Course author: the authored courses with lessons and tasks. */
  authorCourses: '/api/author/courses',
  /** Course author: add a task of any type to a lesson. */
  authorLessonTasks: (lessonId: Id) => `/api/author/lesson/${lessonId}/task`,
  /** Course author: the new order of a lesson's tasks. */
  authorTaskOrder: (lessonId: Id) => `/api/author/lesson/${lessonId}/task-order`,
} as const;

/** A student counts as stuck after this many minutes on one unsolved task (default of the grid). */
export const STUCK_AFTER_MINUTES = 10;
/** ... or after this many runs of it that did not pass. */
export const STUCK_AFTER_FAILED_RUNS = 5;
/** How often the group page asks for fresh progress: a cell turns within this plus one request. */
export const GROUP_PROGRESS_POLL_MS = 2000;

const Titled = Type.Object({ id: Type.Integer(), title: Type.String() });
const Name = Type.String();

export const TeacherGroupSchema = Type.Object({
  id: Type.Integer(),
  title: Name,
  course: Type.Object({ id: Type.Integer(), title: Name, logoUrl: Nullable(Type.String()) }),
  schedules: Type.Array(Type.Object({ weekDay: Type.Integer(), hour: Type.Integer(), minute: Type.Integer() })),
  studentCount: Count(),
  awaitingCheck: Count(),
  city: Nullable(Titled),
  venue: Nullable(Titled),
});
export type TeacherGroupDto = Static<typeof TeacherGroupSchema>;

export const TeacherGroupsQuerySchema = Type.Object({ cityId: Type.Optional(Id()), venueId: Type.Optional(Id()) }, { additionalProperties: false });
export type TeacherGroupsQuery = Static<typeof TeacherGroupsQuerySchema>;

export const GroupIdParamsSchema = Type.Object({ groupId: Id() }, { additionalProperties: false });
export const StudentIdParamsSchema = Type.Object({ studentId: Id() }, { additionalProperties: false });
export const LessonIdParamsSchema = Type.Object({ lessonId: Id() }, { additionalProperties: false });

export const GroupProgressQuerySchema = Type.Object(
  { lessonId: Type.Optional(Id()), stuckMinutes: Type.Optional(Type.Integer({ minimum: 1, maximum: 600 })) },
  { additionalProperties: false },
);
export type GroupProgressQuery = Static<typeof GroupProgressQuerySchema>;

export const GroupProgressStudentSchema = Type.Object({
  id: Type.Integer(),
  title: Name,
  /** The task the student touched last in this course, with its lesson. */
  current: Nullable(Type.Object({ taskId: Type.Integer(), lessonId: Type.Integer(), taskName: Name, status: Type.String(), since: IsoTime() })),
  /** Minutes on the current task while it is unsolved; null when not working on one. */
  minutesOnTask: Nullable(Count()),
  /** Runs (Execute) and teacher rejections (MarkWrong) of the current unsolved task, from the event log. */
  failedRuns: Count(),
  stuck: Type.Boolean(),
});
export type GroupProgressStudent = Static<typeof GroupProgressStudentSchema>;

export const GroupProgressSchema = Type.Object({
  group: Type.Object({ id: Type.Integer(), title: Name, courseId: Type.Integer(), courseTitle: Name }),
  lessons: Type.Array(Type.Object({ id: Type.Integer(), title: Name, order: Type.Integer() })),
  /** The lesson shown, or null for the whole course. */
  lessonId: Nullable(Type.Integer()),
  tasks: Type.Array(
    Type.Object({ id: Type.Integer(), lessonId: Type.Integer(), order: Type.Integer(), taskName: Name, taskType: Type.String(), isOptional: Type.Boolean() }),
  ),
  students: Type.Array(GroupProgressStudentSchema),
  /** Only cells with a status other than Nothing. */
  cells: Type.Array(Type.Object({ studentId: Type.Integer(), taskId: Type.Integer(), status: Type.String() })),
  stuckMinutes: Type.Integer(),
  generatedAt: IsoTime(),
});
export type GroupProgressDto = Static<typeof GroupProgressSchema>;

export const ReviewItemSchema = Type.Object({
  studentId: Type.Integer(),
  studentTitle: Name,
  groupId: Type.Integer(),
  groupTitle: Name,
  courseId: Type.Integer(),
  lessonId: Type.Integer(),
  lessonTitle: Name,
  taskId: Type.Integer(),
  taskName: Name,
  taskType: Type.String(),
  /** When the task went to check (ISO). */
  since: IsoTime(),
});
export type ReviewItemDto = Static<typeof ReviewItemSchema>;

/**
 * A teacher-as-student session: a short access token and a refresh token that renews it through the
 * ordinary refresh call for as long as the teacher's own login lives (the teacher's logout ends it).
 */
export const ActAsSchema = Type.Object({
  token: Type.String(),
  authExpire: Type.Integer(),
  refreshToken: Type.String(),
  refreshExpire: Type.Integer(),
  student: Titled,
});
export type ActAsDto = Static<typeof ActAsSchema>;

export const AuthorTaskSchema = Type.Object({ id: Type.Integer(), order: Type.Integer(), taskName: Name, taskType: Type.String(), isOptional: Type.Boolean() });
export type AuthorTaskDto = Static<typeof AuthorTaskSchema>;

export const AuthorCourseSchema = Type.Object({
  id: Type.Integer(),
  title: Name,
  logoUrl: Nullable(Type.String()),
  isFunbox: Type.Boolean(),
  lessons: Type.Array(Type.Object({ id: Type.Integer(), title: Name, order: Type.Integer(), tasks: Type.Array(AuthorTaskSchema) })),
});
export type AuthorCourseDto = Static<typeof AuthorCourseSchema>;

export const AuthorTaskCreateBodySchema = Type.Object(
  { taskType: TaskTypeName(), taskName: Str(200, { minLength: 1, pattern: '\\S' }), isOptional: Type.Optional(Type.Boolean()) },
  { additionalProperties: false },
);
export type AuthorTaskCreateBody = Static<typeof AuthorTaskCreateBodySchema>;

export const AuthorTaskOrderBodySchema = Type.Object(
  { taskIds: Type.Array(Id(), { minItems: 1, maxItems: 500, uniqueItems: true }) },
  { additionalProperties: false },
);
export type AuthorTaskOrderBody = Static<typeof AuthorTaskOrderBodySchema>;

export const TeacherGroupsResponseSchema = Data(Type.Array(TeacherGroupSchema));
export const GroupProgressResponseSchema = Data(GroupProgressSchema);
export const ReviewQueueResponseSchema = Data(Type.Array(ReviewItemSchema));
export const ActAsResponseSchema = Data(ActAsSchema);
export const AuthorTasksResponseSchema = Data(Type.Array(AuthorTaskSchema));

/**
 * Teacher-as-student in the browser: the teacher's own session waits here while the page runs on
 * the acting token; leaving restores it. Written by the group page, read by the shell's banner; the
 * api-client's store removes it on any login or logout and whenever the session in use is not this
 * teacher's acting session (shared/api-client/src/acting-session.ts).
 */
export const ACTING_STORAGE_KEY = 'school.acting';
export interface ActingSession {
  /** The teacher's session as the store keeps it (restored on leaving). */
  teacherSession: Record<string, unknown>;
  teacherTitle: string;
  student: { id: number; title: string };
  /** Where leaving returns the teacher (the group page). */
  returnTo: string;
}

/** The /check address of one review-queue item; queue=1 makes the check screen open the next item after marking. */
export function reviewItemCheckUrl(item: Pick<ReviewItemDto, 'studentId' | 'lessonId' | 'taskId' | 'groupId'>): string {
  const q = new URLSearchParams({
    studentId: String(item.studentId),
    lessonId: String(item.lessonId),
    taskId: String(item.taskId),
    groupId: String(item.groupId),
    queue: '1',
  });
  return `/check?${q.toString()}`;
}

/** The review-queue page (its own address; the queue is empty when the next item is asked for and none is left). */
export const REVIEW_QUEUE_ROUTE = '/teacher/review';
/** The group progress page: /teacher/group?groupId=&lessonId= */
export const GROUP_PROGRESS_ROUTE = '/teacher/group';
