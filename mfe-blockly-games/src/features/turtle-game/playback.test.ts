import { TurtlePlayback } from './playback';

describe('Turtle playback speed (spec 4.2, 9)', () => {
  it('plays a drawing longer than 12 s at the spec speed by default', () => {
    const playback = new TurtlePlayback(30_000);
    expect(playback.advance(10_000)).toBe(10_000);
    expect(playback.advance(15_000)).toBe(25_000);
    expect(playback.done).toBe(false);
    expect(playback.advance(10_000)).toBe(30_000);
    expect(playback.done).toBe(true);
  });

  it("speeds up what is left once 'Быстрее' is pressed, and slows down again when released", () => {
    const playback = new TurtlePlayback(120_000);
    playback.advance(1_000);
    playback.fast = true;
    // 120 s within 12 s: 10 times the spec speed.
    expect(playback.advance(1_000)).toBe(11_000);
    playback.fast = false;
    expect(playback.advance(1_000)).toBe(12_000);
  });

  it('is at least four times faster for a short drawing', () => {
    const playback = new TurtlePlayback(2_000);
    playback.fast = true;
    expect(playback.advance(100)).toBe(400);
  });
});
