import { formatTime, progressSegments, toLocalSlot } from './schedule';

describe('schedule badges', () => {
  it('shifts a UTC slot into Moscow time', () => {
    expect(toLocalSlot({ id: 1, weekDay: 1, hour: 14, minute: 0 }, -180)).toEqual({ weekDay: 1, hour: 17, minute: 0 });
  });
  it('wraps across the end of the week', () => {
    expect(toLocalSlot({ id: 1, weekDay: 6, hour: 22, minute: 30 }, -180)).toEqual({ weekDay: 0, hour: 1, minute: 30 });
    expect(toLocalSlot({ id: 1, weekDay: 0, hour: 1, minute: 0 }, 300)).toEqual({ weekDay: 6, hour: 20, minute: 0 });
  });
  it('formats times with two digits', () => {
    expect(formatTime(9, 5)).toBe('09:05');
  });
  it('fills the progress bar proportionally', () => {
    expect(progressSegments(1, 6, 50)).toBe(8);
    expect(progressSegments(6, 6, 50)).toBe(50);
    expect(progressSegments(0, 0, 50)).toBe(0);
  });
});
