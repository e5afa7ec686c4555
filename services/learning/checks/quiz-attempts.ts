import { UniqueConstraintViolationException, type EntityManager } from '@mikro-orm/core';
import type { FastifyInstance } from 'fastify';
import { TQuizAttempts, WindowId } from '@school/contracts';
import { HttpError } from '../../core/http-error';
import { QuizAttempt } from './quiz-attempts-entity';

/**
 * Quiz answers cannot be guessed without limit. The author sets the policy in the task's settings
 * (window 12, frontendConfig, a JSON object) under `attempts`:
 *   { "attempts": { "freeTries": 3, "cooldownS": 30, "maxTries": 0 } }
 * - freeTries: checks allowed back to back;
 * - cooldownS: after those, the pause required since the previous check;
 * - maxTries: a hard limit of checks (0: none).
 * Missing or invalid values take the defaults below.
 */
export interface QuizAttemptPolicy {
  freeTries: number;
  cooldownS: number;
  maxTries: number;
}

export const DEFAULT_QUIZ_ATTEMPT_POLICY: QuizAttemptPolicy = { freeTries: 3, cooldownS: 30, maxTries: 0 };

const LIMITS = { freeTries: [1, 1000], cooldownS: [0, 86400], maxTries: [0, 1000] } as const;

/** The policy from window 12's text; pure, so the author's screen and tests can read it too. */
export function quizAttemptPolicy(settingsText: string | undefined): QuizAttemptPolicy {
  let raw: unknown;
  try {
    raw = settingsText ? (JSON.parse(settingsText) as { attempts?: unknown })?.attempts : undefined;
  } catch {
    raw = undefined;
  }
  const given = raw && typeof raw === 'object' ? (raw as Record<string, unknown>) : {};
  const policy = { ...DEFAULT_QUIZ_ATTEMPT_POLICY };
  for (const key of Object.keys(LIMITS) as (keyof QuizAttemptPolicy)[]) {
    const v = given[key];
    const [min, max] = LIMITS[key];
    if (typeof v === 'number' && Number.isInteger(v) && v >= min && v <= max) policy[key] = v;
  }
  return policy;
}

/** What the next check of a student who has made `tries` checks, the last at `lastTryAt`, may do. */
export function nextTryVerdict(policy: QuizAttemptPolicy, tries: number, lastTryAt: Date | null, now: Date): { ok: true } | { ok: false; waitS: number } | { ok: false; noTries: true } {
  if (policy.maxTries > 0 && tries >= policy.maxTries) return { ok: false, noTries: true };
  if (tries < policy.freeTries || !lastTryAt) return { ok: true };
  const waitMs = lastTryAt.getTime() + policy.cooldownS * 1000 - now.getTime();
  return waitMs > 0 ? { ok: false, waitS: Math.ceil(waitMs / 1000) } : { ok: true };
}

function refused(verdict: { waitS: number } | { noTries: true }): HttpError {
  if ('noTries' in verdict) return new HttpError(409, 'QUIZ_NO_TRIES', TQuizAttempts.noTriesLeft);
  return new HttpError(429, 'QUIZ_COOLDOWN', TQuizAttempts.cooldown(verdict.waitS));
}

/**
 * Takes one check of a quiz-type task for a student, or throws the Russian refusal (429 with a
 * wait, 409 when the tries are over). The count moves by a conditional update, so parallel
 * guesses cannot slip past the limit together: the losers of a race are refused.
 */
export async function takeQuizTry(app: FastifyInstance, taskId: number, studentId: number, now = new Date()): Promise<void> {
  const settings = (await app.lessons.frontendConfig(taskId)).find((w) => w.windowId === WindowId.frontendConfig)?.text;
  const policy = quizAttemptPolicy(settings);
  const em = app.em();
  const row = await em.findOne(QuizAttempt, { taskId, studentId }, { refresh: true });
  const verdict = nextTryVerdict(policy, row?.tries ?? 0, row?.lastTryAt ?? null, now);
  if (!verdict.ok) throw refused(verdict);
  if (!row) {
    try {
      await em.insert(QuizAttempt, { taskId, studentId, tries: 1, lastTryAt: now });
      return;
    } catch (e) {
      if (e instanceof UniqueConstraintViolationException) throw refused({ waitS: Math.max(1, policy.cooldownS) });
      throw e;
    }
  }
  const moved = await em.nativeUpdate(QuizAttempt, { id: row.id, tries: row.tries }, { tries: row.tries + 1, lastTryAt: now });
  if (moved !== 1) throw refused({ waitS: Math.max(1, policy.cooldownS) });
}

/** A reviewer reopened or sent back the task: the student's tries and pause start again. */
export async function resetQuizTries(em: EntityManager, taskId: number, studentId: number): Promise<void> {
  await em.nativeDelete(QuizAttempt, { taskId, studentId });
}
