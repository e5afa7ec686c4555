import { isDbLocked } from './db-errors';

export interface WriteQueueOptions {
  /** Serialize in process (SQLite: one writer); PostgreSQL keeps its own concurrency. */
  serialize: boolean;
  /** How long a write keeps retrying while another process holds the lock, before it fails (503). */
  lockWaitMs?: number;
  /** Called after a lock error of a unit (SQLite: replace the connection the failed statement poisoned). */
  onLocked?: () => void;
  /**
   * Takes and drops the write lock before each unit (SQLite): while another process holds it, the
   * unit waits here, where a failure leaves no statement behind, instead of failing mid-transaction.
   */
  probe?: () => Promise<void>;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs write units one after another in this process. SQLite allows one writer: queued here, a write
 * waits for the previous one (milliseconds) instead of meeting SQLITE_BUSY. When ANOTHER process holds
 * the lock, the unit (a whole transaction, rolled back on failure) is retried with async pauses, so
 * the event loop keeps serving reads; after lockWaitMs the error goes out as 503 DB_UNAVAILABLE.
 */
export function createWriteQueue({ serialize, lockWaitMs = 5000, onLocked, probe }: WriteQueueOptions) {
  let tail: Promise<unknown> = Promise.resolve();
  let depth = 0;

  async function withRetry<T>(work: () => Promise<T>): Promise<T> {
    const deadline = Date.now() + lockWaitMs;
    for (let pause = 20; ; pause = Math.min(pause * 2, 250)) {
      let probed = false;
      try {
        await probe?.();
        probed = true;
        return await work();
      } catch (err) {
        if (!isDbLocked(err)) throw err;
        if (probed) onLocked?.();
        if (Date.now() + pause > deadline) throw err;
        await sleep(pause);
      }
    }
  }

  return {
    run<T>(work: () => Promise<T>): Promise<T> {
      if (!serialize) return work();
      depth++;
      const result = tail.then(() => withRetry(work));
      tail = result.then(
        () => depth--,
        () => depth--,
      );
      return result;
    },
    /** Writes waiting or running now. */
    get pending() {
      return depth;
    },
  };
}

export type WriteQueue = ReturnType<typeof createWriteQueue>;
