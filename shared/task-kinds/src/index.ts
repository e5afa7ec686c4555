export * from './types';
export { defineTaskKind, windowText } from './define';
export {
  BUILT_IN_KINDS,
  TASK_KINDS,
  KIND_LIST,
  KNOWN_WINDOW_IDS,
  QUIZ_KIND_TYPES,
  QUIZ_TYPES,
  STUDENT_HIDDEN_WINDOWS,
  isKnownWindow,
  isTaskType,
  kindsNeedingVerifier,
  passOf,
  taskKind,
  typesWithPass,
} from './registry';
export type { CheckLane, InsideLane, KindLane } from './check-lane';
export { createKindRegistry, validateKinds, type KindRegistry } from './kind-registry';
export { studentTaskView, type Viewer, type ViewableTask } from './student-view';
export { exampleTaskDto } from './fixtures';
export { typingStats, typingVerdict, typingGameVerdict, typingWords, type TypingVerdict } from './typing';
export { DEFAULT_TYPING_GAME } from './kinds/typing';
export { parseGameMap, type BlocklyGameMap } from './kinds/blocks';
export { parseScratchConfig, scratchConfigText, type ScratchConfig } from './kinds/manual';
export {
  checkKindAnswer,
  parseFillData,
  parseFillText,
  parseMatchData,
  parseQuiz,
  parseSortData,
  quizKindView,
  seededShuffle,
  type KindConfig,
} from './quiz-logic';
export { lockedFlags, nextOpenTask, nextTask, withCurrentStatus, type ProgressItem } from './progress';
