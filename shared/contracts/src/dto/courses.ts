import type { SolveStatus, TaskType, WindowId } from '../enums';

export interface ScheduleDto {
  id: number;
  /** 0 Sunday ... 6 Saturday, as JavaScript's Date.getDay. */
  weekDay: number;
  hour: number;
  minute: number;
}

export interface LessonRefDto {
  id: number;
  moduleId: number;
  title: string;
  /** ISO time of the lesson's first class, null when not scheduled. */
  startsAt: string | null;
}

export interface ModuleDto {
  id: number;
  moduleNumber: number;
  title: string;
}

export interface CourseSummaryDto {
  id: number;
  title: string;
  logoUrl: string | null;
  lessonCount: number;
  lessonPassed: number;
  currentLessonId: number | null;
  lessons: LessonRefDto[];
  modules: ModuleDto[];
}

/** One enrolment of the student: GET /api/student/{userId}/group. */
export interface EnrolmentDto {
  id: number;
  title: string;
  course: CourseSummaryDto;
  schedules: ScheduleDto[];
  teacher: { displayName: string };
  webMeetingUrl: string | null;
  /** ISO time of the group's first lesson; before it the course shows 'Занятия еще не начались.'. */
  startsAt: string | null;
}

export interface EnrolmentListResponse {
  data: EnrolmentDto[];
  hasArchive: boolean;
}

export interface TaskTextWindowDto {
  id?: number;
  taskId?: number;
  windowId: WindowId;
  text: string;
}

export interface QuizAnswerOptionDto {
  id: number;
  text: string;
  /** Sent to authors only; students never receive it. */
  isCorrect?: boolean;
}

export interface QuizDto {
  question: string;
  answers: QuizAnswerOptionDto[];
}

export interface WebResourceDto {
  name: string;
  url: string;
  md5: string;
}

export interface TaskDto {
  id: number;
  lessonId: number;
  taskId: number;
  order: number;
  parentId: number | null;
  taskName: string;
  taskType: TaskType;
  isOptional: boolean;
  isAutoCheck: boolean;
  quiz: QuizDto | null;
  taskText: TaskTextWindowDto[];
  webResource: WebResourceDto[];
  projectId: number | null;
  solveStatus: SolveStatus;
  accessType: number;
  studentId: number | null;
  title: string;
  desc: string;
}

/** Task navigation list item. */
export interface TaskListItemDto {
  id: number;
  order: number;
  isOptional: boolean;
  taskType: TaskType;
  solveStatus: SolveStatus;
  lessonId: number;
  taskName: string;
  /** Locked by progress for the student (never for teachers and course authors). */
  locked: boolean;
  /** Task group id (taskGroupId), null for top-level tasks. */
  parentId: number | null;
}
