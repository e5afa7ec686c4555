import type { FastifyInstance } from 'fastify';
import type { TaskKind } from '@school/task-kinds';

/**
 * A kind declared `server` whose verdict comes from a verifier can never be passed without one,
 * so a school missing one must not start: the message names the kinds and where to register.
 */
export function assertKindsVerified(app: Pick<FastifyInstance, 'taskVerifiers'>, kinds: readonly TaskKind[]): void {
  const missing = app.taskVerifiers.missing(kinds);
  if (missing.length === 0) return;
  throw new Error(
    `Task kinds checked on the server have no verifier: ${missing.join(', ')}. ` +
      `Register one with app.taskVerifiers.register(<the kind's declaration>, verifier) in the kind's service plugin before start.`,
  );
}
