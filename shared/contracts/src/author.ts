import { Type, type Static, type TSchema } from 'typebox';
import { Count, Data, Id, Nullable, Str, TaskTypeName } from './dto/schema-kit';

/**
 * Building a course in the browser: the author's paths and shapes (ours; the spec shows none).
 * Every path is checked against course_authors on the server: an author changes only their courses.
 */
type Id = number | string;

export const AuthorPaths = {
  /** GET the caller's courses (archived ones too, flagged); POST creates a course the caller authors. */
  courses: '/api/author/courses',
  /** POST edits a course (title, logo, archived). */
  course: (courseId: Id) => `/api/author/course/${courseId}`,
  /** POST the new order of the caller's course list (each of their courses once). */
  courseOrder: '/api/author/course-order',
  /** GET the groups that take the course, with their meeting link and timetable. */
  courseGroups: (courseId: Id) => `/api/author/course/${courseId}/groups`,
  /** POST edits a group of a course the caller authors: its meeting link and timetable. */
  group: (groupId: Id) => `/api/author/group/${groupId}`,
  /** POST adds a lesson (a draft) to a course. */
  courseLessons: (courseId: Id) => `/api/author/course/${courseId}/lesson`,
  /** POST the new order of a course's lessons. */
  lessonOrder: (courseId: Id) => `/api/author/course/${courseId}/lesson-order`,
  /** GET the course as one versioned JSON file. */
  courseExport: (courseId: Id) => `/api/author/course/${courseId}/export`,
  /** POST an exported file: a new course authored by the caller. */
  courseImport: '/api/author/courses/import',
  /** POST a trial group of the course for students named by login (the author teaches it). */
  courseGroup: (courseId: Id) => `/api/author/course/${courseId}/group`,
  /** GET a lesson with theory and resources; POST edits it; DELETE removes it with its tasks. */
  lesson: (lessonId: Id) => `/api/author/lesson/${lessonId}`,
  /** POST edits a task (name, optional, move to another lesson of the course); DELETE removes it. */
  task: (taskId: Id) => `/api/author/task/${taskId}`,
  /** POST copies a task with its windows, quiz and files right after it. */
  taskDuplicate: (taskId: Id) => `/api/author/task/${taskId}/duplicate`,
} as const;

/** The version of the course file this build writes and reads. */
export const COURSE_EXPORT_FORMAT = 'school-course';
export const COURSE_EXPORT_VERSION = 1;

/** Null first: with coercing validation a null tried against a number or string first would become 0 or ''. */
const NullOr = <S extends TSchema>(schema: S) => Type.Union([Type.Null(), schema]);
const Title = () => Str(200, { minLength: 1, pattern: '\\S' });
const Url = () => Str(1000, { pattern: '^(https?://|/)' });
/** Theory text (rich-text HTML) is bounded like a task window. */
const LongText = () => Str(200_000);

export const CourseIdParamsSchema = Type.Object({ courseId: Id() }, { additionalProperties: false });
export const AuthorGroupParamsSchema = Type.Object({ groupId: Id() }, { additionalProperties: false });
export const AuthorLessonParamsSchema = Type.Object({ lessonId: Id() }, { additionalProperties: false });
export const TaskIdParamsSchema = Type.Object({ taskId: Id() }, { additionalProperties: false });

export const AuthorLessonResourceSchema = Type.Object(
  { name: Str(300, { minLength: 1, pattern: '\\S' }), url: Url(), resourceType: Str(40, { minLength: 1 }) },
  { additionalProperties: false },
);
export type AuthorLessonResource = Static<typeof AuthorLessonResourceSchema>;

export const CourseCreateBodySchema = Type.Object({ title: Title(), logoUrl: Type.Optional(NullOr(Url())) }, { additionalProperties: false });
export type CourseCreateBody = Static<typeof CourseCreateBodySchema>;

export const CourseEditBodySchema = Type.Object(
  { title: Type.Optional(Title()), logoUrl: Type.Optional(NullOr(Url())), archived: Type.Optional(Type.Boolean()) },
  { additionalProperties: false, minProperties: 1 },
);
export type CourseEditBody = Static<typeof CourseEditBodySchema>;

export const CourseOrderBodySchema = Type.Object(
  { courseIds: Type.Array(Id(), { minItems: 1, maxItems: 500, uniqueItems: true }) },
  { additionalProperties: false },
);
export type CourseOrderBody = Static<typeof CourseOrderBodySchema>;

/**
 * One lesson time of a group, in UTC as the timetable is stored (weekDay 0 is Sunday). The ranges
 * are checked by the server with a Russian message naming them, so the schema only asks for integers.
 */
export const ScheduleSlotSchema = Type.Object({ weekDay: Type.Integer(), hour: Type.Integer(), minute: Type.Integer() }, { additionalProperties: false });
export type ScheduleSlotDto = Static<typeof ScheduleSlotSchema>;

export const AuthorGroupEditBodySchema = Type.Object(
  {
    /** Any text: the server checks it is an http(s) link and says so in Russian. */
    webMeetingUrl: Type.Optional(NullOr(Str(500))),
    schedules: Type.Optional(Type.Array(ScheduleSlotSchema, { maxItems: 50 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type AuthorGroupEditBody = Static<typeof AuthorGroupEditBodySchema>;

export const AuthorGroupSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  teacherName: Type.String(),
  studentCount: Count(),
  webMeetingUrl: Nullable(Type.String()),
  schedules: Type.Array(ScheduleSlotSchema),
});
export type AuthorGroupDto = Static<typeof AuthorGroupSchema>;

export const LessonCreateBodySchema = Type.Object({ title: Title() }, { additionalProperties: false });
export type LessonCreateBody = Static<typeof LessonCreateBodySchema>;

export const LessonEditBodySchema = Type.Object(
  {
    title: Type.Optional(Title()),
    published: Type.Optional(Type.Boolean()),
    theory: Type.Optional(LongText()),
    resources: Type.Optional(Type.Array(AuthorLessonResourceSchema, { maxItems: 50 })),
  },
  { additionalProperties: false, minProperties: 1 },
);
export type LessonEditBody = Static<typeof LessonEditBodySchema>;

export const LessonOrderBodySchema = Type.Object(
  { lessonIds: Type.Array(Id(), { minItems: 1, maxItems: 500, uniqueItems: true }) },
  { additionalProperties: false },
);
export type LessonOrderBody = Static<typeof LessonOrderBodySchema>;

export const TaskEditBodySchema = Type.Object(
  { taskName: Type.Optional(Title()), isOptional: Type.Optional(Type.Boolean()), lessonId: Type.Optional(Id()) },
  { additionalProperties: false, minProperties: 1 },
);
export type TaskEditBody = Static<typeof TaskEditBodySchema>;

export const CourseGroupBodySchema = Type.Object(
  { title: Title(), studentLogins: Type.Array(Str(100, { minLength: 1 }), { minItems: 1, maxItems: 100, uniqueItems: true }) },
  { additionalProperties: false },
);
export type CourseGroupBody = Static<typeof CourseGroupBodySchema>;

export const AuthorBuilderTaskSchema = Type.Object({
  id: Type.Integer(),
  order: Type.Integer(),
  taskName: Type.String(),
  taskType: Type.String(),
  isOptional: Type.Boolean(),
});
export type AuthorBuilderTaskDto = Static<typeof AuthorBuilderTaskSchema>;

export const AuthorBuilderLessonSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  order: Type.Integer(),
  published: Type.Boolean(),
  tasks: Type.Array(AuthorBuilderTaskSchema),
});
export type AuthorBuilderLessonDto = Static<typeof AuthorBuilderLessonSchema>;

export const AuthorBuilderCourseSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  logoUrl: Nullable(Type.String()),
  isFunbox: Type.Boolean(),
  archived: Type.Boolean(),
  lessons: Type.Array(AuthorBuilderLessonSchema),
});
export type AuthorBuilderCourseDto = Static<typeof AuthorBuilderCourseSchema>;

export const AuthorLessonDetailSchema = Type.Object({
  id: Type.Integer(),
  courseId: Type.Integer(),
  title: Type.String(),
  order: Type.Integer(),
  published: Type.Boolean(),
  theory: Type.String(),
  resources: Type.Array(Type.Object({ name: Type.String(), url: Type.String(), resourceType: Type.String() })),
});
export type AuthorLessonDetailDto = Static<typeof AuthorLessonDetailSchema>;

/**
 * One course as a file: lessons in order, each with theory, resources and tasks with every text
 * window, quiz and file. Files are referenced by URL (the files themselves are not inside).
 * `parentIndex` ties a task to its task group by position in the lesson's list.
 */
const ExportTaskSchema = Type.Object({
  taskName: Title(),
  taskType: TaskTypeName(),
  isOptional: Type.Boolean(),
  isAutoCheck: Type.Boolean(),
  accessType: Type.Integer({ minimum: 0, maximum: 100 }),
  parentIndex: NullOr(Type.Integer({ minimum: 0, maximum: 499 })),
  windows: Type.Array(Type.Object({ windowId: Type.Integer({ minimum: 1, maximum: 100 }), text: LongText() }, { additionalProperties: false }), { maxItems: 40 }),
  quiz: NullOr(
    Type.Object(
      {
        question: Str(20_000),
        options: Type.Array(Type.Object({ text: Str(20_000), isCorrect: Type.Boolean() }, { additionalProperties: false }), { maxItems: 50 }),
      },
      { additionalProperties: false },
    ),
  ),
  files: Type.Array(Type.Object({ name: Str(300), url: Str(1000), md5: Str(64) }, { additionalProperties: false }), { maxItems: 50 }),
}, { additionalProperties: false });

export const CourseExportSchema = Type.Object(
  {
    format: Type.Literal(COURSE_EXPORT_FORMAT),
    version: Type.Literal(COURSE_EXPORT_VERSION),
    course: Type.Object({ title: Title(), logoUrl: NullOr(Str(500)) }, { additionalProperties: false }),
    modules: Type.Array(Type.Object({ moduleNumber: Count(), title: Title() }, { additionalProperties: false }), { minItems: 1, maxItems: 100 }),
    lessons: Type.Array(
      Type.Object(
        {
          title: Title(),
          moduleIndex: Type.Integer({ minimum: 0, maximum: 99 }),
          published: Type.Boolean(),
          theory: LongText(),
          resources: Type.Array(Type.Object({ name: Str(300), url: Str(1000), resourceType: Str(40) }, { additionalProperties: false }), { maxItems: 50 }),
          tasks: Type.Array(ExportTaskSchema, { maxItems: 500 }),
        },
        { additionalProperties: false },
      ),
      { maxItems: 500 },
    ),
  },
  { additionalProperties: false },
);
export type CourseExportDto = Static<typeof CourseExportSchema>;

export const AuthorBuilderCoursesResponseSchema = Data(Type.Array(AuthorBuilderCourseSchema));
export const AuthorBuilderCourseResponseSchema = Data(AuthorBuilderCourseSchema);
export const AuthorBuilderLessonResponseSchema = Data(AuthorBuilderLessonSchema);
export const AuthorLessonDetailResponseSchema = Data(AuthorLessonDetailSchema);
export const AuthorBuilderTaskResponseSchema = Data(AuthorBuilderTaskSchema);
export const CourseGroupResponseSchema = Data(Type.Object({ id: Type.Integer(), title: Type.String(), studentCount: Count() }));
export const AuthorGroupsResponseSchema = Data(Type.Array(AuthorGroupSchema));
export const AuthorGroupResponseSchema = Data(AuthorGroupSchema);
export const DeletedResponseSchema = Data(Type.Object({ deleted: Type.Integer() }));

