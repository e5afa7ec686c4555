import type { HackGrade, ProjectAccess, ProjectType } from '../enums';

/**
 * Fun Space projects (platform-core 3, 4, 7).
 *
 * Visibility of a project read by id (GET /api/student/{id}/project/{projectId}) or by hash
 * (GET /api/student/{id}/project/share/{hash}); {id} is the caller's id, or 0 for an anonymous
 * load (those two routes are public; a bearer, if sent, is still read):
 * - accessType 0 (only me): the owner, a teacher of one of the owner's groups and a course author;
 * - accessType 1 (school students): any logged-in user of the school (any valid access token);
 * - accessType 2 (everyone): anyone, also anonymous visitors (user 0).
 * Hidden projects answer 403 with code PROJECT_PRIVATE (the player shows the not-public image);
 * a missing project, or someone else's project in the trash, answers 404 'Проект не найден'.
 * Save, delete, undelete and url act on the projects of {id} only (the caller must be allowed to
 * act for {id}, as on every student route). A fork starts private (accessType 0).
 * Likes need a token; view counts, trending and hackathon winners are public.
 */
export interface ProjectTextDto {
  windowId: number;
  text: string;
}

/**
 * A file attached to a project. resourceType: 'File' for the project's own file or link (sb3,
 * image, slides, Unity build parts by name: *.loader.js, *.data, *.framework.js, *.wasm),
 * 'Thumb', 'Presentation', and the hackathon materials 9 (video presentation), 17
 * (presentation), 18 (poster).
 */
export interface ProjectResourceDto {
  name: string;
  url: string;
  md5: string | null;
  resourceType: string | number;
  guid?: string | null;
}

export interface ProjectAuthorDto {
  id: number;
  displayName: string;
  firstName: string;
  lastName: string;
  gender: string | null;
  avatar: string | null;
  age: number | null;
}

export interface HackProjectDto {
  hackEventId: number;
  hackEvent: string;
  hackNominationId: number | null;
  hackNomination: string | null;
  hackGrade: HackGrade | null;
  /** 0 Super Senior award, 1-3 podium, 4-9 numbered, 10 near-prize star; null when not placed. */
  place: number | null;
}

export interface ProjectDto {
  id: number;
  title: string;
  desc: string;
  projectType: ProjectType | number;
  /** Stored reading: 0 only me, 1 school students, 2 everyone. */
  accessType: ProjectAccess | number;
  createdAt: string;
  isDeleted: boolean;
  studentId: number;
  author: string;
  /** `${origin}/pub/p/${hash}`: the last path segment is the public hash. */
  publicUrl: string;
  baseUrl: string;
  thumbnail: string | null;
  resources: ProjectResourceDto[];
  projectText: ProjectTextDto[];
  stats: { likes: number; views: number };
  /** Did the caller like it (false for anonymous callers). */
  liked: boolean;
  profile: ProjectAuthorDto;
  hackProject: HackProjectDto | null;
}

/** POST /api/student/{id}/project. accessType here is the stored reading (default 2 = Публичный). */
export interface ProjectCreate {
  title: string;
  desc?: string;
  projectType: number;
  accessType?: number;
  resources?: ProjectResourceDto[];
  projectText?: ProjectTextDto[];
  thumbnail?: string | null;
}

/** POST /api/student/{id}/project/{projectId}: fields absent are left unchanged. */
export interface ProjectSave {
  id?: number;
  title?: string;
  desc?: string;
  accessType?: number;
  resources?: ProjectResourceDto[];
  projectText?: ProjectTextDto[];
  thumbnail?: string | null;
  publicUrl?: string;
}

/** The list filter of GET /api/student/{id}/project?filter= */
export type ProjectListFilter = 'all' | 'published' | 'trash';

export interface LikeResult {
  liked: boolean;
  likes: number;
}

export interface ViewResult {
  /** false when this session had already been counted for this project. */
  counted: boolean;
  views: number;
}

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

export interface HackEventDto {
  id: number;
  title: string;
  desc: string;
  startsAt: string;
  endsAt: string;
  nominations: { id: number; title: string }[];
  courseId: number | null;
}

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
/** Hackathon application: POST creates (grade chosen), GET reads, null if none. */
export interface HackApplicationDto {
  id: number;
  hackEventId: number;
  studentId: number;
  grade: HackGrade;
  createdAt: string;
}

export interface HackApplicationCreate {
  grade: HackGrade;
  /** Team or motivation note, optional. */
  note?: string;
}

/** A grade (age band) of a hackathon: GET .../grades lists, GET .../grades/{gradeId} reads one. */
export interface HackGradeDto {
  id: number;
  grade: HackGrade;
  minAge: number;
  maxAge: number;
}

/** GET .../course: the preparation course of the hackathon, if any. */
export interface HackCourseDto {
  courseId: number | null;
  title: string | null;
}

/** POST .../project/submission submits a own project to a nomination; GET reads the submission. */
export interface HackSubmissionCreate {
  projectId: number;
  nominationId: number;
}

/** The answer of GET/POST .../project/submission (GET answers null when nothing is submitted). */
export interface HackSubmissionDto {
  projectId: number;
  hackEventId: number;
  nominationId: number | null;
  grade: HackGrade | null;
  /** Set by the jury; null until judged. */
  place: number | null;
}

/** Recommended covers per project type (cover picker, platform-core 2). */
export const RECOMMENDED_COVERS = 14;
