import { Type, type Static } from 'typebox';
import { Id, Nullable, Str } from './schema-kit';

/**
 * Data of the task kinds the spec leaves open. The author's data is stored as JSON in the task's
 * frontendConfig window (WindowId 12) and edited in /edit; the server validates it on save.
 *
 * MatchQuiz, StickyMatchQuiz, FillQuiz and SortQuiz are checked on the server, like Quiz: a student
 * never receives the author's data. In the student's task DTO window 12 holds a `QuizKindView`
 * instead (pairs split and the right column shuffled, fill gaps without their answers, sort items
 * shuffled); the student's try goes to POST /api/course/lesson/task/{id}/answer/check and the
 * server's verdict decides Solved. Staff (teachers, authors) receive the author's data.
 *
 * - MatchQuiz / StickyMatchQuiz: pairs to connect; StickyMatchQuiz shows the right column as stickers.
 * - FillQuiz: text where each gap is written [[answer]] (alternatives separated by '|'); case,
 *   surrounding spaces and ё/е do not matter.
 * - SortQuiz: items in the correct order.
 * - TypingGame: each correctly typed word earns coins; hints cost coins ('Недостаточно средств').
 * - Video / Manga: the media are the task's webResource files (urls), watched or read to the end.
 */
export interface MatchQuizConfig {
  pairs: { left: string; right: string }[];
}

export interface FillQuizConfig {
  text: string;
}

export interface SortQuizConfig {
  items: string[];
}

export interface TypingGameConfig {
  coinsPerWord: number;
  hintPrice: number;
}

/** What a student sees of a match quiz: the left items in order, the right items shuffled. */
export interface MatchQuizView {
  kind: 'match';
  left: string[];
  right: string[];
}

/** A fill text split into text and numbered gaps; the answers are not included. */
export type FillPartView = { kind: 'text'; text: string } | { kind: 'gap'; index: number };

export interface FillQuizView {
  kind: 'fill';
  parts: FillPartView[];
}

/** The sort items shuffled (never in the correct order when there are two or more different items). */
export interface SortQuizView {
  kind: 'sort';
  items: string[];
}

export type QuizKindView = MatchQuizView | FillQuizView | SortQuizView;

/**
 * Body of POST /api/course/lesson/task/{id}/answer/check: the student's try at a quiz kind.
 * `pairs` for MatchQuiz/StickyMatchQuiz, `values` (one per gap, in order) for FillQuiz, `order`
 * (the items as arranged) for SortQuiz. The answer is QuizResultDto.
 */
const KindTexts = Type.Array(Str(2000), { maxItems: 50 });
export const QuizKindAnswerBodySchema = Type.Object(
  {
    studentId: Id(),
    pairs: Type.Optional(Type.Array(Type.Object({ left: Str(2000), right: Str(2000) }, { additionalProperties: false }), { maxItems: 50 })),
    values: Type.Optional(KindTexts),
    order: Type.Optional(KindTexts),
  },
  { additionalProperties: false },
);
export type QuizKindAnswerBody = Static<typeof QuizKindAnswerBodySchema>;

/**
 * GET /api/course/lesson/{lessonId}/task/last[?studentId]: the task to open for loadLastTask=true.
 * The last task is the one the student touched most recently in the lesson: the latest of its
 * status change (opening it records Open) and its answer save. Null when nothing was touched yet
 * or the task is locked by progress.
 */
export const LastTaskDtoSchema = Type.Object({ taskId: Nullable(Type.Integer()) });
export type LastTaskDto = Static<typeof LastTaskDtoSchema>;
