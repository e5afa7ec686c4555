import type { AnswerItem, TaskType } from '@school/contracts';
import { kindsNeedingVerifier, type TaskKind } from '@school/task-kinds';

export interface VerifierInput {
  task: { id: number; lessonId: number; taskType: TaskType };
  /** Every window of the task, the checks (3, 7, 8) and the solution (17) included. */
  taskText: { windowId: number; text: string }[];
  /** The stored answer on a status Autocheck, the submitted one on a save that claims a pass. */
  answer: AnswerItem[];
  studentId: number;
}

export interface VerifierResult {
  passed: boolean;
  /** Russian reason for the student when the check fails. */
  message?: string;
  /** The error code of a failed check (default CHECK_FAILED). */
  code?: string;
  /** The HTTP status (default 400): 429 when the checks are busy, 503 when they cannot run. */
  status?: number;
}

/** Re-checks a student's answer on the server. Bad student input is a failed check, never a throw. */
export type TaskVerifier = (input: VerifierInput) => Promise<VerifierResult>;

/** The part of a kind's declaration the registry keys on. */
export type VerifiedKind = Pick<TaskKind, 'type' | 'pass' | 'verdict'>;

/**
 * The server verifiers, registered by the kinds' declarations. The learning plugin registers the
 * block games and typing; code-check plugins register theirs (Python, JS, Frontend) at startup.
 * Only a kind whose declaration says a verifier decides (pass `server`, verdict `verifier`) takes one.
 */
export function createVerifierRegistry() {
  const verifiers = new Map<string, TaskVerifier>();
  return {
    register(kind: VerifiedKind, verifier: TaskVerifier): void {
      if (kindsNeedingVerifier([kind as TaskKind]).length === 0) {
        throw new Error(`Task kind ${kind.type} is not checked by a server verifier (pass ${kind.pass}${kind.verdict ? `, verdict ${kind.verdict}` : ''}): its declaration must say pass 'server' with verdict 'verifier'`);
      }
      if (verifiers.has(kind.type)) throw new Error(`A verifier for ${kind.type} is already registered`);
      verifiers.set(kind.type, verifier);
    },
    get(type: string): TaskVerifier | undefined {
      return verifiers.get(type);
    },
    /** The kinds of `kinds` whose declaration needs a verifier and which have none registered. */
    missing(kinds: readonly TaskKind[]): TaskType[] {
      return kindsNeedingVerifier(kinds)
        .filter((k) => !verifiers.has(k.type))
        .map((k) => k.type);
    },
  };
}

export type VerifierRegistry = ReturnType<typeof createVerifierRegistry>;

declare module 'fastify' {
  interface FastifyInstance {
    taskVerifiers: VerifierRegistry;
  }
}
