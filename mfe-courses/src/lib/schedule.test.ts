import { formatTime, progressSegments, slotLabel, toLocalSlot } from './schedule';

describe('schedule badges', () => {
  it('shifts a UTC slot into Moscow time', () => {
    expect(toLocalSlot({ weekDay: 1, hour: 14, minute: 0 }, -180)).toEqual({ weekDay: 1, hour: 17, minute: 0 });
  });
  it('wraps across the end of the week', () => {
    expect(toLocalSlot({ weekDay: 6, hour: 22, minute: 30 }, -180)).toEqual({ weekDay: 0, hour: 1, minute: 30 });
    expect(toLocalSlot({ weekDay: 0, hour: 1, minute: 0 }, 300)).toEqual({ weekDay: 6, hour: 20, minute: 0 });
  });
  it('labels a group «ПН-СР 17:00» stored as 14:00 UTC with its Moscow time, not the stored one', () => {
    expect(slotLabel({ weekDay: 1, hour: 14, minute: 0 }, -180)).toBe('Пн 17:00');
    expect(slotLabel({ weekDay: 3, hour: 14, minute: 0 }, -180)).toBe('Ср 17:00');
    // Novosibirsk (UTC+7) sees the same lesson at its own 21:00; Saturday 22:30 UTC is Sunday in Moscow.
    expect(slotLabel({ weekDay: 1, hour: 14, minute: 0 }, -420)).toBe('Пн 21:00');
    expect(slotLabel({ weekDay: 6, hour: 22, minute: 30 }, -180)).toBe('Вс 01:30');
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
