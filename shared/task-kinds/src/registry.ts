import { TaskType, type WindowId } from '@school/contracts';
import { sql } from '@school/sql-kind';
import { blockly, customGame } from './kinds/blocks';
import { codeEditor, frontend, js, python } from './kinds/code';
import { aiChat, files, plainText, scratch, scratchJr, writing } from './kinds/manual';
import { manga, video } from './kinds/media';
import { fillQuiz, matchQuiz, quiz, sortQuiz, stickyMatchQuiz } from './kinds/quizzes';
import { typing, typingGame, typingTrainer } from './kinds/typing';
import { PassPolicy, type TaskKind } from './types';

/** Every task type of the spec, declared once (the Record type makes a missing type a compile error). */
export const TASK_KINDS: Readonly<Record<TaskType, TaskKind>> = {
  PlainText: plainText,
  Python: python,
  JS: js,
  Frontend: frontend,
  Blockly: blockly,
  Typing: typing,
  Quiz: quiz,
  Files: files,
  Video: video,
  Manga: manga,
  MatchQuiz: matchQuiz,
  FillQuiz: fillQuiz,
  SortQuiz: sortQuiz,
  ScratchJr: scratchJr,
  StickyMatchQuiz: stickyMatchQuiz,
  Scratch: scratch,
  TypingGame: typingGame,
  Writing: writing,
  AiChat: aiChat,
  CustomGame: customGame,
  CodeEditor: codeEditor,
  TypingTrainer: typingTrainer,
  Sql: sql,
};

/** The declarations in the spec's order of task types. */
export const KIND_LIST: readonly TaskKind[] = Object.values(TaskType).map((t) => TASK_KINDS[t]);

/** The declaration of a task type; undefined for a string that is not one. */
export function taskKind(type: string): TaskKind | undefined {
  return Object.hasOwn(TASK_KINDS, type) ? TASK_KINDS[type as TaskType] : undefined;
}

/**
 * How a pass of the type is established; undefined for a type the running school does not know:
 * such a task shows the fallback screen and nothing can pass it (no check, no teacher's review).
 */
export function passOf(type: string): PassPolicy | undefined {
  return taskKind(type)?.pass;
}

export function typesWithPass(pass: PassPolicy): TaskType[] {
  return KIND_LIST.filter((k) => k.pass === pass).map((k) => k.type);
}

/** The `server` kinds a registered verifier must judge (the rest decide on their own answer routes). */
export function kindsNeedingVerifier(kinds: readonly TaskKind[] = KIND_LIST): TaskKind[] {
  return kinds.filter((k) => k.pass === PassPolicy.Server && (k.verdict ?? 'verifier') === 'verifier');
}

/** The quizzes whose only verdict comes from their answer routes (answer/quiz, answer/check). */
export const QUIZ_TYPES: readonly TaskType[] = KIND_LIST.filter((k) => k.verdict === 'answerRoutes').map((k) => k.type);

/** The quiz kinds whose author data lives in window 12 (Quiz has its own quiz field). */
export const QUIZ_KIND_TYPES: readonly TaskType[] = QUIZ_TYPES.filter((t) => t !== TaskType.Quiz);

/** Every window id some registered kind reads: the ids a task or an answer may hold. */
export const KNOWN_WINDOW_IDS: readonly WindowId[] = [...new Set(KIND_LIST.flatMap((k) => k.windows))].sort((a, b) => a - b);

/**
 * Windows no student receives, whatever the task's type: every kind's hidden windows together, so
 * a check or solution left from an earlier type of a task stays hidden after the type changes.
 */
export const STUDENT_HIDDEN_WINDOWS: readonly WindowId[] = [...new Set(KIND_LIST.flatMap((k) => k.studentHidden))].sort((a, b) => a - b);

/** Whether a window id is one of the registered kinds' windows. */
export const isKnownWindow = (windowId: number): windowId is WindowId => (KNOWN_WINDOW_IDS as readonly number[]).includes(windowId);
