/** Raised when a student already has the most checks waiting, or the queue is full (answered 429). */
export class Busy extends Error {
  constructor() {
    super('busy');
  }
}

/**
 * Fair admission to a lane of sandboxes: at most `slots` jobs run at once, one student at most
 * `perSubject` of them, and waiting jobs are taken in arrival order skipping students already at
 * their limit — so one student's endless loops hold one slot while everyone else's checks pass by.
 */
export function createScheduler(options: { slots: number; perSubject: number; maxWaitingPerSubject: number; maxWaiting: number }) {
  const running = new Map<string, number>();
  const waiting: { subject: string; start: () => void }[] = [];
  let active = 0;

  const count = (subject: string) => running.get(subject) ?? 0;

  function pump() {
    for (let i = 0; i < waiting.length && active < options.slots; ) {
      const entry = waiting[i];
      if (count(entry.subject) >= options.perSubject) {
        i++;
        continue;
      }
      waiting.splice(i, 1);
      entry.start();
    }
  }

  return {
    run<T>(subject: string, task: () => Promise<T>): Promise<T> {
      const queued = waiting.filter((w) => w.subject === subject).length;
      if (waiting.length >= options.maxWaiting || queued >= options.maxWaitingPerSubject) return Promise.reject(new Busy());
      return new Promise<T>((resolve, reject) => {
        waiting.push({
          subject,
          start: () => {
            active++;
            running.set(subject, count(subject) + 1);
            task()
              .then(resolve, reject)
              .finally(() => {
                active--;
                const left = count(subject) - 1;
                if (left > 0) running.set(subject, left);
                else running.delete(subject);
                pump();
              });
          },
        });
        pump();
      });
    },
    get waiting() {
      return waiting.length;
    },
  };
}
