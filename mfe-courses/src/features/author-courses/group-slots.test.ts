import { toLocalRows, toStoredSlots } from './group-slots';

describe('the author’s timetable rows', () => {
  it('shows stored UTC slots in the author’s time and stores them back unchanged (Moscow, across midnight)', () => {
    const stored = [{ weekDay: 1, hour: 14, minute: 0 }, { weekDay: 6, hour: 22, minute: 30 }];
    const rows = toLocalRows(stored, -180);
    expect(rows).toEqual([{ weekDay: 1, time: '17:00' }, { weekDay: 0, time: '01:30' }]);
    expect(toStoredSlots(rows, -180)).toEqual(stored);
  });
  it('sends an unreadable time as out of range, for the server to refuse in words', () => {
    expect(toStoredSlots([{ weekDay: 2, time: '' }], 0)).toEqual([{ weekDay: 2, hour: -1, minute: -1 }]);
  });
});
