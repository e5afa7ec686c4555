import { TaskType, WINDOW_IDS, type WindowId } from '@school/contracts';
import { PassPolicy, type TaskKind } from './types';

/** Where a window id comes from, for the collision message. */
const SPEC = 'the spec (windows 1-17)';

/**
 * Checks a set of kinds before the school uses them: one declaration per type, and every window id
 * a kind reads is the spec's or one it declares in `ownWindows`, claimed by no other kind. Throws
 * a message naming both claimants, so a school whose kind packages collide fails at start.
 */
export function validateKinds(kinds: readonly TaskKind[]): void {
  const types = new Set<string>();
  const claimed = new Map<number, string>(WINDOW_IDS.map((id) => [id, SPEC]));
  for (const kind of kinds) {
    if (!/^[A-Za-z][A-Za-z0-9]*$/.test(kind.type)) throw new Error(`Task kind "${kind.type}": a type name is Latin letters and digits, starting with a letter`);
    if (types.has(kind.type)) throw new Error(`Task type ${kind.type} is declared twice: each type has one kind package`);
    types.add(kind.type);
    for (const [name, id] of Object.entries(kind.ownWindows ?? {})) {
      if (!Number.isInteger(id) || id < 1 || id > 99) throw new Error(`Task kind ${kind.type}: window ${name} = ${id} is not a whole number from 1 to 99`);
      const owner = claimed.get(id);
      if (owner !== undefined) throw new Error(`Window id ${id} (${kind.type}.${name}) is already declared by ${owner}: choose a free id for ${kind.type}`);
      claimed.set(id, `task kind ${kind.type}`);
    }
    const own = new Set(Object.values(kind.ownWindows ?? {}));
    const stray = kind.windows.find((w) => !(WINDOW_IDS as readonly number[]).includes(w) && !own.has(w));
    if (stray !== undefined) throw new Error(`Task kind ${kind.type} reads window ${stray}, which is neither the spec's nor among its ownWindows`);
  }
}

/** The registered kinds and every list derived from them (built from the spec's kinds plus the kind packages). */
export function createKindRegistry(kinds: readonly TaskKind[]) {
  validateKinds(kinds);
  const byType = new Map(kinds.map((k) => [k.type, k]));
  /** The declaration of a task type; undefined for a string that is not a registered one. */
  const taskKind = (type: string): TaskKind | undefined => byType.get(type);
  const quizTypes: readonly TaskType[] = kinds.filter((k) => k.verdict === 'answerRoutes').map((k) => k.type);
  const knownWindowIds: readonly WindowId[] = [...new Set(kinds.flatMap((k) => k.windows))].sort((a, b) => a - b);
  return {
    kinds,
    taskKind,
    /**
     * How a pass of the type is established; undefined for a type the running school does not know:
     * such a task shows the fallback screen and nothing can pass it (no check, no teacher's review).
     */
    passOf: (type: string): PassPolicy | undefined => taskKind(type)?.pass,
    typesWithPass: (pass: PassPolicy): TaskType[] => kinds.filter((k) => k.pass === pass).map((k) => k.type),
    /** The quizzes whose only verdict comes from their answer routes (answer/quiz, answer/check). */
    quizTypes,
    /** Every window id some registered kind reads: the ids a task or an answer may hold. */
    knownWindowIds,
    /**
     * Windows no student receives, whatever the task's type: every kind's hidden windows together, so
     * a check or solution left from an earlier type of a task stays hidden after the type changes.
     */
    studentHiddenWindows: [...new Set(kinds.flatMap((k) => k.studentHidden))].sort((a, b) => a - b) as readonly WindowId[],
    /** Whether a window id is one of the registered kinds' windows. */
    isKnownWindow: (windowId: number): windowId is WindowId => (knownWindowIds as readonly number[]).includes(windowId),
    /** Whether a string is a registered task type. */
    isTaskType: (type: string): type is TaskType => byType.has(type),
  };
}

export type KindRegistry = ReturnType<typeof createKindRegistry>;

/** The `server` kinds a registered verifier must judge (the rest decide on their own answer routes). */
export function kindsNeedingVerifier(kinds: readonly TaskKind[]): TaskKind[] {
  return kinds.filter((k) => k.pass === PassPolicy.Server && (k.verdict ?? 'verifier') === 'verifier');
}

/** The quiz kinds whose author data lives in window 12 (Quiz has its own quiz field). */
export const quizKindTypesOf = (quizTypes: readonly TaskType[]) => quizTypes.filter((t) => t !== TaskType.Quiz);
