/** Codes and enums of the product specification (platform-core sections 3 and 4). */

export const Role = {
  Student: 'student',
  Teacher: 'teacher',
  CourseAuthor: 'course_author',
} as const;
export type Role = (typeof Role)[keyof typeof Role];
export const ROLES: readonly Role[] = Object.values(Role);

/**
 * The spec's task types, in the order the spec lists them. Task types are open: a kind package
 * registers more (@school/task-kinds validates a type against the registered kinds); these names
 * stay constants so code about a built-in kind can name it.
 */
export const TaskType = {
  PlainText: 'PlainText',
  Python: 'Python',
  JS: 'JS',
  Frontend: 'Frontend',
  Blockly: 'Blockly',
  Typing: 'Typing',
  Quiz: 'Quiz',
  Files: 'Files',
  Video: 'Video',
  Manga: 'Manga',
  MatchQuiz: 'MatchQuiz',
  FillQuiz: 'FillQuiz',
  SortQuiz: 'SortQuiz',
  ScratchJr: 'ScratchJr',
  StickyMatchQuiz: 'StickyMatchQuiz',
  Scratch: 'Scratch',
  TypingGame: 'TypingGame',
  Writing: 'Writing',
  AiChat: 'AiChat',
  CustomGame: 'CustomGame',
  CodeEditor: 'CodeEditor',
  TypingTrainer: 'TypingTrainer',
} as const;
/** One of the spec's 22 task types (exhaustive `Record`s key on this). */
export type BuiltInTaskType = (typeof TaskType)[keyof typeof TaskType];
/** A task type: a built-in or one a registered kind package declares (`string & {}` keeps the built-ins' completion). */
export type TaskType = BuiltInTaskType | (string & {});
/** The spec's task types; the registered ones are @school/task-kinds' KIND_LIST. */
export const TASK_TYPES: readonly BuiltInTaskType[] = Object.values(TaskType);

/**
 * The spec's task text window ids (1-17). Window ids are open: a kind package declares its own
 * (`TaskKind.ownWindows`), and @school/task-kinds refuses two kinds claiming one id.
 */
export const WindowId = {
  description: 1,
  pythonCode: 2,
  pythonCheck: 3,
  jsCode: 4,
  htmlCode: 5,
  cssCode: 6,
  jsCheck: 7,
  frontendCheck: 8,
  jsTemplate: 9,
  htmlTemplate: 10,
  cssTemplate: 11,
  /** The kind's settings window (the spec's name): quiz, typing, Scratch and attempt settings, not only a page's. */
  frontendConfig: 12,
  blocksConfig: 13,
  blocklyGameMap: 14,
  blocklyGame: 15,
  typingText: 16,
  solution: 17,
} as const;
/** One of the spec's window ids 1-17. */
export type BuiltInWindowId = (typeof WindowId)[keyof typeof WindowId];
/** A window id: a built-in or one a registered kind declares. */
export type WindowId = BuiltInWindowId | (number & {});
/** The spec's window ids; the registered ones are @school/task-kinds' KNOWN_WINDOW_IDS. */
export const WINDOW_IDS: readonly BuiltInWindowId[] = Object.values(WindowId);

/** Solve statuses: the server sends the first four; the client adds Wrong and quizIncorrect. */
export const SolveStatus = {
  Nothing: 'Nothing',
  Open: 'Open',
  ManualCheck: 'ManualCheck',
  Solved: 'Solved',
  Skipped: 'Skipped',
  Wrong: 'Wrong',
  QuizIncorrect: 'quizIncorrect',
} as const;
export type SolveStatus = (typeof SolveStatus)[keyof typeof SolveStatus];
export const SERVER_SOLVE_STATUSES: readonly SolveStatus[] = [
  SolveStatus.Nothing,
  SolveStatus.Open,
  SolveStatus.ManualCheck,
  SolveStatus.Solved,
  SolveStatus.Skipped,
  SolveStatus.Wrong,
];

/** Numeric status codes used by badges: 5 ManualCheck, 10 Solved, 4 Skipped. */
export const SolveStatusCode = {
  Skipped: 4,
  ManualCheck: 5,
  Solved: 10,
} as const;
export type SolveStatusCode = (typeof SolveStatusCode)[keyof typeof SolveStatusCode];

/** Statuses that lock a task against further editing. */
export const LOCKING_STATUSES: readonly SolveStatus[] = [
  SolveStatus.ManualCheck,
  SolveStatus.Solved,
  SolveStatus.QuizIncorrect,
];

export const TaskAction = {
  Open: 'Open',
  Save: 'Save',
  Execute: 'Execute',
  Autocheck: 'Autocheck',
  Skip: 'Skip',
  ManualCheck: 'ManualCheck',
  MarkCorrect: 'MarkCorrect',
  MarkWrong: 'MarkWrong',
  Nothing: 'Nothing',
  Solved: 'Solved',
} as const;
export type TaskAction = (typeof TaskAction)[keyof typeof TaskAction];

export const TaskAccessType = {
  Assign: 0,
  View: 1,
  Reject: 2,
  Open: 10,
  Accept: 11,
} as const;
export type TaskAccessType = (typeof TaskAccessType)[keyof typeof TaskAccessType];

export const ProjectType = {
  Scratch: 1,
  Python: 2,
  Web: 3,
  Unity: 4,
  Godot: 5,
  Roblox: 6,
  Image: 7,
  Presentation: 8,
  Link: 10,
  Blender: 11,
} as const;
export type ProjectType = (typeof ProjectType)[keyof typeof ProjectType];
export const PROJECT_TYPES: readonly ProjectType[] = Object.values(ProjectType);

/** Project types whose creation opens the editor instead of calling create. */
export const PROJECT_TYPES_OPENING_EDITOR: readonly ProjectType[] = [
  ProjectType.Unity,
  ProjectType.Godot,
  ProjectType.Image,
  ProjectType.Roblox,
  ProjectType.Link,
  ProjectType.Presentation,
  ProjectType.Blender,
  ProjectType.Web,
];

/**
 * Stored project access (the player/panel reading): 0 only me, 1 school students, 2 everyone.
 * The Fun Space list reading (1 Публичный, 2 Приватный) is derived, see `listAccessOf`.
 */
export const ProjectAccess = {
  OnlyMe: 0,
  SchoolStudents: 1,
  Everyone: 2,
} as const;
export type ProjectAccess = (typeof ProjectAccess)[keyof typeof ProjectAccess];

/** The Fun Space list and create reading of access. */
export const ProjectListAccess = {
  Public: 1,
  Private: 2,
} as const;
export type ProjectListAccess = (typeof ProjectListAccess)[keyof typeof ProjectListAccess];

/** The edit panel shows this placeholder before the project has loaded. */
export const PROJECT_ACCESS_PLACEHOLDER = 9;

/** Maps the stored access to the list reading: 0 is private, anything else is published. */
export function listAccessOf(access: ProjectAccess): ProjectListAccess {
  return access === ProjectAccess.OnlyMe ? ProjectListAccess.Private : ProjectListAccess.Public;
}

/**
 * Maps the list reading to the stored access: Приватный is only me; Публичный (published) is the
 * narrowest published value, the school's students, so a child's project never reaches strangers
 * unless the child chooses 'Все' (shared/contracts/README.md, deliberate readings).
 */
export function storedAccessOf(listAccess: ProjectListAccess): ProjectAccess {
  return listAccess === ProjectListAccess.Private ? ProjectAccess.OnlyMe : ProjectAccess.SchoolStudents;
}

export const ResourceType = {
  Thumb: 'Thumb',
  Presentation: 'Presentation',
  VideoPresentation: 9,
  ProjectPresentation: 17,
  Poster: 18,
} as const;
export type ResourceType = (typeof ResourceType)[keyof typeof ResourceType];

export const AVATAR_NAMES = ['anonm', 'anonw', 'kidm', 'kidw', 'teenm', 'teenw', 'oldm', 'oldw'] as const;
export type AvatarName = (typeof AVATAR_NAMES)[number];

export const Gender = { Male: 'm', Female: 'w' } as const;
export type Gender = (typeof Gender)[keyof typeof Gender];

export const HackGrade = { Junior: 'Junior', Middle: 'Middle', Senior: 'Senior' } as const;
export type HackGrade = (typeof HackGrade)[keyof typeof HackGrade];

export const AiChatResult = { Ok: 'Ok', NoTokens: 'NoTokens', Refused: 'Refused', Unavailable: 'Unavailable' } as const;
export type AiChatResult = (typeof AiChatResult)[keyof typeof AiChatResult];

export const BrandMode = { Default: 'default', OnlinePlatform: 'online' } as const;
export type BrandMode = (typeof BrandMode)[keyof typeof BrandMode];

/** Badge code of a status: 5 ManualCheck, 10 Solved, 4 Skipped, null for the others. */
export function solveStatusCode(status: SolveStatus): SolveStatusCode | null {
  if (status === SolveStatus.ManualCheck) return SolveStatusCode.ManualCheck;
  if (status === SolveStatus.Solved) return SolveStatusCode.Solved;
  if (status === SolveStatus.Skipped) return SolveStatusCode.Skipped;
  return null;
}
