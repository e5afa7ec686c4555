import type { SolveStatus, TaskAction, TaskType, WindowId } from '../enums';
import type { AnswerItem } from '../workspace';
import type { TaskListItemDto, TaskTextWindowDto, QuizDto, WebResourceDto } from './courses';

/** GET /api/course: the courses the caller can see (enrolled or Funbox; all for staff). */
export interface CourseDto {
  id: number;
  title: string;
  logoUrl: string | null;
  isFunbox: boolean;
}

/** Which tasks GET /api/course/{id}/lesson?status= keeps: 'Все задания' (no param), 'Нерешенные задания', 'Задания на проверке'. */
export const LessonStatusFilter = {
  Unsolved: 'Unsolved',
  ManualCheck: 'ManualCheck',
} as const;
export type LessonStatusFilter = (typeof LessonStatusFilter)[keyof typeof LessonStatusFilter];

/** A lesson with the caller's (or studentId's) task list; lessons with no task left by the filter are dropped. */
export interface LessonWithTasksDto {
  id: number;
  moduleId: number;
  moduleNumber: number;
  title: string;
  order: number;
  tasks: TaskListItemDto[];
}

/** Body of POST /api/course/lesson/{lessonId}/task/{taskId} (edit mode, course authors). */
export interface TaskSaveBody {
  taskName?: string;
  taskText: TaskTextWindowDto[];
  quiz: QuizDto | null;
  webResource: WebResourceDto[];
}

/** Answer of POST .../status?action=: the new status and its badge code (5, 10, 4 or null). */
export interface TaskStatusResultDto {
  lessonTaskId: number;
  studentId: number;
  action: TaskAction;
  solveStatus: SolveStatus;
  statusCode: number | null;
}

/** GET /api/course/lesson/{lessonId}/theory. Text is markdown. */
export interface TheoryDto {
  lessonId: number;
  title: string;
  text: string;
  resources: LessonResourceDto[];
}

/** Lesson resources (platform-core 7, path ours): resourceType as ResourceType. */
export interface LessonResourceDto {
  id: number;
  name: string;
  resourceType: string | number;
  url: string;
}

/** GET /api/course/lesson/task/{id}/answer[?studentId]. */
export interface TaskAnswerDto {
  lessonTaskId: number;
  studentId: number;
  solveStatus: SolveStatus;
  answer: AnswerItem[];
  /** The client revision of the stored answer; 0 when nothing is stored. */
  revision: number;
  autoCheckPassed: boolean;
  projectId: number | null;
  updatedAt: string | null;
}

/**
 * Body of POST /api/course/lesson/task/{id}/answer. `revision` grows with every save of one client
 * (we send Date.now() made strictly increasing); a save whose revision is not above the stored one
 * is ignored, so an older save that arrives late never overwrites a newer one.
 */
export interface AnswerSaveBody {
  studentId: number;
  autoCheckPassed: boolean;
  lessonTaskId: number;
  answer: AnswerItem[];
  projectId: number | null;
  resources: WebResourceDto[];
  action: 'Save';
  revision: number;
}

export interface AnswerSaveResultDto {
  /** False when a newer save was already stored. */
  applied: boolean;
  revision: number;
  solveStatus: SolveStatus;
}

/** One chosen quiz option: the body of POST .../answer/quiz is a list of these. */
export interface QuizAnswerItem {
  studentId: number;
  answerId: number;
}

/** The server checks the quiz; the correct options are never sent to students. */
export interface QuizResultDto {
  correct: boolean;
  solveStatus: SolveStatus;
}

/** GET /api/Group/{groupId}/students?lessonId=. */
export interface GroupStudentDto {
  id: number;
  title: string;
}

/** Teacher-view item of GET /api/bulk/course/lesson/task/status. */
export interface BulkTaskStatusDto {
  lessonTaskId: number;
  studentId: number;
  solveStatus: SolveStatus;
  taskType: TaskType;
}

export interface CityDto {
  id: number;
  title: string;
}

export interface VenueDto {
  id: number;
  cityId: number;
  title: string;
}

export interface OrgGroupDto {
  id: number;
  title: string;
  courseId: number;
  venueId: number | null;
}

/** Funbox status of one extra course for one student. */
export const FunboxStatus = {
  Nothing: 'Nothing',
  Open: 'Open',
  Solved: 'Solved',
} as const;
export type FunboxStatus = (typeof FunboxStatus)[keyof typeof FunboxStatus];

export interface FunboxCourseDto {
  course: CourseDto & { lessonCount: number; lessonPassed: number; firstLessonId: number | null };
  status: FunboxStatus;
}

/** Event log entry (Execute, MarkCorrect, Skip, MarkWrong). */
export interface TaskEventDto {
  id: number;
  lessonId: number;
  lessonTaskId: number;
  studentId: number;
  actorId: number;
  action: TaskAction;
  createdAt: string;
}

/** Window ids a student never receives (the reference solution). */
export const HIDDEN_FROM_STUDENT_WINDOWS: readonly WindowId[] = [17];
