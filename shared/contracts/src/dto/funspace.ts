import { Type, type Static } from 'typebox';
import { HackGrade } from '../enums';
import { Count, Id, IsoTime, Nullable, Str } from './schema-kit';

/**
 * Fun Space projects (platform-core 3, 4, 7).
 *
 * Visibility of a project read by id (GET /api/student/{id}/project/{projectId}) or by hash
 * (GET /api/student/{id}/project/share/{hash}); {id} is the caller's id, or 0 for an anonymous
 * load (those two routes are public; a bearer, if sent, is still read):
 * - accessType 0 (only me): the owner, and a teacher of one of the owner's groups (who checks the child's work);
 * - accessType 1 (school students): any logged-in user of the school (any valid access token);
 * - accessType 2 (everyone): anyone, also anonymous visitors (user 0).
 * Hidden projects answer 403 with code PROJECT_PRIVATE (the player shows the not-public image);
 * a missing project, or someone else's project in the trash, answers 404 'Проект не найден'.
 * Save, delete, undelete and url act on the projects of {id} only (the caller must be allowed to
 * act for {id}, as on every student route). A fork starts private (accessType 0).
 * Likes need a token; view counts, trending and hackathon winners are public.
 */
export const ProjectTextDtoSchema = Type.Object(
  { windowId: Type.Integer({ minimum: 1, maximum: 99 }), text: Str(2_000_000) },
  { additionalProperties: false },
);
export type ProjectTextDto = Static<typeof ProjectTextDtoSchema>;

/**
 * A file attached to a project. resourceType: 'File' for the project's own file or link (sb3,
 * image, slides, Unity build parts by name: *.loader.js, *.data, *.framework.js, *.wasm),
 * 'Thumb', 'Presentation', and the hackathon materials 9 (video presentation), 17
 * (presentation), 18 (poster).
 */
export const ProjectResourceDtoSchema = Type.Object(
  {
    name: Str(300),
    url: Str(1000),
    md5: Type.Optional(Nullable(Str(64))),
    resourceType: Type.Union([Str(40), Type.Integer({ minimum: 0, maximum: 1000 })]),
    guid: Type.Optional(Nullable(Str(64))),
  },
  { additionalProperties: false },
);
/** A resource as a client sends it (md5 and guid may be left out). */
export type ProjectResourceInput = Static<typeof ProjectResourceDtoSchema>;
export type ProjectResourceDto = Omit<ProjectResourceInput, 'md5'> & { md5: string | null };

export const ProjectAuthorDtoSchema = Type.Object({
  id: Type.Integer(),
  displayName: Type.String(),
  firstName: Type.String(),
  lastName: Type.String(),
  gender: Nullable(Type.String()),
  avatar: Nullable(Type.String()),
  age: Nullable(Type.Integer()),
});
export type ProjectAuthorDto = Static<typeof ProjectAuthorDtoSchema>;

export const HackProjectDtoSchema = Type.Object({
  hackEventId: Type.Integer(),
  hackEvent: Type.String(),
  hackNominationId: Nullable(Type.Integer()),
  hackNomination: Nullable(Type.String()),
  hackGrade: Nullable(Type.Enum(HackGrade)),
  /** 0 Super Senior award, 1-3 podium, 4-9 numbered, 10 near-prize star; null when not placed. */
  place: Nullable(Type.Integer()),
});
export type HackProjectDto = Static<typeof HackProjectDtoSchema>;

/** One playable piece of a project: the workspace that plays it and where its content is (see projectParts). */
export const ProjectPartDtoSchema = Type.Object({ taskType: Type.String(), url: Type.String() });
export type ProjectPartDto = Static<typeof ProjectPartDtoSchema>;

/** projectType: a ProjectType; accessType (stored reading): 0 only me, 1 school students, 2 everyone. */
export const ProjectDtoSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  desc: Type.String(),
  projectType: Type.Integer(),
  accessType: Type.Integer(),
  createdAt: IsoTime(),
  isDeleted: Type.Boolean(),
  studentId: Type.Integer(),
  author: Type.String(),
  /** `${origin}/pub/p/${hash}`: the last path segment is the public hash. */
  publicUrl: Type.String(),
  baseUrl: Type.String(),
  thumbnail: Nullable(Type.String()),
  resources: Type.Array(ProjectResourceDtoSchema),
  projectText: Type.Array(ProjectTextDtoSchema),
  stats: Type.Object({ likes: Count(), views: Count() }),
  parts: Type.Array(ProjectPartDtoSchema),
  /** Did the caller like it (false for anonymous callers). */
  liked: Type.Boolean(),
  profile: ProjectAuthorDtoSchema,
  hackProject: Nullable(HackProjectDtoSchema),
});
/** projectType and accessType stay plain numbers: a ProjectType or ProjectAccess, or one this build does not know. */
export type ProjectDto = Omit<Static<typeof ProjectDtoSchema>, 'resources'> & {
  resources: ProjectResourceDto[];
};

/** The fields of create and save. accessType is the stored reading: 0 only me, 1 school students, 2 everyone. */
const editable = {
  title: Str(300),
  desc: Type.Optional(Str(10_000)),
  accessType: Type.Optional(Type.Integer({ minimum: 0, maximum: 2 })),
  resources: Type.Optional(Type.Array(ProjectResourceDtoSchema, { maxItems: 100 })),
  projectText: Type.Optional(Type.Array(ProjectTextDtoSchema, { maxItems: 50 })),
  thumbnail: Type.Optional(Nullable(Str(500))),
};
/**
 * Create takes access in either reading of the spec (shared/contracts/README.md, deliberate
 * readings): accessType in the stored reading (0 only me, 1 school students, 2 everyone) or
 * listAccess in the Fun Space list reading (1 Публичный, 2 Приватный), not both. Without either a
 * new project is seen by the school's students only (1); the child chooses more.
 */
export const ProjectCreateSchema = Type.Object(
  {
    ...editable,
    projectType: Type.Integer({ minimum: 1, maximum: 99 }),
    studentId: Type.Optional(Id()),
    listAccess: Type.Optional(Type.Union([Type.Literal(1), Type.Literal(2)])),
  },
  { additionalProperties: false },
);
export type ProjectCreate = Static<typeof ProjectCreateSchema>;

/** POST /api/student/{id}/project/{projectId}: fields absent are left unchanged. */
export const ProjectSaveSchema = Type.Object(
  { ...editable, title: Type.Optional(Str(300)), id: Type.Optional(Id()), studentId: Type.Optional(Id()), publicUrl: Type.Optional(Str(1000)) },
  { additionalProperties: false },
);
export type ProjectSave = Static<typeof ProjectSaveSchema>;

/** The list filter of GET /api/student/{id}/project?filter= */
export const ProjectListFilterSchema = Type.Union([Type.Literal('all'), Type.Literal('published'), Type.Literal('trash')]);
export type ProjectListFilter = Static<typeof ProjectListFilterSchema>;

export const LikeResultSchema = Type.Object({ liked: Type.Boolean(), likes: Count() });
export type LikeResult = Static<typeof LikeResultSchema>;

export const ViewResultSchema = Type.Object({
  /** false when this session had already been counted for this project. */
  counted: Type.Boolean(),
  views: Count(),
});
export type ViewResult = Static<typeof ViewResultSchema>;

/**
 * Trending (GET /api/student/project/trend, no auth): public projects (accessType 2, not deleted)
 * ranked by score = 3 × likes in the last 14 days + views in the last 14 days, then by all-time
 * likes, then newest. At most TREND_LIMIT items.
 */
export const TREND_WINDOW_DAYS = 14;
export const TREND_LIKE_WEIGHT = 3;
export const TREND_LIMIT = 30;

/**
 * The view session: the client sends header X-View-Session with a random id made once per
 * browser tab session (kept in sessionStorage). A view is counted once per (project, session).
 * Without the header the server falls back to the caller's user id ("u:{id}"), and for an
 * anonymous caller to the remote address ("ip:{addr}").
 */
export const VIEW_SESSION_HEADER = 'x-view-session';

export const HackEventDtoSchema = Type.Object({
  id: Type.Integer(),
  title: Type.String(),
  desc: Type.String(),
  startsAt: IsoTime(),
  endsAt: IsoTime(),
  nominations: Type.Array(Type.Object({ id: Type.Integer(), title: Type.String() })),
  courseId: Nullable(Type.Integer()),
});
export type HackEventDto = Static<typeof HackEventDtoSchema>;

/**
 * Hackathon calls (methods and fields are ours):
 * - GET /api/hack (public): every hackathon with nominations.
 * - GET/POST /api/student/{id}/hack/{hackId}/application: read (null if none) / apply or change
 *   the grade (body HackApplicationCreate).
 * - GET .../grades: the age bands; GET .../grades/{gradeId}: one band (404 if not of this hackathon).
 * - GET .../course: the preparation course (HackCourseDto, nulls when none).
 * - GET/POST .../project/submission: read / submit an own, not deleted project to a nomination of
 *   this hackathon (needs an application; one submission per student, a new one replaces it).
 * Applying and submitting close when the hackathon ends (400 with code HACK_CLOSED); a project
 * takes part in one hackathon only (400 PROJECT_IN_OTHER_HACK).
 * Answers are { data }. Jury places are set by staff in the database (not exposed here).
 */
/** Hackathon application: POST creates (the server derives the grade), GET reads, null if none. */
export const HackApplicationDtoSchema = Type.Object({
  id: Type.Integer(),
  hackEventId: Type.Integer(),
  studentId: Type.Integer(),
  grade: Type.Enum(HackGrade),
  createdAt: IsoTime(),
});
export type HackApplicationDto = Static<typeof HackApplicationDtoSchema>;

export const HackApplicationCreateSchema = Type.Object(
  {
    /** Set by the student's teacher only; a student's application takes the grade of the age (the server ignores this). */
    grade: Type.Optional(Type.Enum(HackGrade)),
    /** Team or motivation note, optional. */
    note: Type.Optional(Str(2000)),
  },
  { additionalProperties: false },
);
export type HackApplicationCreate = Static<typeof HackApplicationCreateSchema>;

/** A grade (age band) of a hackathon: GET .../grades lists, GET .../grades/{gradeId} reads one. */
export const HackGradeDtoSchema = Type.Object({
  id: Type.Integer(),
  grade: Type.Enum(HackGrade),
  minAge: Type.Integer(),
  maxAge: Type.Integer(),
});
export type HackGradeDto = Static<typeof HackGradeDtoSchema>;

/** GET .../course: the preparation course of the hackathon, if any. */
export const HackCourseDtoSchema = Type.Object({ courseId: Nullable(Type.Integer()), title: Nullable(Type.String()) });
export type HackCourseDto = Static<typeof HackCourseDtoSchema>;

/** POST .../project/submission submits a own project to a nomination; GET reads the submission. */
export const HackSubmissionCreateSchema = Type.Object({ projectId: Id(), nominationId: Id() }, { additionalProperties: false });
export type HackSubmissionCreate = Static<typeof HackSubmissionCreateSchema>;

/** The answer of GET/POST .../project/submission (GET answers null when nothing is submitted). */
export const HackSubmissionDtoSchema = Type.Object({
  projectId: Type.Integer(),
  hackEventId: Type.Integer(),
  nominationId: Nullable(Type.Integer()),
  grade: Nullable(Type.Enum(HackGrade)),
  /** Set by the jury; null until judged. */
  place: Nullable(Type.Integer()),
});
export type HackSubmissionDto = Static<typeof HackSubmissionDtoSchema>;

/** Recommended covers per project type (cover picker, platform-core 2). */
export const RECOMMENDED_COVERS = 14;

/** Path parameters of the Fun Space calls ({userId} 0 is an anonymous load where the spec allows it). */
const HashProp = Type.String({ maxLength: 40, pattern: '^[A-Za-z0-9_-]*$' });
export const StudentParamsSchema = Type.Object({ userId: Id() }, { additionalProperties: false });
export const ProjectParamsSchema = Type.Object({ userId: Id({ minimum: 0 }), projectId: Id() }, { additionalProperties: false });
export const OwnProjectParamsSchema = Type.Object({ userId: Id(), projectId: Id() }, { additionalProperties: false });
export const HashParamsSchema = Type.Object({ hash: HashProp }, { additionalProperties: false });
export const UserHashParamsSchema = Type.Object({ userId: Id({ minimum: 0 }), hash: HashProp }, { additionalProperties: false });
export const ForkParamsSchema = Type.Object({ userId: Id(), hash: HashProp }, { additionalProperties: false });
export const ProjectListQuerySchema = Type.Object({ filter: Type.Optional(ProjectListFilterSchema) }, { additionalProperties: false });
export const HackParamsSchema = Type.Object({ userId: Id(), hackId: Id() }, { additionalProperties: false });
export const HackGradeParamsSchema = Type.Object({ userId: Id(), hackId: Id(), gradeId: Id() }, { additionalProperties: false });
