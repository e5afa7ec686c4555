import type { AnswerItem } from '@school/contracts';

export class SaveRejected extends Error {
  constructor(readonly retry: boolean) {
    super(retry ? 'save failed, will retry' : 'save refused');
  }
}

export interface AutosaveOptions {
  /** Sends one save; rejects with SaveRejected (retry or not) or an AbortError when aborted. */
  send(answer: AnswerItem[], revision: number, signal: AbortSignal): Promise<void>;
  onDirtyChange(dirty: boolean): void;
  onSaved(): void;
  onRefused(): void;
  debounceMs: number;
  retryMs: number;
  now?: () => number;
  setTimer?: (fn: () => void, ms: number) => unknown;
  clearTimer?: (id: unknown) => void;
}

/**
 * Debounced answer saving. Every change gets a strictly increasing revision; a newer flush aborts
 * a superseded save in flight; failed saves retry until the server has the latest answer, and only
 * then is the answer clean (the unsaved guard holds until that moment).
 */
export class AutosaveQueue {
  private latest: AnswerItem[] | null = null;
  private revision = 0;
  private savedRevision = 0;
  private inflight: { revision: number; controller: AbortController } | null = null;
  private timer: unknown = null;
  private dirty = false;
  private stopped = false;
  private readonly now: () => number;
  private readonly setTimer: (fn: () => void, ms: number) => unknown;
  private readonly clearTimer: (id: unknown) => void;

  constructor(private readonly o: AutosaveOptions) {
    this.now = o.now ?? Date.now;
    this.setTimer = o.setTimer ?? ((fn, ms) => setTimeout(fn, ms));
    this.clearTimer = o.clearTimer ?? ((id) => clearTimeout(id as ReturnType<typeof setTimeout>));
  }

  get isDirty(): boolean {
    return this.dirty;
  }

  change(answer: AnswerItem[]): void {
    this.latest = answer;
    this.revision = Math.max(this.now(), this.revision + 1);
    this.setDirty(true);
    this.schedule(this.o.debounceMs);
  }

  /** Saves now (save button, run, leaving the task). */
  flush(): void {
    if (this.stopped || !this.latest || this.savedRevision >= this.revision) return;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = null;
    if (this.inflight) {
      if (this.inflight.revision === this.revision) return;
      this.inflight.controller.abort();
    }
    const revision = this.revision;
    const controller = new AbortController();
    this.inflight = { revision, controller };
    this.o.send(this.latest, revision, controller.signal).then(
      () => {
        if (this.inflight?.controller === controller) this.inflight = null;
        this.savedRevision = Math.max(this.savedRevision, revision);
        if (revision === this.revision) {
          this.setDirty(false);
          this.o.onSaved();
        }
      },
      (err: unknown) => {
        if (this.inflight?.controller === controller) this.inflight = null;
        if (controller.signal.aborted) return;
        if (err instanceof SaveRejected && !err.retry) {
          this.latest = null;
          this.setDirty(false);
          this.o.onRefused();
          return;
        }
        if (revision === this.revision) this.schedule(this.o.retryMs);
      },
    );
  }

  stop(): void {
    this.stopped = true;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.inflight?.controller.abort();
  }

  private schedule(ms: number): void {
    if (this.stopped) return;
    if (this.timer !== null) this.clearTimer(this.timer);
    this.timer = this.setTimer(() => {
      this.timer = null;
      this.flush();
    }, ms);
  }

  private setDirty(dirty: boolean): void {
    if (this.dirty === dirty) return;
    this.dirty = dirty;
    this.o.onDirtyChange(dirty);
  }
}
