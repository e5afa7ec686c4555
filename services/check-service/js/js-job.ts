/** A JavaScript or web-page job as the sandbox runs it, and what it answers. */

/** Limits of one run: QuickJS memory, the student's time, and our own page setup time. */
export interface SandboxLimits {
  memoryBytes: number;
  timeMs: number;
  setupMs: number;
}

export const DEFAULT_JS_LIMITS: SandboxLimits = { memoryBytes: 64 * 1024 * 1024, timeMs: 2000, setupMs: 15000 };

export type SandboxJob =
  | { kind: 'js'; program: string; wrappedCheck: string; limits: SandboxLimits }
  | { kind: 'page'; html: string; check: unknown; limits: SandboxLimits };

export interface SandboxOutcome {
  empty?: boolean;
  timedOut?: boolean;
  outOfMemory?: boolean;
  /** The sandbox process died (or broke its protocol) while running the job. */
  crashed?: boolean;
  programError?: { message: string; stack: string };
  checkError?: { assert: boolean; message: string };
  logs?: { level: string; text: string }[];
  result?: { failures: unknown[]; broken: string | null };
  pageErrors?: string[];
}
