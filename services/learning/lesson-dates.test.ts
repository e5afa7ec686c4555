import { lessonDates } from './lesson-dates';

describe('lessonDates', () => {
  it('walks the weekly slots in time order from the start', () => {
    // 2026-11-02 is a Monday.
    const start = new Date('2026-11-02T00:00:00Z');
    const dates = lessonDates(start, [{ weekDay: 3, hour: 10, minute: 0 }, { weekDay: 1, hour: 9, minute: 30 }], 4);
    expect(dates.map((d) => d!.toISOString())).toEqual([
      '2026-11-02T09:30:00.000Z',
      '2026-11-04T10:00:00.000Z',
      '2026-11-09T09:30:00.000Z',
      '2026-11-11T10:00:00.000Z',
    ]);
  });

  it('skips a slot earlier on the start day than the start itself', () => {
    const dates = lessonDates(new Date('2026-11-02T12:00:00Z'), [{ weekDay: 1, hour: 9, minute: 0 }], 1);
    expect(dates[0]!.toISOString()).toBe('2026-11-09T09:00:00.000Z');
  });

  it('gives no dates without a start or a timetable', () => {
    expect(lessonDates(null, [{ weekDay: 1, hour: 9, minute: 0 }], 2)).toEqual([null, null]);
    expect(lessonDates(new Date(), [], 1)).toEqual([null]);
  });
});
