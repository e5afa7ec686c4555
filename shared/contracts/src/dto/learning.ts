import { Type, type Static } from 'typebox';
import { SolveStatus, TaskAction } from '../enums';
import type { AnswerItem } from '../workspace';
import { TaskListItemDtoSchema, TaskTextWindowDtoSchema, WebResourceDtoSchema, type TaskTextWindowDto } from './courses';
import { Count, Id, IsoTime, Nullable, Revision, Str, TaskTypeName } from './schema-kit';

const strict = { additionalProperties: false } as const;

/** GET /api/course: the courses the caller can see (enrolled or Funbox; all for staff). */
export const CourseDtoSchema = Type.Object({ id: Type.Integer(), title: Type.String(), logoUrl: Nullable(Type.String()), isFunbox: Type.Boolean() });
export type CourseDto = Static<typeof CourseDtoSchema>;

/** Which tasks GET /api/course/{id}/lesson?status= keeps: 'Все задания' (no param), 'Нерешенные задания', 'Задания на проверке'. */
export const LessonStatusFilter = {
  Unsolved: 'Unsolved',
  ManualCheck: 'ManualCheck',
} as const;
export type LessonStatusFilter = (typeof LessonStatusFilter)[keyof typeof LessonStatusFilter];

/** A lesson with the caller's (or studentId's) task list; lessons with no task left by the filter are dropped. */
export const LessonWithTasksDtoSchema = Type.Object({
  id: Type.Integer(),
  moduleId: Type.Integer(),
  moduleNumber: Type.Integer(),
  title: Type.String(),
  order: Type.Integer(),
  tasks: Type.Array(TaskListItemDtoSchema),
});
export type LessonWithTasksDto = Static<typeof LessonWithTasksDtoSchema>;

/** Body of POST /api/course/lesson/{lessonId}/task/{taskId} (edit mode, course authors). */
/** A quiz as the author edits it: new options have no id yet. */
export const QuizEditSchema = Type.Object({
  question: Str(20_000),
  answers: Type.Array(Type.Object({ id: Type.Optional(Id({ minimum: 0 })), text: Str(10_000), isCorrect: Type.Optional(Type.Boolean()) }, strict), {
    maxItems: 100,
  }),
});
export const TaskSaveBodySchema = Type.Object({
  taskName: Type.Optional(Str(200, { minLength: 1 })),
  taskText: Type.Array(TaskTextWindowDtoSchema, { maxItems: 40 }),
  quiz: Nullable(QuizEditSchema),
  webResource: Type.Array(WebResourceDtoSchema, { maxItems: 100 }),
}, strict);
export type TaskSaveBody = Omit<Static<typeof TaskSaveBodySchema>, 'taskText'> & { taskText: TaskTextWindowDto[] };

/** Answer of POST .../status?action=: the new status and its badge code (5, 10, 4 or null). */
export const TaskStatusResultDtoSchema = Type.Object({
  lessonTaskId: Type.Integer(),
  studentId: Type.Integer(),
  action: Type.Enum(TaskAction),
  solveStatus: Type.Enum(SolveStatus),
  statusCode: Nullable(Type.Integer()),
});
export type TaskStatusResultDto = Static<typeof TaskStatusResultDtoSchema>;

/** GET /api/course/lesson/{lessonId}/theory. Text is markdown. */
/** Lesson resources (platform-core 7, path ours): resourceType as ResourceType. */
export const LessonResourceDtoSchema = Type.Object({
  id: Type.Integer(),
  name: Type.String(),
  resourceType: Type.Union([Type.String(), Type.Integer()]),
  url: Type.String(),
});
export type LessonResourceDto = Static<typeof LessonResourceDtoSchema>;
export const LessonResourcesDtoSchema = Type.Array(LessonResourceDtoSchema);

export const TheoryDtoSchema = Type.Object({
  lessonId: Type.Integer(),
  title: Type.String(),
  text: Type.String(),
  resources: Type.Array(LessonResourceDtoSchema),
});
export type TheoryDto = Static<typeof TheoryDtoSchema>;

/** GET /api/course/lesson/task/{id}/answer[?studentId]. */
/** One answer item as sent and stored: windowId 1-17, the text of that window. */
export const AnswerItemSchema = Type.Object({ windowId: Type.Integer({ minimum: 1, maximum: 99 }), answerText: Str(2_000_000) });

export const TaskAnswerDtoSchema = Type.Object({
  lessonTaskId: Type.Integer(),
  studentId: Type.Integer(),
  solveStatus: Type.Enum(SolveStatus),
  answer: Type.Array(AnswerItemSchema),
  /** The client revision of the stored answer; 0 when nothing is stored. */
  revision: Type.Number(),
  autoCheckPassed: Type.Boolean(),
  projectId: Nullable(Type.Integer()),
  updatedAt: Nullable(IsoTime()),
});
export type TaskAnswerDto = Static<typeof TaskAnswerDtoSchema> & { answer: AnswerItem[] };

/**
 * Body of POST /api/course/lesson/task/{id}/answer. `revision` grows with every save of one client
 * (we send Date.now() made strictly increasing); a save whose revision is not above the stored one
 * is ignored, so an older save that arrives late never overwrites a newer one. The spec's payload has
 * no revision: such a save always lands (last write wins) and leaves the stored revision as it was,
 * so our client's next save still compares against its own last one.
 */
export const AnswerSaveBodySchema = Type.Object({
  studentId: Id(),
  autoCheckPassed: Type.Boolean(),
  lessonTaskId: Id(),
  answer: Type.Array(AnswerItemSchema, { maxItems: 40 }),
  projectId: Nullable(Id()),
  resources: Type.Optional(Type.Array(WebResourceDtoSchema, { maxItems: 100 })),
  action: Type.Literal('Save'),
  revision: Type.Optional(Revision()),
}, strict);
export type AnswerSaveBody = Static<typeof AnswerSaveBodySchema>;

export const AnswerSaveResultDtoSchema = Type.Object({
  /** False when a newer save was already stored. */
  applied: Type.Boolean(),
  revision: Type.Number(),
  solveStatus: Type.Enum(SolveStatus),
});
export type AnswerSaveResultDto = Static<typeof AnswerSaveResultDtoSchema>;

/** One chosen quiz option: the body of POST .../answer/quiz is a list of these. */
export const QuizAnswerItemSchema = Type.Object({ studentId: Id(), answerId: Type.Integer({ minimum: 0, maximum: 2_147_483_647 }) }, strict);
export type QuizAnswerItem = Static<typeof QuizAnswerItemSchema>;
/** Body of POST /api/course/lesson/task/{id}/answer/quiz: the chosen options, all of one student. */
export const QuizAnswerBodySchema = Type.Array(QuizAnswerItemSchema, { minItems: 1, maxItems: 100 });

/** The server checks the quiz; the correct options are never sent to students. */
export const QuizResultDtoSchema = Type.Object({ correct: Type.Boolean(), solveStatus: Type.Enum(SolveStatus) });
export type QuizResultDto = Static<typeof QuizResultDtoSchema>;

/** GET /api/Group/{groupId}/students?lessonId=. */
export const GroupStudentDtoSchema = Type.Object({ id: Type.Integer(), title: Type.String() });
export type GroupStudentDto = Static<typeof GroupStudentDtoSchema>;

/** Teacher-view item of GET /api/bulk/course/lesson/task/status. */
export const BulkTaskStatusDtoSchema = Type.Object({
  lessonTaskId: Type.Integer(),
  studentId: Type.Integer(),
  solveStatus: Type.Enum(SolveStatus),
  taskType: TaskTypeName(),
});
export type BulkTaskStatusDto = Static<typeof BulkTaskStatusDtoSchema>;

export const CityDtoSchema = Type.Object({ id: Type.Integer(), title: Type.String() });
export type CityDto = Static<typeof CityDtoSchema>;

export const VenueDtoSchema = Type.Object({ id: Type.Integer(), cityId: Type.Integer(), title: Type.String() });
export type VenueDto = Static<typeof VenueDtoSchema>;

export const OrgGroupDtoSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  courseId: Type.Integer(),
  venueId: Nullable(Type.Integer()),
});
export type OrgGroupDto = Static<typeof OrgGroupDtoSchema>;

/** Funbox status of one extra course for one student. */
export const FunboxStatus = {
  Nothing: 'Nothing',
  Open: 'Open',
  Solved: 'Solved',
} as const;
export type FunboxStatus = (typeof FunboxStatus)[keyof typeof FunboxStatus];

export const FunboxCourseDtoSchema = Type.Object({
  course: Type.Object({
    id: Type.Integer(),
    title: Type.String(),
    logoUrl: Nullable(Type.String()),
    isFunbox: Type.Boolean(),
    lessonCount: Count(),
    lessonPassed: Count(),
    firstLessonId: Nullable(Type.Integer()),
  }),
  status: Type.Enum(FunboxStatus),
});
export type FunboxCourseDto = Static<typeof FunboxCourseDtoSchema>;

/** Event log entry (Execute, MarkCorrect, Skip, MarkWrong). */
export const TaskEventDtoSchema = Type.Object({
  id: Type.Integer(),
  lessonId: Type.Integer(),
  lessonTaskId: Type.Integer(),
  studentId: Type.Integer(),
  actorId: Type.Integer(),
  action: Type.Enum(TaskAction),
  createdAt: IsoTime(),
});
export type TaskEventDto = Static<typeof TaskEventDtoSchema>;

/** Query and path shapes of the teacher lookups (platform-core 7). */
export const GroupStudentsParamsSchema = Type.Object({ groupId: Id() }, { additionalProperties: false });
export const GroupStudentsQuerySchema = Type.Object({ lessonId: Type.Optional(Id()) }, { additionalProperties: false });
export const BulkTaskStatusQuerySchema = Type.Object(
  { lesson_id: Id(), student_id: Type.Optional(Id()), group_id: Type.Optional(Id()) },
  { additionalProperties: false },
);
export const IdParamsSchema = Type.Object({ id: Id() }, { additionalProperties: false });
export const OrgGroupsQuerySchema = Type.Object({ cityId: Type.Optional(Id()), venueId: Type.Optional(Id()) }, { additionalProperties: false });
export const FunboxStatusParamsSchema = Type.Object({ userId: Id(), courseId: Id() }, { additionalProperties: false });
export const FunboxStatusQuerySchema = Type.Object({ action: Type.Enum(FunboxStatus) }, { additionalProperties: false });
export const FunboxStatusResultSchema = Type.Object({ courseId: Type.Integer(), status: Type.Enum(FunboxStatus) });

/** Path and query shapes of the course, lesson, task and answer calls (platform-core 7). */
export const LessonTaskParamsSchema = Type.Object({ lessonId: Id(), taskId: Id() }, strict);
export const StudentQuerySchema = Type.Object({ studentId: Type.Optional(Id()) }, strict);
export const CourseLessonsQuerySchema = Type.Object({ status: Type.Optional(Type.Enum(LessonStatusFilter)), studentId: Type.Optional(Id()) }, strict);
export const LessonTasksQuerySchema = Type.Object({ taskGroupId: Type.Optional(Id()), studentId: Type.Optional(Id()) }, strict);
export const TaskStatusQuerySchema = Type.Object({ action: Type.Enum(TaskAction), studentId: Type.Optional(Id()) }, strict);
