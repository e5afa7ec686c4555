import { Type, type Static } from 'typebox';
import { Count, Data, Id, IsoTime, Nullable, Str } from './dto/schema-kit';
import { TaskTextWindowDtoSchema } from './dto/courses';

/**
 * The teacher's review in words (a verdict with a comment and an optional rubric level), the
 * student's notices of checked tasks, and the author's server check of a task's solution.
 */
type Id = number | string;

export const ReviewPaths = {
  /** Teacher: accept, reject or withdraw the check of a student's task, with a comment. */
  review: (taskId: Id) => `/api/teacher/task/${taskId}/review`,
  /** The verdict of a task with the teacher's comment (the student, or their teacher with ?studentId=). */
  taskReview: (taskId: Id) => `/api/course/lesson/task/${taskId}/review`,
  /** The student opened the checked task: its notice leaves the home page. */
  reviewSeen: (taskId: Id) => `/api/course/lesson/task/${taskId}/review/seen`,
  /** The student's checked tasks not opened since the check. */
  notices: '/api/review-notices',
  /** Staff: the task's server check run against the solution (as stored, or as edited and not saved). */
  tryCheck: (taskId: Id) => `/api/author/task/${taskId}/try-check`,
} as const;

export const ReviewVerdict = { Accept: 'accept', Reject: 'reject', Cancel: 'cancel' } as const;
export type ReviewVerdict = (typeof ReviewVerdict)[keyof typeof ReviewVerdict];

/** What a stored review says; a withdrawn check leaves no review. */
export const ReviewOutcome = { Accepted: 'accepted', Rejected: 'rejected' } as const;
export type ReviewOutcome = (typeof ReviewOutcome)[keyof typeof ReviewOutcome];

export const REVIEW_COMMENT_MAX = 2000;
export const RUBRIC_LEVEL_MAX = 100;
/** A rubric is a short list: more levels than this in a task's config are ignored. */
export const RUBRIC_MAX_LEVELS = 10;

export const ReviewTaskParamsSchema = Type.Object({ taskId: Id() }, { additionalProperties: false });

export const ReviewBodySchema = Type.Object(
  {
    studentId: Id(),
    verdict: Type.Enum(ReviewVerdict),
    comment: Type.Optional(Str(REVIEW_COMMENT_MAX)),
    level: Type.Optional(Str(RUBRIC_LEVEL_MAX, { minLength: 1 })),
  },
  { additionalProperties: false },
);
export type ReviewBody = Static<typeof ReviewBodySchema>;

export const TaskReviewSchema = Type.Object({
  taskId: Type.Integer(),
  studentId: Type.Integer(),
  outcome: Type.Enum(ReviewOutcome),
  comment: Type.String(),
  level: Nullable(Type.String()),
  reviewerTitle: Type.String(),
  reviewedAt: IsoTime(),
  seen: Type.Boolean(),
});
export type TaskReviewDto = Static<typeof TaskReviewSchema>;

export const ReviewResultSchema = Type.Object({ solveStatus: Type.String(), review: Nullable(TaskReviewSchema) });
export type ReviewResultDto = Static<typeof ReviewResultSchema>;

export const ReviewNoticeSchema = Type.Object({
  taskId: Type.Integer(),
  lessonId: Type.Integer(),
  courseId: Type.Integer(),
  taskName: Type.String(),
  /** The task's type: its link opens the app that solves it (app=scratch with a full page load). */
  taskType: Type.String(),
  outcome: Type.Enum(ReviewOutcome),
  reviewedAt: IsoTime(),
});
export type ReviewNoticeDto = Static<typeof ReviewNoticeSchema>;

export const ReviewQuerySchema = Type.Object({ studentId: Type.Optional(Id()) }, { additionalProperties: false });

/** The edited windows to check instead of the stored ones (the author tries before saving). */
export const TryCheckBodySchema = Type.Object(
  { taskText: Type.Optional(Type.Array(TaskTextWindowDtoSchema, { maxItems: 17 })) },
  { additionalProperties: false },
);
export type TryCheckBody = Static<typeof TryCheckBodySchema>;

export const TryCheckResultSchema = Type.Object({ passed: Type.Boolean(), message: Type.String(), durationMs: Count() });
export type TryCheckResultDto = Static<typeof TryCheckResultSchema>;

export const ReviewResponseSchema = Data(ReviewResultSchema);
export const TaskReviewResponseSchema = Data(Nullable(TaskReviewSchema));
export const ReviewNoticesResponseSchema = Data(Type.Array(ReviewNoticeSchema));
export const TryCheckResponseSchema = Data(TryCheckResultSchema);

/**
 * The rubric of a task: an optional list of level names under `rubric` in the task's config
 * (window 12, JSON). Anything else (no config, not JSON, no list) is no rubric.
 */
export function rubricLevels(configText: string | undefined): string[] {
  if (!configText?.trim()) return [];
  let value: unknown;
  try {
    value = JSON.parse(configText);
  } catch {
    return [];
  }
  const rubric = value && typeof value === 'object' && !Array.isArray(value) ? (value as { rubric?: unknown }).rubric : undefined;
  if (!Array.isArray(rubric)) return [];
  const levels = rubric.filter((l): l is string => typeof l === 'string').map((l) => l.trim()).filter((l) => l && l.length <= RUBRIC_LEVEL_MAX);
  return [...new Set(levels)].slice(0, RUBRIC_MAX_LEVELS);
}
