/**
 * The sandbox entry around a kind package's lane (its `InsideLane` module, bundled with this file
 * into `lane-<name>.mjs` by `sandbox/stage.ts`): starts the lane, says ready, then answers one job
 * at a time on stdin/stdout. A job that throws answers a failure and asks for a fresh process.
 */
import type { InsideLane } from '@school/task-kinds';
import { readMessage, writeMessage } from './line-io';

async function serveLane(lane: InsideLane<never, unknown>): Promise<void> {
  const run = await lane.start(process.argv[2]);
  writeMessage({ type: 'ready' });
  for (;;) {
    const message = readMessage<{ id: number; job: never }>();
    if (!message) return;
    try {
      writeMessage({ id: message.id, outcome: await run(message.job) });
    } catch (error) {
      writeMessage({ id: message.id, failure: error instanceof Error ? error.message : String(error), replace: true });
    }
  }
}

/** Runs the lane and ends the process with the result (the bundle's last statement). */
export function hostLane(lane: InsideLane<never, unknown>): void {
  serveLane(lane).then(
    () => process.exit(0),
    (error: unknown) => {
      process.stderr.write(`${error instanceof Error ? error.stack : String(error)}\n`);
      process.exit(1);
    },
  );
}
