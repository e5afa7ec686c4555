/**
 * Pure logic of the server-checked quiz kinds (MatchQuiz, StickyMatchQuiz, FillQuiz, SortQuiz):
 * validation of the author's data, the student's view without answers, and the verdict.
 */
import {
  TLearn,
  TaskType,
  type FillPartView,
  type FillQuizConfig,
  type MatchQuizConfig,
  type QuizDto,
  type QuizKindAnswerBody,
  type QuizKindView,
  type SortQuizConfig,
} from '@school/contracts';

export type KindConfig = MatchQuizConfig | FillQuizConfig | SortQuizConfig;
type Parsed = { ok: true; config: KindConfig } | { ok: false; message: string };

const E = TLearn.server;
const isString = (v: unknown): v is string => typeof v === 'string';
const blank = (s: string) => s.trim() === '';
const hasDuplicates = (items: string[]) => new Set(items.map((s) => s.trim())).size !== items.length;

/** FillQuiz gaps: [[answer]] or [[one|other]]. */
const GAP = /\[\[(.*?)\]\]/g;

/** Splits a fill text into text parts and gaps with their accepted answers. */
export function parseFillText(text: string): { parts: FillPartView[]; answers: string[][] } {
  const parts: FillPartView[] = [];
  const answers: string[][] = [];
  let last = 0;
  for (const m of text.matchAll(GAP)) {
    if (m.index! > last) parts.push({ kind: 'text', text: text.slice(last, m.index) });
    parts.push({ kind: 'gap', index: answers.length });
    answers.push(m[1].split('|').map((a) => a.trim()).filter((a) => a !== ''));
    last = m.index! + m[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return { parts, answers };
}

/** Validates the window-12 data an author saves for a quiz kind; the message is Russian, for the author. */
export function parseKindData(taskType: string, text: string | undefined): Parsed {
  if (!text || blank(text)) return { ok: false, message: E.kindDataMissing };
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return { ok: false, message: E.kindDataBroken };
  }
  const data = (value ?? {}) as Record<string, unknown>;
  if (taskType === TaskType.MatchQuiz || taskType === TaskType.StickyMatchQuiz) {
    const pairs = Array.isArray(data.pairs) ? (data.pairs as unknown[]) : [];
    if (pairs.length < 2) return { ok: false, message: E.matchTooFewPairs };
    const clean: MatchQuizConfig['pairs'] = [];
    for (const p of pairs) {
      const { left, right } = (p ?? {}) as Record<string, unknown>;
      if (!isString(left) || !isString(right) || blank(left) || blank(right)) return { ok: false, message: E.matchPairEmpty };
      clean.push({ left, right });
    }
    if (hasDuplicates(clean.map((p) => p.left)) || hasDuplicates(clean.map((p) => p.right))) return { ok: false, message: E.matchDuplicate };
    return { ok: true, config: { pairs: clean } };
  }
  if (taskType === TaskType.FillQuiz) {
    if (!isString(data.text)) return { ok: false, message: E.kindDataMissing };
    const { answers } = parseFillText(data.text);
    if (answers.length === 0) return { ok: false, message: E.fillNoGaps };
    if (answers.some((a) => a.length === 0)) return { ok: false, message: E.fillGapEmpty };
    return { ok: true, config: { text: data.text } };
  }
  if (taskType === TaskType.SortQuiz) {
    const items = Array.isArray(data.items) ? (data.items as unknown[]) : [];
    if (items.length < 2) return { ok: false, message: E.sortTooFewItems };
    if (!items.every((i): i is string => isString(i) && !blank(i))) return { ok: false, message: E.sortItemEmpty };
    if (hasDuplicates(items)) return { ok: false, message: E.sortDuplicate };
    return { ok: true, config: { items } };
  }
  return { ok: false, message: E.answerShape };
}

/** Validates a Quiz an author saves: a question, at least two non-empty options, at least one correct. */
export function quizProblem(quiz: Pick<QuizDto, 'question'> & { answers: { text: string; isCorrect?: boolean }[] }): string | null {
  if (blank(quiz.question)) return E.quizQuestionEmpty;
  if (quiz.answers.length < 2) return E.quizTooFewOptions;
  if (quiz.answers.some((a) => blank(a.text))) return E.quizOptionEmpty;
  if (!quiz.answers.some((a) => a.isCorrect)) return E.quizNoCorrect;
  return null;
}

/** A deterministic shuffle by seed (a student sees the same order on every load). */
export function seededShuffle<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = Math.abs(Math.floor(seed)) % 2147483646 || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 16807) % 2147483647;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** Shuffles, and when the shuffle left the items in their original order, rotates them by one. */
function shuffledAway(items: readonly string[], seed: number): string[] {
  const out = seededShuffle(items, seed);
  const same = out.every((v, i) => v === items[i]);
  return same && out.length > 1 ? [...out.slice(1), out[0]] : out;
}

/** What a student receives in window 12: nothing that gives the answer away. */
export function studentView(taskType: string, config: KindConfig, seed: number): QuizKindView | null {
  if ('pairs' in config) {
    return { kind: 'match', left: config.pairs.map((p) => p.left), right: shuffledAway(config.pairs.map((p) => p.right), seed) };
  }
  if ('text' in config && taskType === TaskType.FillQuiz) return { kind: 'fill', parts: parseFillText(config.text).parts };
  if ('items' in config) return { kind: 'sort', items: shuffledAway(config.items, seed) };
  return null;
}

const norm = (s: string) => s.trim().toLowerCase().replace(/ё/g, 'е').replace(/\s+/g, ' ');

/**
 * The verdict on a student's try: true right, false wrong, null when the answer does not fit the
 * task (the wrong kind of answer, or items that are not the task's).
 */
export function checkKindAnswer(config: KindConfig, answer: Omit<QuizKindAnswerBody, 'studentId'>): boolean | null {
  if ('pairs' in config) {
    if (!answer.pairs) return null;
    const lefts = new Set(config.pairs.map((p) => p.left));
    const rights = new Set(config.pairs.map((p) => p.right));
    if (answer.pairs.some((p) => !lefts.has(p.left) || !rights.has(p.right))) return null;
    const joined = new Map(answer.pairs.map((p) => [p.left, p.right]));
    return answer.pairs.length === config.pairs.length && config.pairs.every((p) => joined.get(p.left) === p.right);
  }
  if ('text' in config) {
    const { answers } = parseFillText(config.text);
    if (!answer.values || answer.values.length !== answers.length) return null;
    return answers.every((accepted, i) => accepted.some((a) => norm(a) === norm(answer.values![i])));
  }
  if (!answer.order) return null;
  const given = [...answer.order].sort();
  const expected = [...config.items].sort();
  if (given.length !== expected.length || given.some((v, i) => v !== expected[i])) return null;
  return config.items.every((item, i) => answer.order![i] === item);
}
