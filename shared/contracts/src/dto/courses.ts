import { Type, type Static } from 'typebox';
import { SolveStatus } from '../enums';
import type { WindowId } from '../enums';
import { Count, IsoTime, Nullable, Str, TaskTypeName, WindowNumber } from './schema-kit';

export const ScheduleDtoSchema = Type.Object({
  id: Type.Integer(),
  /** 0 Sunday ... 6 Saturday, as JavaScript's Date.getDay. */
  weekDay: Type.Integer({ minimum: 0, maximum: 6 }),
  hour: Type.Integer({ minimum: 0, maximum: 23 }),
  minute: Type.Integer({ minimum: 0, maximum: 59 }),
});
export type ScheduleDto = Static<typeof ScheduleDtoSchema>;

export const LessonRefDtoSchema = Type.Object({
  id: Type.Integer(),
  moduleId: Type.Integer(),
  title: Type.String(),
  /** ISO time of the lesson's first class, null when not scheduled. */
  startsAt: Nullable(IsoTime()),
});
export type LessonRefDto = Static<typeof LessonRefDtoSchema>;

export const ModuleDtoSchema = Type.Object({ id: Type.Integer(), moduleNumber: Type.Integer(), title: Type.String() });
export type ModuleDto = Static<typeof ModuleDtoSchema>;

export const CourseSummaryDtoSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  logoUrl: Nullable(Type.String()),
  lessonCount: Count(),
  lessonPassed: Count(),
  currentLessonId: Nullable(Type.Integer()),
  lessons: Type.Array(LessonRefDtoSchema),
  modules: Type.Array(ModuleDtoSchema),
});
export type CourseSummaryDto = Static<typeof CourseSummaryDtoSchema>;

/** One enrolment of the student: GET /api/student/{userId}/group. */
export const EnrolmentDtoSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  course: CourseSummaryDtoSchema,
  schedules: Type.Array(ScheduleDtoSchema),
  teacher: Type.Object({ displayName: Type.String() }),
  webMeetingUrl: Nullable(Type.String()),
  /** ISO time of the group's first lesson; before it the course shows 'Занятия еще не начались.'. */
  startsAt: Nullable(IsoTime()),
});
export type EnrolmentDto = Static<typeof EnrolmentDtoSchema>;

export const EnrolmentListResponseSchema = Type.Object({ data: Type.Array(EnrolmentDtoSchema), hasArchive: Type.Boolean() });
export type EnrolmentListResponse = Static<typeof EnrolmentListResponseSchema>;

/** windowId: a window of a registered kind (the spec's 1-17 today); the services check it on input. */
export const TaskTextWindowDtoSchema = Type.Object({
  id: Type.Optional(Type.Integer()),
  taskId: Type.Optional(Type.Integer()),
  windowId: WindowNumber(),
  text: Str(2_000_000),
});
export type TaskTextWindowDto = Omit<Static<typeof TaskTextWindowDtoSchema>, 'windowId'> & { windowId: WindowId };

export const QuizAnswerOptionDtoSchema = Type.Object({
  id: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }),
  text: Str(10_000),
  /** Sent to authors only; students never receive it. */
  isCorrect: Type.Optional(Type.Boolean()),
});
export type QuizAnswerOptionDto = Static<typeof QuizAnswerOptionDtoSchema>;

export const QuizDtoSchema = Type.Object({ question: Str(20_000), answers: Type.Array(QuizAnswerOptionDtoSchema, { maxItems: 100 }) });
export type QuizDto = Static<typeof QuizDtoSchema>;

export const WebResourceDtoSchema = Type.Object({ name: Str(300), url: Str(2000), md5: Str(64) });
export type WebResourceDto = Static<typeof WebResourceDtoSchema>;

export const TaskDtoSchema = Type.Object({
  id: Type.Integer(),
  lessonId: Type.Integer(),
  taskId: Type.Integer(),
  order: Type.Integer(),
  parentId: Nullable(Type.Integer()),
  taskName: Type.String(),
  taskType: TaskTypeName(),
  isOptional: Type.Boolean(),
  isAutoCheck: Type.Boolean(),
  quiz: Nullable(QuizDtoSchema),
  taskText: Type.Array(TaskTextWindowDtoSchema),
  webResource: Type.Array(WebResourceDtoSchema),
  projectId: Nullable(Type.Integer()),
  solveStatus: Type.Enum(SolveStatus),
  accessType: Type.Integer(),
  studentId: Nullable(Type.Integer()),
  title: Type.String(),
  desc: Type.String(),
  /**
   * The picture the task's solution draws (turtle ops of the Python runtime's drawing log), made
   * by the server in the check service's sandbox so the student gets the target, never the
   * solution. Present only where the kind shows one (a check that compares drawings).
   */
  referenceDrawing: Type.Optional(Type.Array(Type.Object({ t: Type.String() }, { additionalProperties: true }))),
});
export type TaskDto = Omit<Static<typeof TaskDtoSchema>, 'taskText'> & { taskText: TaskTextWindowDto[] };

/** Task navigation list item. */
export const TaskListItemDtoSchema = Type.Object({
  id: Type.Integer(),
  order: Type.Integer(),
  isOptional: Type.Boolean(),
  taskType: TaskTypeName(),
  solveStatus: Type.Enum(SolveStatus),
  lessonId: Type.Integer(),
  taskName: Type.String(),
  /** Locked by progress for the student (never for teachers and course authors). */
  locked: Type.Boolean(),
  /** Task group id (taskGroupId), null for top-level tasks. */
  parentId: Nullable(Type.Integer()),
});
export type TaskListItemDto = Static<typeof TaskListItemDtoSchema>;
