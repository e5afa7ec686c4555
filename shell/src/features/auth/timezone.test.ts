import { currentTimeZone, needsReport, timezoneUpdate, utcOffset } from './timezone';

/** Spec 3/7: the timezone update carries timeZone and localTime; sent after login and on change. */
describe('timezone report', () => {
  const at = (offsetMinutes: number) => {
    const d = new Date(2026, 10, 22, 15, 4, 5);
    jest.spyOn(d, 'getTimezoneOffset').mockReturnValue(offsetMinutes);
    return d;
  };

  it('writes the local time with its UTC offset', () => {
    expect(utcOffset(at(-180))).toBe('+03:00');
    expect(utcOffset(at(330))).toBe('-05:30');
    expect(utcOffset(at(0))).toBe('+00:00');
    expect(timezoneUpdate(at(-180), 'Europe/Moscow')).toEqual({ timeZone: 'Europe/Moscow', localTime: '2026-11-22T15:04:05+03:00' });
  });

  it('names the zone, or its offset when the browser names none', () => {
    expect(currentTimeZone(at(-420), 'Asia/Novosibirsk')).toBe('Asia/Novosibirsk');
    expect(currentTimeZone(at(-420), '')).toBe('UTC+07:00');
  });

  it('reports after login (a new user) and when the zone or offset changes, not again otherwise', () => {
    expect(needsReport(null, 5, 'Europe/Moscow +03:00')).toBe(true);
    expect(needsReport({ userId: 5, key: 'Europe/Moscow +03:00' }, 5, 'Europe/Moscow +03:00')).toBe(false);
    expect(needsReport({ userId: 5, key: 'Europe/Moscow +03:00' }, 6, 'Europe/Moscow +03:00')).toBe(true);
    expect(needsReport({ userId: 5, key: 'Europe/Moscow +03:00' }, 5, 'Asia/Omsk +06:00')).toBe(true);
  });
});
