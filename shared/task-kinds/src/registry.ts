import type { BuiltInTaskType, TaskType } from '@school/contracts';
import { blockly, customGame } from './kinds/blocks';
import { codeEditor, frontend, js, python } from './kinds/code';
import { aiChat, files, plainText, scratch, scratchJr, writing } from './kinds/manual';
import { manga, video } from './kinds/media';
import { fillQuiz, matchQuiz, quiz, sortQuiz, stickyMatchQuiz } from './kinds/quizzes';
import { typing, typingGame, typingTrainer } from './kinds/typing';
import { createKindRegistry, kindsNeedingVerifier as needingVerifier, quizKindTypesOf } from './kind-registry';
import { PLUGIN_KINDS } from './kinds.generated';
import type { TaskKind } from './types';

/** The spec's 22 task types, declared once here (the Record type makes a missing one a compile error). */
export const BUILT_IN_KINDS: Readonly<Record<BuiltInTaskType, TaskKind>> = {
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
};

/**
 * The running school's kinds: the spec's, then the kind packages of the workspace (kinds.generated.ts,
 * `npm run gen:kinds`). Built when the module loads, so colliding packages stop the start.
 */
const registry = createKindRegistry([...Object.values(BUILT_IN_KINDS), ...PLUGIN_KINDS]);

/** The declarations: the spec's types in its order, then the kind packages'. */
export const KIND_LIST: readonly TaskKind[] = registry.kinds;
/**
 * Every registered kind by its type. Index it only with a type validated against the registry
 * (`isTaskType`, or `taskKind` that answers undefined): the services check a task's type on input.
 */
export const TASK_KINDS = Object.fromEntries(KIND_LIST.map((k) => [k.type, k])) as Readonly<Record<TaskType, TaskKind>>;
export const { taskKind, passOf, typesWithPass, isKnownWindow, isTaskType } = registry;

/** The `server` kinds a registered verifier must judge (the rest decide on their own answer routes). */
export const kindsNeedingVerifier = (kinds: readonly TaskKind[] = KIND_LIST): TaskKind[] => needingVerifier(kinds);

/** The quizzes whose only verdict comes from their answer routes (answer/quiz, answer/check). */
export const QUIZ_TYPES = registry.quizTypes;
/** The quiz kinds whose author data lives in window 12 (Quiz has its own quiz field). */
export const QUIZ_KIND_TYPES = quizKindTypesOf(QUIZ_TYPES);
/** Every window id some registered kind reads: the ids a task or an answer may hold. */
export const KNOWN_WINDOW_IDS = registry.knownWindowIds;
/** Windows no student receives, whatever the task's type (every kind's hidden windows together). */
export const STUDENT_HIDDEN_WINDOWS = registry.studentHiddenWindows;
