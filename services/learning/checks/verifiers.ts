import type { AnswerItem, TaskType } from '@school/contracts';

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

/**
 * The server verifiers by task type. The learning plugin registers the block games and typing;
 * code-check plugins register theirs (Python, JS, Frontend) at startup.
 */
export function createVerifierRegistry() {
  const verifiers = new Map<string, TaskVerifier>();
  return {
    register(type: TaskType, verifier: TaskVerifier): void {
      if (verifiers.has(type)) throw new Error(`A verifier for ${type} is already registered`);
      verifiers.set(type, verifier);
    },
    get(type: string): TaskVerifier | undefined {
      return verifiers.get(type);
    },
  };
}

export type VerifierRegistry = ReturnType<typeof createVerifierRegistry>;

declare module 'fastify' {
  interface FastifyInstance {
    taskVerifiers: VerifierRegistry;
  }
}
