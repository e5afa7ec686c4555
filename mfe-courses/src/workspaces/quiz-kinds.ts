import {
  WindowId,
  type AnswerItem,
  type FillQuizConfig,
  type MatchQuizConfig,
  type QuizKindView,
  type SortQuizConfig,
  type TaskDto,
  type TypingGameConfig,
} from '@school/contracts';

/** Reads the JSON config of a quiz kind from the frontendConfig window; null when absent or broken. */
export function readConfig<T>(task: TaskDto): T | null {
  const text = task.taskText.find((w) => w.windowId === WindowId.frontendConfig)?.text;
  if (!text) return null;
  try {
    return JSON.parse(text) as T;
  } catch {
    return null;
  }
}

/** A deterministic shuffle (by seed) so the order stays put between renders. */
export function shuffled<T>(items: readonly T[], seed: number): T[] {
  const out = [...items];
  let s = seed || 1;
  for (let i = out.length - 1; i > 0; i--) {
    s = (s * 16807) % 2147483647;
    const j = s % (i + 1);
    [out[i], out[j]] = [out[j], out[i]];
  }
  return out;
}

/** MatchQuiz: every left item is joined to its own right item. */
export function matchIsCorrect(config: MatchQuizConfig, joined: Record<string, string>): boolean {
  return config.pairs.every((p) => joined[p.left] === p.right);
}

export type FillPart = { kind: 'text'; text: string } | { kind: 'gap'; index: number; answers: string[] };

/** FillQuiz text: gaps are written [[answer]] or [[one|other]]. */
export function parseFill(config: FillQuizConfig): FillPart[] {
  const parts: FillPart[] = [];
  const re = /\[\[(.+?)\]\]/g;
  let last = 0;
  let index = 0;
  for (let m = re.exec(config.text); m; m = re.exec(config.text)) {
    if (m.index > last) parts.push({ kind: 'text', text: config.text.slice(last, m.index) });
    parts.push({ kind: 'gap', index: index++, answers: m[1].split('|').map((a) => a.trim()) });
    last = m.index + m[0].length;
  }
  if (last < config.text.length) parts.push({ kind: 'text', text: config.text.slice(last) });
  return parts;
}

const norm = (s: string) => s.trim().toLowerCase().replace(/ё/g, 'е');

export function fillIsCorrect(parts: FillPart[], values: string[]): boolean {
  return parts.every((p) => p.kind === 'text' || p.answers.some((a) => norm(a) === norm(values[p.index] ?? '')));
}

/** SortQuiz: the items are in the configured order. */
export function sortIsCorrect(config: SortQuizConfig, order: string[]): boolean {
  return config.items.length === order.length && config.items.every((item, i) => order[i] === item);
}

/** TypingGame: coins after typing words and buying hints; null when a hint costs more than the purse. */
export function buyHint(coins: number, config: TypingGameConfig): number | null {
  return coins >= config.hintPrice ? coins - config.hintPrice : null;
}

/**
 * What the quiz-kind workspaces render. Students receive the view from the server (no answers);
 * staff receive the author's data, turned here into the same view so both see one screen.
 */
export function readView(task: TaskDto): QuizKindView | null {
  const raw = readConfig<Record<string, unknown>>(task);
  if (!raw || typeof raw !== 'object') return null;
  if (typeof raw.kind === 'string') return raw as unknown as QuizKindView;
  if (Array.isArray(raw.pairs)) {
    const pairs = (raw as unknown as MatchQuizConfig).pairs;
    return { kind: 'match', left: pairs.map((p) => p.left), right: shuffled(pairs.map((p) => p.right), task.id) };
  }
  if (typeof raw.text === 'string') {
    const parts = parseFill(raw as unknown as FillQuizConfig).map((p) => (p.kind === 'gap' ? { kind: 'gap' as const, index: p.index } : p));
    return { kind: 'fill', parts };
  }
  if (Array.isArray(raw.items)) return { kind: 'sort', items: shuffled((raw as unknown as SortQuizConfig).items, task.id) };
  return null;
}

/** The author's data when the caller has it (staff), for the preview check in demo and edit; null for students. */
export function authorConfig<C>(task: TaskDto): C | null {
  const raw = readConfig<Record<string, unknown>>(task);
  return raw && typeof raw === 'object' && typeof raw.kind !== 'string' ? (raw as C) : null;
}

/** The saved answer of window 12 (JSON), or the fallback when there is none or it is broken. */
export function savedJson<V>(saved: readonly AnswerItem[], fallback: V): V {
  const text = saved.find((a) => a.windowId === WindowId.frontendConfig)?.answerText;
  if (!text) return fallback;
  try {
    return JSON.parse(text) as V;
  } catch {
    return fallback;
  }
}
