/**
 * Pure logic of the server-checked quizzes: validation of the author's data, the student's view
 * without answers, and the verdict on a try. Shared by the learning service and the browser.
 */
import {
  TLearn,
  TaskType,
  type FillPartView,
  type FillQuizConfig,
  type MatchQuizConfig,
  type QuizKindAnswerBody,
  type QuizKindView,
  type SortQuizConfig,
} from '@school/contracts';
import { fail, isBlank, ok } from './define';
import type { ParseResult, QuizContent } from './types';

export type KindConfig = MatchQuizConfig | FillQuizConfig | SortQuizConfig;

const E = TLearn.server;
const isString = (v: unknown): v is string => typeof v === 'string';
const hasDuplicates = (items: string[]) => new Set(items.map((s) => s.trim())).size !== items.length;

/** FillQuiz gaps: [[answer]] or [[one|other]]. */
const GAP = /\[\[(.*?)\]\]/g;

/** Splits a fill text into text parts and gaps with their accepted answers. */
export function parseFillText(text: string): { parts: FillPartView[]; answers: string[][] } {
  const parts: FillPartView[] = [];
  const answers: string[][] = [];
  let last = 0;
  for (const m of text.matchAll(GAP)) {
    if (m.index > last) parts.push({ kind: 'text', text: text.slice(last, m.index) });
    parts.push({ kind: 'gap', index: answers.length });
    answers.push(m[1].split('|').map((a) => a.trim()).filter((a) => a !== ''));
    last = m.index + m[0].length;
  }
  if (last < text.length) parts.push({ kind: 'text', text: text.slice(last) });
  return { parts, answers };
}

/** Reads the JSON of window 12; the message is for the author. */
function readData(text: string): ParseResult<Record<string, unknown>> {
  if (isBlank(text)) return fail(E.kindDataMissing);
  try {
    const value: unknown = JSON.parse(text);
    return ok((value ?? {}) as Record<string, unknown>);
  } catch {
    return fail(E.kindDataBroken);
  }
}

export function parseMatchData(text: string): ParseResult<MatchQuizConfig> {
  const read = readData(text);
  if (!read.ok) return read;
  const pairs = Array.isArray(read.config.pairs) ? (read.config.pairs as unknown[]) : [];
  if (pairs.length < 2) return fail(E.matchTooFewPairs);
  const clean: MatchQuizConfig['pairs'] = [];
  for (const p of pairs) {
    const { left, right } = (p ?? {}) as Record<string, unknown>;
    if (!isString(left) || !isString(right) || isBlank(left) || isBlank(right)) return fail(E.matchPairEmpty);
    clean.push({ left, right });
  }
  if (hasDuplicates(clean.map((p) => p.left)) || hasDuplicates(clean.map((p) => p.right))) return fail(E.matchDuplicate);
  return ok({ pairs: clean });
}

export function parseFillData(text: string): ParseResult<FillQuizConfig> {
  const read = readData(text);
  if (!read.ok) return read;
  const data = read.config.text;
  if (!isString(data)) return fail(E.kindDataMissing);
  const { answers } = parseFillText(data);
  if (answers.length === 0) return fail(E.fillNoGaps);
  if (answers.some((a) => a.length === 0)) return fail(E.fillGapEmpty);
  return ok({ text: data });
}

export function parseSortData(text: string): ParseResult<SortQuizConfig> {
  const read = readData(text);
  if (!read.ok) return read;
  const items = Array.isArray(read.config.items) ? (read.config.items as unknown[]) : [];
  if (items.length < 2) return fail(E.sortTooFewItems);
  if (!items.every((i): i is string => isString(i) && !isBlank(i))) return fail(E.sortItemEmpty);
  if (hasDuplicates(items)) return fail(E.sortDuplicate);
  return ok({ items });
}

/** Validates a Quiz: a question, at least two non-empty options, at least one correct. */
export function parseQuiz(quiz: QuizContent | null | undefined): ParseResult<QuizContent> {
  if (!quiz) return fail(E.quizTooFewOptions);
  if (isBlank(quiz.question)) return fail(E.quizQuestionEmpty);
  if (quiz.answers.length < 2) return fail(E.quizTooFewOptions);
  if (quiz.answers.some((a) => isBlank(a.text))) return fail(E.quizOptionEmpty);
  if (!quiz.answers.some((a) => a.isCorrect)) return fail(E.quizNoCorrect);
  return ok(quiz);
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

/** What a student receives instead of the author's data: nothing that gives the answer away. */
export function quizKindView(taskType: string, config: KindConfig, seed: number): QuizKindView | null {
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
    const values = answer.values;
    if (!values || values.length !== answers.length) return null;
    return answers.every((accepted, i) => accepted.some((a) => norm(a) === norm(values[i])));
  }
  const order = answer.order;
  if (!order) return null;
  const given = [...order].sort();
  const expected = [...config.items].sort();
  if (given.length !== expected.length || given.some((v, i) => v !== expected[i])) return null;
  return config.items.every((item, i) => order[i] === item);
}
