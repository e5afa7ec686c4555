/** With 'Быстрее' pressed, the rest of a long drawing plays within this time... */
export const FAST_PLAYBACK_MS = 12_000;
/** ...and never slower than this many times the spec's speed. */
export const FAST_MIN_SPEED = 4;

/**
 * Where a Turtle run's animation is. By default the drawing plays at the spec's speed (4.2, 9:
 * 1 unit per 5 ms, goto in 100 steps of 5 ms), however long it takes; the learner's 'Быстрее'
 * speeds up what is left (the check itself never waits for the animation).
 */
export class TurtlePlayback {
  private playedMs = 0;
  fast = false;

  constructor(readonly totalMs: number) {}

  /** Drawing time per wall-clock millisecond now. */
  get speed(): number {
    return this.fast ? Math.max(FAST_MIN_SPEED, this.totalMs / FAST_PLAYBACK_MS) : 1;
  }

  /** Moves on by `wallMs` of real time; returns the drawing time to show. */
  advance(wallMs: number): number {
    this.playedMs = Math.min(this.totalMs, this.playedMs + Math.max(0, wallMs) * this.speed);
    return this.playedMs;
  }

  get done(): boolean {
    return this.playedMs >= this.totalMs;
  }
}
